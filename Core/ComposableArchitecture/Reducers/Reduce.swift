/// A reducer made from a closure: the place a feature writes its own logic inside `body`.
public struct Reduce<State, Action>: Reducer {
  @usableFromInline let reduce: (inout State, Action) -> Effect<Action>

  /// Creates a reducer from a closure that mutates state and returns an effect.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// Erases the type of another reducer of the same domain; also the way to run a reducer
  /// held as an existential, such as one chosen at run time:
  ///
  /// ```swift
  /// let rule: any ReducerOf<Counter>   // a stored property
  /// var body: some ReducerOf<Self> {
  ///   Scope(\.counter, action: \.counter) { Reduce(rule) }
  /// }
  /// ```
  ///
  /// A builder takes no existential directly (`rule` alone, or `Counter() as any
  /// ReducerOf<Counter>`): an existential is not itself a `Reducer`, and accepting one would take
  /// another `buildExpression` overload that every line of every body is type-checked against.
  /// Swift never opens a value written `as any …`, so give the existential a declared type,
  /// as above. Its type is known only at run time, so a `body` inside is built on each action.
  @inlinable
  public init<R: Reducer>(_ reducer: R) where R.State == State, R.Action == Action {
    self.reduce = { reducer.reduce(into: &$0, action: $1) }
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reduce(&state, action)
  }
}
