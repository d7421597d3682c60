/// Runs a child reducer on a part of the parent's state, for the child's case of the parent's
/// action, and lifts the child's effects back into the parent.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(\.counter, action: \.counter) { Counter() }
///   Reduce { state, action in … }  // runs after the child, and sees its changes
/// }
/// ```
///
/// Place `Scope` before the parent's own `Reduce`, so the parent reacts to a child action after
/// the child handled it. For optional or enum children use `ifLet` / `ifCaseLet`, which also
/// cancel the child's effects when it goes away.
public struct Scope<ParentState, ParentAction: CasePathable, Path: CasePath, Child: Reducer>: Reducer
where Path.Root == ParentAction, Path.Value == Child.Action {
  // `ParentAction` is a parameter of its own, not `Path.Root`, so that a body's
  // `some ReducerOf<Self>` tells it before `\.child` is looked up: a case written as a type is
  // then found as that type.

  /// All parts behind one reference, so passing a scope down a deep tree copies one pointer.
  @usableFromInline final class Parts {
    @usableFromInline let toChildState: StatePath<ParentState, Child.State>
    @usableFromInline let toChildAction: Path
    @usableFromInline let child: Child

    @usableFromInline
    init(toChildState: StatePath<ParentState, Child.State>, toChildAction: Path, child: Child) {
      self.toChildState = toChildState
      self.toChildAction = toChildAction
      self.child = child
    }
  }

  @usableFromInline let parts: Parts

  /// Scopes to the child state at `state` and the child actions in case `action`:
  /// `Scope(\.counter, action: \.counter) { Counter() }`.
  ///
  /// A case written as a type (see ``StaticCasePath``) keeps its type here, so its pattern match is
  /// compiled into this reducer; an ``AnyCasePath`` is called through its closure.
  @inlinable
  public init<ChildState, ChildAction>(
    _ state: WritableKeyPath<ParentState, ChildState>,
    action: KeyPath<AnyCasePath<ParentAction, ParentAction>, Path>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.parts = Parts(
      toChildState: StatePath(state), toChildAction: AnyCasePath.identity[keyPath: action], child: child()
    )
  }

  /// The earlier spelling, `Scope(state:action:)`; it still works.
  @available(*, deprecated, renamed: "init(_:action:child:)")
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: KeyPath<AnyCasePath<ParentAction, ParentAction>, Path>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(state, action: action, child: child)
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    let parts = parts
    guard let childAction = parts.toChildAction.extract(from: action) else { return .none }
    let effect = parts.toChildState.modify(&state, with: parts, childAction) { parts, childState, childAction in
      parts.child.reduce(into: &childState, action: childAction)
    }
    if effect.isNone { return .none }
    return effect.map(parts.toChildAction.embedding)
  }
}
