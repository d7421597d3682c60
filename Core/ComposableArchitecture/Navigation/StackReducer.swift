extension Reducer {
  /// Runs `destination` on the screens of the navigation stack at `toStackState` for actions in
  /// case `toStackAction`, before this reducer runs, and manages the stack:
  ///
  /// - `.push(id:state:)` pushes after this reducer ran, `.popFrom(id:)` pops after it ran;
  /// - a screen's `@Dependency(\.dismiss)` sends `.popFrom(id:)` for that screen;
  /// - the effects of popped screens are cancelled, whoever popped them (a reducer beside this
  ///   one: with the next action that reaches this one); siblings cannot cancel each other's;
  /// - actions for unknown ids, or pushes of ids in use, report issues.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<DestinationState, DestinationAction>>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination
  ) -> StackReducer<Self, Destination>
  where Action: CasePathable, Destination.State == DestinationState, Destination.Action == DestinationAction {
    StackReducer(
      parent: self, toStackState: toStackState, stackName: "\(toStackState)",
      toStackAction: Action.casePath(toStackAction),
      destination: destination(), location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer made by ``Reducer/forEach(_:action:fileID:filePath:line:column:destination:)``.
public struct StackReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  let parent: Parent
  let toStackState: WritableKeyPath<Parent.State, StackState<Destination.State>>
  /// The stack's key path as text, made once: it names the screens' effects.
  let stackName: String
  let toStackAction: AnyCasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>
  let destination: Destination
  let location: SourceLocation

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let idsBefore = state[keyPath: toStackState].ids
    let stackAction = toStackAction.extract(from: action)
    var childEffect = Effect<Parent.Action>.none

    switch stackAction {
    case let .element(id, elementAction):
      if let position = state[keyPath: toStackState].position(of: id) {
        let effect = destination.reduce(into: &state[keyPath: toStackState][position: position], action: elementAction)
        childEffect = lift(effect, id: id)
      } else {
        report("an action for screen \(id), which is not on the stack", action)
      }
    case let .popFrom(id):
      if !idsBefore.contains(id) { report("a pop from screen \(id), which is not on the stack", action) }
    case let .push(id, _):
      if idsBefore.contains(id) { report("a push of screen \(id), whose id is in use", action) }
    case nil:
      break
    }

    let parentEffect = parent.reduce(into: &state, action: action)

    switch stackAction {
    case let .popFrom(id):
      state[keyPath: toStackState].pop(from: id)
    case let .push(id, element):
      if !idsBefore.contains(id) { state[keyPath: toStackState].push(element, id: id) }
    default:
      break
    }

    let idsAfter = Set(state[keyPath: toStackState].ids)
    var cancellations = idsBefore.filter { !idsAfter.contains($0) }.map {
      Effect<Parent.Action>(.cancelNavigation(navigationID($0)))
    }
    if NavigationCheck.isNeeded {
      // A reducer beside this one may have popped screens.
      let stackName = stackName
      cancellations.append(NavigationCheck.cancellations(of: StackNavigationID.self) {
        $0.keyPath == stackName && !idsAfter.contains($0.id)
      })
    }
    return .merge([childEffect, parentEffect] + cancellations)
  }

  private func lift(_ effect: Effect<Destination.Action>, id: StackElementID) -> Effect<Parent.Action> {
    if effect.isNone { return .none }
    let toStackAction = toStackAction
    let lifted = effect
      .map { toStackAction.embed(.element(id: id, action: $0)) }
      .wrappingRuns { send, run in
        let presenter = DismissEffect.Presenter { await send(toStackAction.embed(.popFrom(id: id))) }
        await DismissEffect.$presenter.withValue(presenter) {
          await run()
        }
      }
    return Effect(.navigation(navigationID(id), lifted))
  }

  private func navigationID(_ id: StackElementID) -> EffectID {
    EffectID(StackNavigationID(keyPath: stackName, id: id))
  }

  private func report(_ problem: String, _ action: Parent.Action) {
    reportIssue(
      """
      A stack forEach at \(location) received \(problem):
        \(describe(action))
      Usually an effect of a popped screen outlived it, or the screen was popped before this \
      action was sent.
      """,
      at: location
    )
  }
}

/// Names one screen of one stack in the tree of running effects.
struct StackNavigationID: Hashable, Sendable {
  let keyPath: String
  let id: StackElementID
}
