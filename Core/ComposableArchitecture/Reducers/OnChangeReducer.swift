extension Reducer {
  /// After this reducer ran, calls `perform` when it changed the value selected by `toValue`,
  /// with the value from before and the state to change further; returns the effect to run.
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.filter) { oldFilter, state in
  ///     state.page = 0
  ///     return .run { [filter = state.filter] send in … }
  ///   }
  /// ```
  ///
  /// Only changes made by this reducer are seen, not those a parent makes.
  public func onChange<Value: Equatable>(
    of toValue: @escaping (State) -> Value,
    _ perform: @escaping (_ oldValue: Value, _ state: inout State) -> EffectOf<Self>
  ) -> OnChangeReducer<Self, Value, Reduce<State, Action>> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==) { oldValue, _ in
      Reduce { state, _ in perform(oldValue, &state) }
    }
  }

  /// After this reducer ran, runs `reducer` when the value selected by `toValue` changed,
  /// giving it the old and new values.
  @available(*, deprecated, message: "Use onChange(of:) { oldValue, state in … } returning an EffectOf<Self>")
  public func onChange<Value: Equatable, Changed: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
  ) -> OnChangeReducer<Self, Value, Changed> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// The same as the builder form of `onChange(of:)`, with a custom notion of "unchanged",
  /// e.g. comparing ids only.
  @available(*, deprecated, message: "Use onChange(of:) { oldValue, state in … } on an Equatable projection of the value")
  public func onChange<Value, Changed: Reducer>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: Value, _ newValue: Value) -> Changed
  ) -> OnChangeReducer<Self, Value, Changed> {
    OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer made by `onChange(of:_:)`: runs its base, then `reducer` when the selected
/// value changed.
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
