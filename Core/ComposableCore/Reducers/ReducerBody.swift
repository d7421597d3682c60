/// A reducer written with `body`, as a builder keeps it: the body, built once when the builder
/// runs, so an action does not rebuild every `Scope` and case path on its way.
///
/// It costs nothing over holding the body itself. It exists so that a builder's result has a
/// type that can be written down even when a feature contains itself: in
/// `.ifLet(\.$child, action: \.child) { Nested() }` inside `Nested`'s own body, the child is a
/// `ReducerBody<Nested>`, where `Nested.Body` would define the body's type in terms of itself.
/// For the same reason it asks nothing of `Base.Body`: the body runs through `Base`'s
/// ``Reducer/reduce(into:action:builtBody:)``.
///
/// A feature can contain itself only through a presentation (`@Presents` and `ifLet`), which
/// builds its child when first needed; through `Scope` or `forEach` it would be built forever.
public struct ReducerBody<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let built: Base.Body

  /// Builds `base`'s body.
  @inlinable init(_ base: Base) {
    self.base = base
    built = base.body
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    base.reduce(into: &state, action: action, builtBody: built)
  }
}
