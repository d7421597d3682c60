extension Reducer {
  /// Runs `child` on the optional child state at `toChildState` for actions in case
  /// `toChildAction`, before this reducer runs.
  ///
  /// What it enforces: an action for an absent child reports an issue (usually an effect that
  /// outlived the child); when the child goes away, or is replaced by one with another
  /// `Identifiable` id, its running effects are cancelled.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CaseKeyPath<Action, ChildAction>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
  ) -> IfLetReducer<Self, Child>
  where Action: CasePathable, Child.State == ChildState, Child.Action == ChildAction {
    IfLetReducer(
      parent: self, toChildState: toChildState, childName: "\(toChildState)",
      toChildAction: Action.casePath(toChildAction), child: child(), location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
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
      }
    }
    let parentEffect = parent.reduce(into: &state, action: action)
    let identityAfter = state[keyPath: toChildState].map(childIdentity)
    guard let identityBefore, identityBefore != identityAfter else {
      return childEffect.merge(with: parentEffect)
    }
    return .merge(childEffect, parentEffect, Effect(.cancelNavigation(identityBefore)))
  }

  private func childIdentity(_ child: Child.State) -> EffectID {
    EffectID(ChildNavigationID(keyPath: childName, id: identifiableID(of: child)))
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
