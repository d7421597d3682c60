import ComposableArchitecture
import Testing

private enum TimerID: Hashable, Sendable { case timer }

/// A timer that can be stopped from inside another effect with `Task.cancel(id:)`.
private struct Stopwatch: Reducer {
  struct State: Equatable { var ticks = 0 }
  enum Action: Equatable {
    case start
    case stopFromAnEffect
    case tick
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: TimerID.timer)
    case .stopFromAnEffect:
      return .run { _ in await Task.cancel(id: TimerID.timer) }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// A stopwatch with a presented stopwatch of its own, both using the same id.
private struct Pair: Reducer {
  struct State: Equatable {
    @Presents var child: Stopwatch.State?
    var own = Stopwatch.State()
  }
  enum Action: Equatable, CasePathable {
    case child(PresentationAction<Stopwatch.Action>)
    case own(Stopwatch.Action)

    struct AllCasePaths: Sendable {
      var child: AnyCasePath<Action, PresentationAction<Stopwatch.Action>> {
        AnyCasePath(embed: { .child($0) }, extract: { if case let .child(a) = $0 { a } else { nil } })
      }
      var own: AnyCasePath<Action, Stopwatch.Action> {
        AnyCasePath(embed: { .own($0) }, extract: { if case let .own(a) = $0 { a } else { nil } })
      }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Scope(\.own, action: \.own) { Stopwatch() }
    EmptyReducer<State, Action>()
      .ifLet(\.$child, action: \.child) { Stopwatch() }
  }
}

@MainActor
struct TaskCancelByIDTests {
  let clock = TestClock()

  @Test func cancelsTheEffectsWithThatIDFromInsideAnEffect() async {
    let store = TestStore(initialState: Stopwatch.State()) { Stopwatch() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(.start)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.send(.stopFromAnEffect)
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func doesNotReachAnotherStore() async {
    let other = Store(initialState: Stopwatch.State()) { Stopwatch() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    let otherTask = other.send(.start)
    let store = TestStore(initialState: Stopwatch.State()) { Stopwatch() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(.start)
    while clock.sleeperCount < 2 { await Task.yield() }
    await store.send(.stopFromAnEffect)
    #expect(clock.sleeperCount == 1)
    otherTask.cancel()
    await otherTask.finish()
    #expect(clock.sleeperCount == 0)
  }

  @Test func aChildCancelsOnlyItsOwnEffects() async {
    let store = TestStore(initialState: Pair.State(child: Stopwatch.State())) { Pair() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(.own(.start))
    await store.send(.child(.presented(.start)))
    #expect(clock.sleeperCount == 2)
    await store.send(.child(.presented(.stopFromAnEffect)))
    #expect(clock.sleeperCount == 1)
    await store.send(.own(.stopFromAnEffect))
    #expect(clock.sleeperCount == 0)
  }

  @Test func theParentCancelsItsChildrensEffectsToo() async {
    let store = TestStore(initialState: Pair.State(child: Stopwatch.State())) { Pair() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(.own(.start))
    await store.send(.child(.presented(.start)))
    #expect(clock.sleeperCount == 2)
    await store.send(.own(.stopFromAnEffect))
    #expect(clock.sleeperCount == 0)
  }

  @Test func outsideAnEffectItReportsAnIssue() async {
    let issues = await IssueReporters.capture {
      await Task.cancel(id: TimerID.timer)
    }
    #expect(issues.map(\.message) == [
      """
      Task.cancel(id: timer) was called outside an effect of a store, so there is nothing it can \
      cancel. Call it inside Effect.run, or return Effect.cancel(id:) from a reducer.
      """,
    ])
  }

  @Test func pairCasePathsAreLawful() {
    checkCasePathLaws(\Pair.Action.AllCasePaths.own, samples: [.tick], otherCases: [.child(.dismiss)])
    checkCasePathLaws(\Pair.Action.AllCasePaths.child, samples: [.dismiss], otherCases: [.own(.tick)])
  }
}
