extension Reducer {
  /// After this reducer ran, runs `reducer` when the value selected by `toValue` changed,
  /// giving it the old and new values.
  ///
  /// ```swift
  /// Reduce { … }
  ///   .onChange(of: \.filter) { oldValue, newValue in Reduce { state, _ in … } }
  /// ```
  public func onChange<Value: Equatable, Changed: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
  ) -> OnChangeReducer<Self, Value, Changed> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// The same as ``onChange(of:_:)``, with a custom notion of "unchanged", e.g. comparing ids only.
  public func onChange<Value, Changed: Reducer>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
  ) -> OnChangeReducer<Self, Value, Changed> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer made by ``Reducer/onChange(of:_:)``.
public struct OnChangeReducer<Base: Reducer, Value, Changed: Reducer>: Reducer
where Changed.State == Base.State, Changed.Action == Base.Action {
  let base: Base
  let toValue: (Base.State) -> Value
  let isDuplicate: (Value, Value) -> Bool
  let reducer: (Value, Value) -> Changed

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let effect = base.reduce(into: &state, action: action)
    let newValue = toValue(state)
    guard !isDuplicate(oldValue, newValue) else { return effect }
    return effect.merge(with: reducer(oldValue, newValue).reduce(into: &state, action: action))
  }
}
