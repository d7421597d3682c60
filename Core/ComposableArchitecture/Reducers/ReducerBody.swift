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

/// A reducer whose type is known only generically (`Inner()` in a `Scope` inside a generic
/// feature), with its body, if it has one, built once, as ``ReducerBody`` does for the rest.
///
/// Why: where the type is generic the builder cannot tell a reducer with a `body` from one
/// with `reduce(into:action:)`. Used as it is, a reducer with a body would build it again for
/// every action, every `Scope` and case path in it; with key paths into generic types made at
/// run time, that cost 8 µs per action and level of ten nested generic features.
public struct GenericReducerBody<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  /// The body, or nil when `Base` has none (its `Body` is `Never`).
  @usableFromInline let built: Base.Body?

  /// Builds `base`'s body, if it has one.
  @inlinable init(_ base: Base) {
    self.base = base
    built = Base.Body.self == Never.self ? nil : base.body
  }

  @inlinable @inline(__always)
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let built else { return base.reduce(into: &state, action: action) }
    return base.reduce(into: &state, action: action, builtBody: built)
  }
}
