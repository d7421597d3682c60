extension Reducer {
  /// Runs this reducer, and the effects it creates, with the dependency at `keyPath` set to
  /// `value`. The override closest to a reducer wins.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> DependencyOverrideReducer<Self> where Value: Sendable {
    DependencyOverrideReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Runs this reducer, and the effects it creates, with the dependency at `keyPath` changed
  /// in place by `transform`: overriding one endpoint of a client keeps the others.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> DependencyOverrideReducer<Self> {
    DependencyOverrideReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer made by ``Reducer/dependency(_:_:)`` and ``Reducer/transformDependency(_:transform:)``.
public struct DependencyOverrideReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: @Sendable (inout DependencyValues) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) { base.reduce(into: &state, action: action) }
  }

  /// Chained changes fuse into one: the inner (closer) one is applied last, so it wins.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> DependencyOverrideReducer<Base> {
    let inner = update
    return DependencyOverrideReducer(base: base) {
      transform(&$0[keyPath: keyPath])
      inner(&$0)
    }
  }

  /// Chained overrides fuse into one: the inner (closer) one is applied last, so it wins.
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> DependencyOverrideReducer<Base> {
    let inner = update
    return DependencyOverrideReducer(base: base) {
      $0[keyPath: keyPath] = value
      inner(&$0)
    }
  }
}
