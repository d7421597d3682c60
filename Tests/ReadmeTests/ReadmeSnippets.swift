// The Swift code of Docs/concepts.md (the README's page of concepts), copied verbatim so that it compiles and runs as tests. Each
// region between "// snippet NAME" and "// end snippet" is the README block marked
// "<!-- snippet NAME -->"; ReadmeSnippetTests fails when the two differ. Code around the
// regions (a function to hold statements, the Timer feature) is not in the README.

// snippet counter
import ComposableArchitecture

@Reducer
public struct Counter {
  public struct State: Equatable, Sendable {           // what the feature holds
    public var count = 0
  }
  public enum Action: Equatable, Sendable {            // what can happen to it
    case decrementButtonTapped
    case incrementButtonTapped
  }

  public var body: some ReducerOf<Self> {              // how actions change the state
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none                                   // the effect to run next: none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}
// end snippet

@MainActor @Test func counterStore() {
  // snippet counter-store
  let store = Store(initialState: Counter.State()) { Counter() }
  store.send(.incrementButtonTapped)                     // store.state.count == 1
  // end snippet
  #expect(store.state.count == 1)
}

// snippet parent
struct Parent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
  }
  enum Action: CasePathable, Equatable, Sendable {
    case counter(Counter.Action)
    case resetButtonTapped

    struct AllCasePaths: Sendable {
      let counter = AnyCasePath(embed: Action.counter) { if case let .counter(a) = $0 { a } else { nil } }
      let resetButtonTapped = AnyCasePath(Action.resetButtonTapped)
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) { Counter() }
    Reduce { state, action in
      switch action {
      case .counter:
        return .none
      case .resetButtonTapped:
        state.counter = Counter.State()
        return .none
      }
    }
  }
}
// end snippet

// snippet parent-case-paths
@Test func casePaths() {
  checkCasePathLaws(\Parent.Action.AllCasePaths.counter,
                    samples: [.incrementButtonTapped], otherCases: [.resetButtonTapped])
  checkCasePathLaws(\Parent.Action.AllCasePaths.resetButtonTapped,
                    samples: [()], otherCases: [.counter(.decrementButtonTapped)])
}
// end snippet

// snippet typed-parent
struct TypedParent: Reducer {
  struct State: Equatable {
    var counter = Counter.State()
  }
  enum Action: CasePathable, Equatable, Sendable {
    case counter(Counter.Action)

    struct AllCasePaths: Sendable {
      var counter: CounterCase { CounterCase() }

      struct CounterCase: StaticCasePath {
        func embed(_ action: Counter.Action) -> Action { .counter(action) }
        func extract(from action: Action) -> Counter.Action? {
          if case let .counter(counter) = action { counter } else { nil }
        }
      }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) { Counter() }
  }
}
// end snippet

@MainActor @Test func typedParentScopesToItsCounter() async {
  let store = TestStore(initialState: TypedParent.State()) { TypedParent() }
  await store.send(.counter(.incrementButtonTapped)) { $0.counter.count = 1 }
  checkCasePathLaws(\TypedParent.Action.AllCasePaths.counter, samples: [.incrementButtonTapped], otherCases: [])
}

@MainActor @Test func parentResetsItsCounter() async {
  let store = TestStore(initialState: Parent.State()) { Parent() }
  await store.send(\.counter, .incrementButtonTapped) { $0.counter.count = 1 }
  await store.send(\.resetButtonTapped) { $0.counter.count = 0 }
}

// snippet counter-test
import ComposableArchitecture
import Testing

@MainActor @Test func incrementAndDecrement() async {
  let store = TestStore(initialState: Counter.State()) { Counter() }
  await store.send(.incrementButtonTapped) { $0.count = 1 }
  await store.send(.decrementButtonTapped) { $0.count = 0 }
}
// end snippet

/// Counts seconds while running: the feature the README's test clock example drives.
struct Timer: Reducer {
  struct State: Equatable {
    var isRunning = false
    var seconds = 0
  }
  enum Action: CasePathable, Equatable, Sendable {
    case startButtonTapped
    case stopButtonTapped
    case tick

    struct AllCasePaths: Sendable {
      let tick = AnyCasePath(Action.tick)
    }
    static let allCasePaths = AllCasePaths()
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startButtonTapped:
      state.isRunning = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .stopButtonTapped:
      state.isRunning = false
      return .cancel(id: CancelID.timer)
    case .tick:
      state.seconds += 1
      return .none
    }
  }
}

// snippet timer-test
@MainActor @Test func timerTicks() async {
  let clock = TestClock()
  let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
    $0.continuousClock = clock
  }
  await store.send(.startButtonTapped) { $0.isRunning = true }
  await clock.advance(by: .seconds(1))          // wakes sleepers in time order
  await store.receive(\.tick) { $0.seconds = 1 }
  await store.send(.stopButtonTapped) { $0.isRunning = false }
}
// end snippet

// snippet shared-counter
@Reducer
struct SharedCounter {
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0          // one value per key and store
  }
  enum Action: Equatable, Sendable {
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.$count.withLock { $0 += 1 }                // the only way to change it
      return .none
    }
  }
}

@Reducer
struct TwoCounters {
  struct State: Equatable {
    var first = SharedCounter.State()
    var second = SharedCounter.State()                 // the same count as first's
  }
  enum Action: Equatable, Sendable {                   // @Reducer gives \.first and \.second
    case first(SharedCounter.Action)
    case second(SharedCounter.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(\.first, action: \.first) { SharedCounter() }
    Scope(\.second, action: \.second) { SharedCounter() }
  }
}
// end snippet

// snippet shared-counter-test
@MainActor @Test func countersShareTheirCount() async {
  let store = TestStore(initialState: TwoCounters.State()) { TwoCounters() }
  await store.send(.first(.incrementButtonTapped)) {
    $0.first.$count.withLock { $0 = 1 }
  }
  #expect(store.state.second.count == 1)
}
// end snippet

// snippet shared-reader
@Reducer
struct CountBadge {
  struct State: Equatable {
    @SharedReader(.inMemory("count")) var count = 0    // follows the count; can't change it
  }
  enum Action: Equatable, Sendable {
    case refreshButtonTapped
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}

/// The status line of a count kept in a file that other programs change too.
func statusLine(of count: Shared<Int>) -> String {
  if let error = count.saveError { return "\(count.wrappedValue), not saved: \(error)" }
  if let error = count.loadError { return "unreadable, starting from 0: \(error)" }
  return count.isLoading ? "loading…" : "\(count.wrappedValue)"
}
// end snippet

// snippet shared-reader-test
@MainActor @Test func theBadgeFollowsTheCounters() async {
  let storage = SharedStorage(persisting: false)
  let counters = Store(initialState: TwoCounters.State()) { TwoCounters() } withDependencies: {
    $0.sharedStorage = storage
  }
  let badge = Store(initialState: CountBadge.State()) { CountBadge() } withDependencies: {
    $0.sharedStorage = storage
  }
  counters.send(.first(.incrementButtonTapped))
  #expect(badge.state.count == 1)
  #expect(statusLine(of: counters.state.first.$count) == "1")
}
// end snippet

// snippet shared-storage-test
@MainActor @Test func startsFromASeededCount() async {
  let storage = SharedStorage(persisting: false)       // true: load and save for real
  storage.seed(.inMemory("count"), 41)
  let store = TestStore(initialState: TwoCounters.State()) { TwoCounters() } withDependencies: {
    $0.sharedStorage = storage
  }
  await store.send(.second(.incrementButtonTapped)) {
    $0.second.$count.withLock { $0 = 42 }
  }
}
// end snippet
