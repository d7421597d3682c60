import ComposableArchitecture

/// A counter with an effect-returning action, the leaf of every benchmark.
struct Counter: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable, Sendable {
    case increment
    case startEffect
    case startCancellableEffect
  }
  /// The id of the effect that `startCancellableEffect` restarts.
  enum CancelID: Hashable, Sendable { case restarted }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count &+= 1
      return .none
    case .startEffect:
      return .run { _ in }
    case .startCancellableEffect:
      return .run { _ in }.cancellable(id: CancelID.restarted, cancelInFlight: true)
    }
  }
}

/// A list of counters, to measure element actions as the list grows.
struct CounterList: Reducer {
  struct State {
    var rows: IdentifiedArrayOf<Counter.State>
    init(count: Int) {
      rows = IdentifiedArray((0..<count).map { Counter.State(id: $0) })
    }
  }
  enum Action: CasePathable, Sendable {
    case rows(IdentifiedActionOf<Counter>)
    struct AllCasePaths: Sendable {
      let rows = AnyCasePath(embed: Action.rows) { if case let .rows(action) = $0 { action } else { nil } }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Counter() }
  }
}
