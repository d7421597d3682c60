import ComposableArchitecture
import Testing

private struct Stats: Equatable, Sendable {
  var count = 0
  var events = 0
}

/// The counter tab: changes the shared stats, now or later (an effect, outside any action).
private struct CounterTab: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("stats")) var stats = Stats()
  }
  enum Action: Equatable, Sendable {
    case incrementButtonTapped
    case incrementLaterButtonTapped
    case incrementTwiceButtonTapped
    case noop
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.$stats.withLock {
        $0.count += 1
        $0.events += 1
      }
      return .none
    case .incrementLaterButtonTapped:
      return .run { [stats = state.$stats, clock] _ in
        try await clock.sleep(for: .seconds(1))
        stats.withLock { $0.count += 1 }
      }
    case .incrementTwiceButtonTapped:
      return .run { send in
        await send(.incrementButtonTapped)
        await send(.incrementButtonTapped)
      }
    case .noop:
      return .none
    }
  }
}

/// The profile tab: shows the same stats and resets them.
private struct ProfileTab: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("stats")) var stats = Stats()
  }
  enum Action: Equatable, Sendable {
    case resetButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$stats.withLock { $0 = Stats() }
    return .none
  }
}

/// Two features holding one shared value.
private struct Tabs: Reducer {
  struct State: Equatable {
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
  }
  enum Action: Equatable, CasePathable, Sendable {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)

    struct AllCasePaths: Sendable {
      let counter = AnyCasePath(embed: Action.counter) { if case let .counter(a) = $0 { a } else { nil } }
      let profile = AnyCasePath(embed: Action.profile) { if case let .profile(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) { CounterTab() }
    Scope(\.profile, action: \.profile) { ProfileTab() }
  }
}

/// Shared values are part of the state a test store asserts.
@MainActor @Suite struct TestStoreSharedTests {
  let clock = TestClock()

  private func makeStore() -> TestStore<Tabs.State, Tabs.Action> {
    TestStore(initialState: Tabs.State()) { Tabs() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func twoFeaturesShareOneValue() async {
    let store = makeStore()
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock {
        $0.count = 1
        $0.events = 1
      }
    }
    #expect(store.state.profile.stats == Stats(count: 1, events: 1))
    await store.send(.profile(.resetButtonTapped)) {
      $0.profile.$stats.withLock { $0 = Stats() }
    }
  }

  @Test func aSharedChangeNotAssertedFailsWithTheDiff() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.counter(.incrementButtonTapped))
    }
    #expect(issues.map(\.message) == [
      """
      State was not expected to change, but a change occurred: …

        Tabs.State(
          counter: CounterTab.State(
            stats: Stats(
      -       count: 0,
      -       events: 0
      +       count: 1,
      +       events: 1
            )
          ),
          profile: ProfileTab.State(
            stats: Stats(
      -       count: 0,
      -       events: 0
      +       count: 1,
      +       events: 1
            )
          )
        )

      (Expected: -, Actual: +)

      Action: send(.counter(.incrementButtonTapped))
      """,
    ])
  }

  @Test func aWrongSharedExpectationFailsWithTheDiff() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.counter(.incrementButtonTapped)) {
        $0.counter.$stats.withLock { $0.count = 1 }
      }
    }
    #expect(issues.map(\.message) == [
      """
      A state change does not match expectation: …

        … (1 unchanged)
          counter: CounterTab.State(
            stats: Stats(
              count: 1,
      -       events: 0
      +       events: 1
            )
          ),
          profile: ProfileTab.State(
            stats: Stats(
              count: 1,
      -       events: 0
      +       events: 1
            )
          )
        )

      (Expected: -, Actual: +)

      Action: send(.counter(.incrementButtonTapped))
      """,
    ])
  }

  /// As in the reference (its user-defaults study resets a count already at zero): setting a
  /// shared value in the closure asserts it, even to the value it has; a plain field set to its
  /// own value still fails.
  @Test func aSharedExpectationOfTheValueItHasPasses() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.counter(.noop)) {
        $0.counter.$stats.withLock { $0.count = 0 }
      }
    }
    #expect(issues.isEmpty, "\(issues.map(\.message))")
  }

  @Test func anAssertionClosureNeverChangesTheLiveValue() async {
    let store = makeStore()
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock {
        $0.count = 1
        $0.events = 1
      }
    }
    #expect(store.state.counter.stats == Stats(count: 1, events: 1))
  }

  @Test func eachReceivedActionIsAssertedWithTheSharedValueItMade() async {
    let store = makeStore()
    await store.send(.counter(.incrementTwiceButtonTapped))
    await store.receive(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock {
        $0.count = 1
        $0.events = 1
      }
    }
    await store.receive(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock {
        $0.count = 2
        $0.events = 2
      }
    }
  }

  @Test func aChangeByAnEffectIsAssertedAtTheNextAssertion() async {
    let store = makeStore()
    await store.send(.counter(.incrementLaterButtonTapped))
    await clock.advance(by: .seconds(1))
    store.assert {
      $0.counter.$stats.withLock { $0.count = 1 }
    }
    await store.send(.counter(.incrementLaterButtonTapped))
    await clock.advance(by: .seconds(1))
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock {
        $0.count = 3
        $0.events = 1
      }
    }
  }

  @Test func aChangeByAnEffectNeverAssertedFailsAtTheEnd() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.counter(.incrementLaterButtonTapped))
      await clock.advance(by: .seconds(1))
      await store.finish()
    }
    #expect(issues.map(\.message) == [
      """
      Shared state changed after the last assertion, and the change was not asserted: …

        Tabs.State(
          counter: CounterTab.State(
            stats: Stats(
      -       count: 0,
      +       count: 1,
              events: 0
            )
          ),
          profile: ProfileTab.State(
            stats: Stats(
      -       count: 0,
      +       count: 1,
              events: 0
            )
          )
        … (1 unchanged)

      (Expected: -, Actual: +)

      To fix, assert the change in the closure of the next send or receive, or with store.assert { … }.
      """,
    ])
  }

  @Test func aChangeByAnEffectNeverAssertedFailsWhenTheStoreGoes() async {
    let issues = await IssueReporters.capture {
      var store: TestStore<Tabs.State, Tabs.Action>? = makeStore()
      await store?.send(.counter(.incrementLaterButtonTapped))
      await clock.advance(by: .seconds(1))
      store = nil
    }
    #expect(issues.map(\.message).first?.hasPrefix("Shared state changed after the last assertion") == true)
  }

  @Test func aNonExhaustiveStoreSkipsSharedChanges() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      store.exhaustivity = .off
      await store.send(.counter(.incrementButtonTapped))
      await store.send(.counter(.incrementButtonTapped)) {
        $0.counter.$stats.withLock { $0.count = 2 }
      }
      await store.send(.counter(.incrementLaterButtonTapped))
      await clock.advance(by: .seconds(1))
    }
    #expect(issues.isEmpty)
  }

  @Test func aNonExhaustiveStoreStillFailsAWrongSharedExpectation() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      store.exhaustivity = .off
      await store.send(.counter(.incrementButtonTapped)) {
        $0.counter.$stats.withLock { $0.count = 5 }
      }
    }
    #expect(issues.map(\.message).first?.hasPrefix("A state change does not match expectation: …") == true)
  }

  /// Run in parallel: were the test stores to share the in-memory stats, counts would mix.
  @Test(arguments: 1...6) func parallelTestStoresNeverShare(times: Int) async {
    let store = makeStore()
    for count in 1...times {
      await store.send(.counter(.incrementButtonTapped)) {
        $0.counter.$stats.withLock {
          $0.count = count
          $0.events = count
        }
      }
    }
  }
}
