/// Builds a reducer from a list of reducers that run in order, with `if`, `if/else`, `switch`
/// and `for` available, as in `body`.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// An empty body: a reducer that changes nothing.
  @inlinable
  public static func buildBlock() -> EmptyReducer<State, Action> { EmptyReducer() }

  /// A reducer that implements `reduce(into:action:)` is used as it is.
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action, R.Body == Never { reducer }

  /// A reducer written with a `body` is replaced by its body, built once here (see
  /// ``ReducerBody``). The store keeps the built reducer, so an action does not rebuild every
  /// `Scope` and case path on its way.
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> ReducerBody<R>
  where R.State == State, R.Action == Action, R.Body: Reducer, R.Body.State == State, R.Body.Action == Action {
    ReducerBody(reducer)
  }

  /// In generic code, where it is not known how a reducer is written, its body, if it has
  /// one, is found and built once at run time (see ``GenericReducerBody``).
  @inlinable
  public static func buildExpression<R: Reducer>(_ reducer: R) -> GenericReducerBody<R>
  where R.State == State, R.Action == Action { GenericReducerBody(reducer) }

  /// The first reducer of a body.
  @inlinable
  public static func buildPartialBlock<R: Reducer>(first: R) -> R
  where R.State == State, R.Action == Action { first }

  /// The reducers so far, then the next one.
  @inlinable
  public static func buildPartialBlock<R0: Reducer, R1: Reducer>(
    accumulated: R0, next: R1
  ) -> CombinedReducers<R0, R1> { CombinedReducers(accumulated, next) }

  /// A reducer under `if`: when the condition was false, nil, which changes nothing.
  @inlinable
  public static func buildOptional<R: Reducer>(_ reducer: R?) -> R?
  where R.State == State, R.Action == Action { reducer }

  /// The first branch of an `if/else` or `switch`.
  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(
    first reducer: First
  ) -> EitherReducer<First, Second> { .first(reducer) }

  /// The second branch of an `if/else` or `switch`.
  @inlinable
  public static func buildEither<First: Reducer, Second: Reducer>(
    second reducer: Second
  ) -> EitherReducer<First, Second> { .second(reducer) }

  /// The reducers a `for` loop made, run in order.
  @inlinable
  public static func buildArray<R: Reducer>(_ reducers: [R]) -> ReducerList<R>
  where R.State == State, R.Action == Action { ReducerList(reducers) }

  /// A reducer under `if #available`, erased so the body's type names no newer type.
  @inlinable
  public static func buildLimitedAvailability<R: Reducer>(_ reducer: R) -> Reduce<State, Action>
  where R.State == State, R.Action == Action { Reduce(reducer) }

  /// The whole body, as built.
  @inlinable
  public static func buildFinalResult<R: Reducer>(_ reducer: R) -> R
  where R.State == State, R.Action == Action { reducer }
}

/// Two reducers run one after the other on the same state; their effects are merged.
public struct CombinedReducers<R0: Reducer, R1: Reducer>: Reducer
where R0.State == R1.State, R0.Action == R1.Action {
  @usableFromInline let r0: R0
  @usableFromInline let r1: R1

  @inlinable init(_ r0: R0, _ r1: R1) {
    self.r0 = r0
    self.r1 = r1
  }

  @inlinable
  public func reduce(into state: inout R0.State, action: R0.Action) -> Effect<R0.Action> {
    let first = r0.reduce(into: &state, action: action)
    let second = r1.reduce(into: &state, action: action)
    if first.isNone { return second }
    if second.isNone { return first }
    return .merge(first, second)
  }
}

/// One of two reducers, chosen by an `if/else` or `switch` in a builder.
public enum EitherReducer<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
  case first(First)
  case second(Second)

  @inlinable
  public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
    switch self {
    case let .first(reducer): reducer.reduce(into: &state, action: action)
    case let .second(reducer): reducer.reduce(into: &state, action: action)
    }
  }
}

/// Reducers built by a `for` loop in a builder, run in order.
public struct ReducerList<Element: Reducer>: Reducer {
  @usableFromInline let reducers: [Element]

  @inlinable init(_ reducers: [Element]) { self.reducers = reducers }

  @inlinable
  public func reduce(into state: inout Element.State, action: Element.Action) -> Effect<Element.Action> {
    .merge(reducers.map { $0.reduce(into: &state, action: action) })
  }
}

extension Optional: Reducer where Wrapped: Reducer {
  /// An absent reducer (an `if` without `else` in a builder) does nothing.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<Wrapped.Action> {
    switch self {
    case let .some(reducer): reducer.reduce(into: &state, action: action)
    case .none: .none
    }
  }
}
