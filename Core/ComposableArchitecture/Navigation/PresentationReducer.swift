extension Reducer {
  /// Runs `destination` on the presented child at `toPresentationState` for actions in case
  /// `toPresentationAction`, before this reducer runs, and manages the presentation:
  ///
  /// - `.dismiss` clears the child after this reducer ran (so it still sees the child);
  /// - the child's `@Dependency(\.dismiss)` sends `.dismiss` to this reducer;
  /// - alerts and dialogs clear themselves after any of their actions, unless this reducer
  ///   presented something new in response; an action for another case of a destination enum
  ///   leaves them presented, and reports an issue;
  /// - when the child goes away or is replaced, its effects are cancelled, whoever removed it:
  ///   this reducer at once, a reducer beside it with the next action that reaches this one;
  /// - an action while nothing is presented reports an issue.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ReducerBuilder<DestinationState, DestinationAction> destination: @escaping () -> Destination
  ) -> PresentationReducer<Self, Destination>
  where Action: CasePathable, Destination.State == DestinationState, Destination.Action == DestinationAction {
    PresentationReducer(
      parent: self, toPresentationState: toPresentationState, presentationName: "\(toPresentationState)",
      toPresentationAction: Action.casePath(toPresentationAction), destination: DeferredReducer(destination),
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Presents a child without logic of its own, such as an alert or a dialog.
  public func ifLet<DestinationState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>>
  where Action: CasePathable {
    ifLet(
      toPresentationState, action: toPresentationAction,
      fileID: fileID, filePath: filePath, line: line, column: column
    ) { EmptyReducer() }
  }
}

/// The reducer made by ``Reducer/ifLet(_:action:fileID:filePath:line:column:destination:)``.
public struct PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  let parent: Parent
  let toPresentationState: WritableKeyPath<Parent.State, Presents<Destination.State>>
  /// The presentation's key path as text, made once: it names the child's effects.
  let presentationName: String
  let toPresentationAction: AnyCasePath<Parent.Action, PresentationAction<Destination.Action>>
  /// Built on the first child action, so a feature may present itself (see ``ReducerBody``).
  let destination: DeferredReducer<Destination>
  let location: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let presentationAction = toPresentationAction.extract(from: action)
    // Read what is needed up front; holding a copy of the child would force a copy on write.
    let (idBefore, wasEphemeral) = presentationFacts(state)
    var childEffect = Effect<Parent.Action>.none
    // An action for another case than the alert or dialog on screen does not clear it.
    var isForTheEphemeralChild = true

    switch presentationAction {
    case let .presented(childAction):
      if let idBefore {
        if wasEphemeral, let cases = mismatchedCases(state, childAction) {
          isForTheEphemeralChild = false
          reportMismatch(action, cases: cases)
        } else {
          let effect = state[keyPath: toPresentationState].reduceIfPresent {
            destination.reduce(into: &$0, action: childAction)
          }
          childEffect = lift(effect, presentationID: idBefore)
        }
      } else {
        reportMissingChild(action)
      }
    case .dismiss:
      if idBefore == nil { reportMissingChild(action) }
    case nil:
      break
    }

    let parentEffect = parent.reduce(into: &state, action: action)
    let stillSame = idBefore != nil && state[keyPath: toPresentationState].presentationID == idBefore
    if stillSame, case .dismiss = presentationAction {
      state[keyPath: toPresentationState].wrappedValue = nil
    } else if stillSame, wasEphemeral, isForTheEphemeralChild, case .presented = presentationAction {
      state[keyPath: toPresentationState].wrappedValue = nil
    }

    let idAfter = presentationFacts(state).id
    var effect = childEffect.merge(with: parentEffect)
    if let idBefore, idAfter != idBefore {
      effect = .merge(effect, Effect(.cancelNavigation(navigationID(idBefore))))
    }
    if NavigationCheck.isNeeded {
      // A reducer beside this one may have dismissed or replaced the child.
      let presentationName = presentationName
      effect = .merge(effect, NavigationCheck.cancellations(of: PresentationNavigationID.self) {
        $0.keyPath == presentationName && $0.id != idAfter
      })
    }
    return effect
  }

  private func navigationID(_ presentationID: UInt64) -> EffectID {
    EffectID(PresentationNavigationID(keyPath: presentationName, id: presentationID))
  }

  /// The case on screen and the case `action` is for, when the presented state is an enum
  /// whose case differs from the action's; nil when they agree or cannot be told.
  private func mismatchedCases(_ state: Parent.State, _ action: Destination.Action) -> (presented: String, action: String)? {
    guard let child = state[keyPath: toPresentationState].wrappedValue else { return nil }
    let stateMirror = Mirror(reflecting: child)
    guard stateMirror.displayStyle == .enum, let presented = stateMirror.children.first?.label else { return nil }
    let actionMirror = Mirror(reflecting: action)
    guard actionMirror.displayStyle == .enum else { return nil }
    let actionCase = actionMirror.children.first?.label ?? "\(action)"
    return actionCase == presented ? nil : (presented, actionCase)
  }

  private func reportMismatch(_ action: Parent.Action, cases: (presented: String, action: String)) {
    reportIssue(
      """
      An ifLet at \(location) received an action for case .\(cases.action) while case .\(cases.presented) was \
      presented:
        \(describe(action))
      The alert or dialog stays presented: only its own actions clear it. Usually a button of a \
      destination that was already replaced sent it.
      """,
      at: location
    )
  }

  private func presentationFacts(_ state: Parent.State) -> (id: UInt64?, isEphemeral: Bool) {
    let presentation = state[keyPath: toPresentationState]
    guard let child = presentation.wrappedValue else { return (nil, false) }
    return (presentation.presentationID, isEphemeral(child))
  }

  /// Lifts the child's effects into the parent, under the child's own navigation id, with a
  /// `dismiss` that reaches this presentation.
  private func lift(_ effect: Effect<Destination.Action>, presentationID: UInt64) -> Effect<Parent.Action> {
    if effect.isNone { return .none }
    let toPresentationAction = toPresentationAction
    let lifted = effect
      .map { toPresentationAction.embed(.presented($0)) }
      .wrappingRuns { send, run in
        let presenter = DismissEffect.Presenter { await send(toPresentationAction.embed(.dismiss)) }
        await DismissEffect.$presenter.withValue(presenter) {
          await run()
        }
      }
    return Effect(.navigation(navigationID(presentationID), lifted))
  }

  private func reportMissingChild(_ action: Parent.Action) {
    reportIssue(
      """
      An ifLet at \(location) received a presentation action when nothing was presented:
        \(describe(action))
      Usually an effect of the child outlived it, or the child was dismissed before this action \
      was sent (e.g. by a button that stays active while its sheet is closing).
      """,
      at: location
    )
  }
}

/// Names one presented child in the tree of running effects: the presentation it is in, and
/// the identity it was presented with.
struct PresentationNavigationID: Hashable, Sendable {
  let keyPath: String
  let id: UInt64
}

/// State that disappears after any of its actions: alerts and confirmation dialogs.
public protocol EphemeralState {}

/// Whether `state` is ephemeral, or an enum of destinations currently in an ephemeral case.
func isEphemeral(_ state: Any) -> Bool {
  if state is any EphemeralState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return false }
  return payload is any EphemeralState
}
