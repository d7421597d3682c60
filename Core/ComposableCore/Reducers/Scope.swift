/// Runs a child reducer on a part of the parent's state, for the child's case of the parent's
/// action, and lifts the child's effects back into the parent.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(state: \.counter, action: \.counter) { Counter() }
///   Reduce { state, action in … }  // runs after the child, and sees its changes
/// }
/// ```
///
/// Place `Scope` before the parent's own `Reduce`, so the parent reacts to a child action after
/// the child handled it. For optional or enum children use `ifLet` / `ifCaseLet`, which also
/// cancel the child's effects when it goes away.
public struct Scope<ParentState, ParentAction: CasePathable, Child: Reducer>: Reducer {
  @usableFromInline let toChildState: WritableKeyPath<ParentState, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Scopes to the child state at `state` and the child actions in case `action`.
  @inlinable
  public init(
    state: WritableKeyPath<ParentState, Child.State>,
    action: CaseKeyPath<ParentAction, Child.Action>,
    @ReducerBuilder<Child.State, Child.Action> child: () -> Child
  ) {
    self.toChildState = state
    self.toChildAction = ParentAction.casePath(action)
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = toChildAction.extract(from: action) else { return .none }
    let effect = child.reduce(into: &state[keyPath: toChildState], action: childAction)
    if effect.isNone { return .none }
    return effect.map(toChildAction._embed)
  }
}
