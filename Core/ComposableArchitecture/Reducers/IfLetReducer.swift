extension Reducer {
  /// Runs `child` on the optional child state at `toChildState` for actions in case
  /// `toChildAction`, before this reducer runs.
  ///
  /// What it enforces: an action for an absent child reports an issue (usually an effect that
  /// outlived the child); when the child goes away, or is replaced by one with another
  /// `Identifiable` id, its running effects are cancelled, whoever removed it: this reducer
  /// at once, a reducer beside it with the next action that reaches this one (as in TCA).
  /// Alerts and dialogs (``EphemeralState``) are cleared after any of their actions.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> IfLetReducer<Self, Child>
  where Action: CasePathable, Child.State == ChildState, Child.Action == ChildAction {
    IfLetReducer(
      parent: self, toChildState: toChildState, childName: "\(toChildState)",
      toChildAction: Action.casePath(toChildAction), child: child(),
      childIsEphemeral: ChildState.self is any EphemeralState.Type,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Shows an alert or a dialog kept in a plain optional, without logic of its own: it is
  /// cleared after any of its actions, before this reducer handles the action (so a new alert
  /// this reducer shows in response stays).
  ///
  /// ```swift
  /// var alert: AlertState<Action.Alert>?   // body: .ifLet(\.alert, action: \.alert)
  /// ```
  public func ifLet<ChildState: EphemeralState, ChildAction>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> IfLetReducer<Self, EmptyReducer<ChildState, ChildAction>> where Action: CasePathable {
    ifLet(toChildState, action: toChildAction, fileID: fileID, filePath: filePath, line: line, column: column) {
      EmptyReducer()
    }
  }
}

/// The reducer made by ``Reducer/ifLet(_:action:fileID:filePath:line:column:then:)``.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let toChildState: WritableKeyPath<Parent.State, Child.State?>
  /// The child's key path as text, made once: it names the child's effects.
  let childName: String
  let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  let child: Child
  /// Whether the child is an alert or a dialog, cleared after any of its actions.
  let childIsEphemeral: Bool
  let location: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let identityBefore = state[keyPath: toChildState].map(childIdentity)
    var childEffect = Effect<Parent.Action>.none
    if let childAction = toChildAction.extract(from: action) {
      if state[keyPath: toChildState] == nil {
        reportIssue(
          """
          An ifLet at \(location) received a child action when the child state was nil:
            \(describe(action))
          Usually an effect of the child outlived it (cancel it when the child goes away), or the \
          parent set the child to nil before this action was sent.
          """,
          at: location
        )
      } else if let identityBefore {
        let effect = state[keyPath: toChildState].reduceIfPresent { child.reduce(into: &$0, action: childAction) }
        if !effect.isNone {
          childEffect = Effect(.navigation(identityBefore, effect.map(toChildAction._embed)))
        }
        if childIsEphemeral { state[keyPath: toChildState] = nil }
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    let identityAfter = state[keyPath: toChildState].map(childIdentity)
    var effect = childEffect.merge(with: parentEffect)
    if let identityBefore, identityBefore != identityAfter {
      effect = .merge(effect, Effect(.cancelNavigation(identityBefore)))
    }
    if NavigationCheck.isNeeded {
      // A reducer beside this one may have removed or replaced the child.
      let (childName, present) = (childName, state[keyPath: toChildState].map(childNavigationID))
      effect = .merge(effect, NavigationCheck.cancellations(of: ChildNavigationID.self) {
        $0.keyPath == childName && $0 != present
      })
    }
    return effect
  }

  private func childIdentity(_ child: Child.State) -> EffectID {
    EffectID(childNavigationID(child))
  }

  private func childNavigationID(_ child: Child.State) -> ChildNavigationID {
    ChildNavigationID(keyPath: childName, id: identifiableID(of: child))
  }
}

/// Names one presented child in the tree of running effects: where it lives in its parent's
/// state, and its `Identifiable` id when it has one.
struct ChildNavigationID: Hashable, Sendable {
  let keyPath: String
  let id: String?
}

/// The id of an `Identifiable` value, as text; nil for other values.
func identifiableID(of value: Any) -> String? {
  guard let identifiable = value as? any Identifiable else { return nil }
  func id(_ value: some Identifiable) -> String { "\(value.id)" }
  return id(identifiable)
}

extension Optional {
  /// Mutates the wrapped value in place and returns what `body` returns, or `.none` if nil.
  mutating func reduceIfPresent<Action>(_ body: (inout Wrapped) -> Effect<Action>) -> Effect<Action> {
    guard case .some(var wrapped) = self else { return .none }
    self = nil
    defer { self = wrapped }
    return body(&wrapped)
  }
}
