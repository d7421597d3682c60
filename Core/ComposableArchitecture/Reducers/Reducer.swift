/// A feature's logic: how an action changes the state, and which effect to run next.
///
/// Conform by writing either `reduce(into:action:)`, for logic of your own, or `body`, to
/// compose other reducers:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action { case decrementButtonTapped, incrementButtonTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .decrementButtonTapped: state.count -= 1
///       case .incrementButtonTapped: state.count += 1
///       }
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// What the feature holds.
  associatedtype State
  /// What can happen to the feature.
  associatedtype Action
  /// The reducer this one is composed of, when it uses `body`.
  associatedtype Body

  /// Evolves `state` for `action` and returns the work to do next.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this feature is made of, run in order.
  @ReducerBuilder<State, Action>
  var body: Body { get }

  /// Runs `body`, built earlier from this reducer's ``body``, so a builder can keep a body built
  /// once (see ``ReducerBody``). Every reducer has it already; do not write it.
  func reduce(into state: inout State, action: Action, builtBody body: Body) -> Effect<Action>
}

/// A reducer of `R`'s own domain; lets `body` be written `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements `reduce(into:action:)` has no body.
  public var body: Body {
    fatalError("\(Self.self) has no body: it implements reduce(into:action:) directly.")
  }

  /// A reducer without a body has no built body: this is never called.
  @inlinable
  public func reduce(into state: inout State, action: Action, builtBody body: Body) -> Effect<Action> {}
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// Runs the body.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }

  /// Runs the body that was built earlier.
  @inlinable @inline(__always)
  public func reduce(into state: inout State, action: Action, builtBody body: Body) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
