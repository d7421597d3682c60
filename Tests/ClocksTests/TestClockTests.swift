import ComposableArchitecture
import Testing

/// Alarms that ring after a delay on the clock, and can be turned off by name.
private struct Alarms: Reducer {
  struct State: Equatable {
    var rung: [String] = []
    var timesSeen: [Duration] = []
  }
  enum Action: Equatable {
    case rang(String)
    case set(String, after: Duration)
    case setRepeating(String, every: Duration)
    case turnOff(String)
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .rang(name):
      state.rung.append(name)
      return .none
    case let .set(name, delay):
      return .run { [clock] send in
        try await clock.sleep(for: delay)
        await send(.rang(name))
      }
      .cancellable(id: name)
    case let .setRepeating(name, interval):
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: interval)
          await send(.rang(name))
        }
      }
      .cancellable(id: name)
    case let .turnOff(name):
      return .cancel(id: name)
    }
  }
}

@MainActor
struct TestClockTests {
  let clock = TestClock()

  fileprivate func makeStore() -> TestStore<Alarms.State, Alarms.Action> {
    TestStore(initialState: Alarms.State()) { Alarms() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func advanceWakesOnlyDueSleepers() async {
    let store = makeStore()
    await store.send(.set("short", after: .seconds(1)))
    await store.send(.set("long", after: .seconds(5)))
    await clock.advance(by: .seconds(1))
    await store.receive(.rang("short")) { $0.rung = ["short"] }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(4))
    await store.receive(.rang("long")) { $0.rung = ["short", "long"] }
  }

  @Test func concurrentSleepsWakeInTimeOrder() async {
    let store = makeStore()
    await store.send(.set("third", after: .seconds(3)))
    await store.send(.set("first", after: .seconds(1)))
    await store.send(.set("second", after: .seconds(2)))
    await store.send(.set("tie", after: .seconds(2)))
    await clock.advance(by: .seconds(10))
    await store.receive(.rang("first")) { $0.rung = ["first"] }
    await store.receive(.rang("second")) { $0.rung = ["first", "second"] }
    await store.receive(.rang("tie")) { $0.rung = ["first", "second", "tie"] }
    await store.receive(.rang("third")) { $0.rung = ["first", "second", "tie", "third"] }
  }

  @Test func advanceRunsRepeatingTimersEachTime() async {
    let store = makeStore()
    await store.send(.setRepeating("tick", every: .seconds(1)))
    await clock.advance(by: .seconds(3))
    await store.receive(.rang("tick")) { $0.rung = ["tick"] }
    await store.receive(.rang("tick")) { $0.rung = ["tick", "tick"] }
    await store.receive(.rang("tick")) { $0.rung = ["tick", "tick", "tick"] }
    await store.send(.turnOff("tick"))
  }

  @Test func nowMovesToEachDeadlineAndThenToTheEnd() async {
    let start = clock.now
    let store = makeStore()
    await store.send(.set("a", after: .seconds(2)))
    await clock.advance(by: .seconds(3))
    await store.receive(.rang("a")) { $0.rung = ["a"] }
    #expect(start.duration(to: clock.now) == .seconds(3))
    await clock.advance(to: start.advanced(by: .seconds(1)))
    #expect(start.duration(to: clock.now) == .seconds(3))
  }

  @Test func runAdvancesUntilNoSleeperIsLeft() async {
    let store = makeStore()
    await store.send(.set("a", after: .seconds(30)))
    await store.send(.set("b", after: .seconds(60)))
    await clock.run()
    await store.receive(.rang("a")) { $0.rung = ["a"] }
    await store.receive(.rang("b")) { $0.rung = ["a", "b"] }
    #expect(clock.now == ImmediateClock.Instant(offset: .seconds(60)))
  }

  @Test func runStopsAfterMaximumSteps() async {
    let store = makeStore()
    await store.send(.setRepeating("tick", every: .seconds(1)))
    await clock.run(maximumSteps: 2)
    await store.receive(.rang("tick")) { $0.rung = ["tick"] }
    await store.receive(.rang("tick")) { $0.rung = ["tick", "tick"] }
    #expect(clock.sleeperCount == 1)
    await store.send(.turnOff("tick"))
  }

  @Test func cancellingASleepRemovesItsSleeper() async {
    let store = makeStore()
    await store.send(.set("a", after: .seconds(1)))
    #expect(clock.sleeperCount == 1)
    await store.send(.turnOff("a"))
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(1))
  }

  @Test func sleepingUntilAPastDeadlineReturnsAtOnce() async throws {
    await clock.advance(by: .seconds(5))
    try await clock.sleep(until: ImmediateClock.Instant(offset: .seconds(1)))
    #expect(clock.sleeperCount == 0)
  }

  @Test func aZeroSleepWaitsForTheNextAdvance() async throws {
    let clock = clock
    let woke = LockIsolated(false)
    let task = Task {
      try await clock.sleep(for: .zero)
      woke.setValue(true)
    }
    for _ in 0..<10_000 where clock.sleeperCount == 0 { await Task.yield() }
    #expect(!woke.value)
    await clock.advance()
    try await task.value
    #expect(woke.value)
    #expect(clock.now == ImmediateClock.Instant())
  }

  @Test func sleepingInACancelledTaskThrows() async {
    let clock = clock
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.sleeperCount == 0)
  }

  /// A cancellation that lands while a task is going to sleep must still end the sleep; before
  /// it was checked under the clock's lock, this hung within a few hundred tries.
  @Test(.timeLimit(.minutes(1))) func sleepCancelledWhileGoingToSleepEnds() async {
    let clock = clock
    for _ in 0..<2_000 {
      let task = Task.detached { try await clock.sleep(for: .seconds(1)) }
      await Task.yield()
      task.cancel()
      _ = await task.result
    }
    #expect(clock.sleeperCount == 0)
  }
}
