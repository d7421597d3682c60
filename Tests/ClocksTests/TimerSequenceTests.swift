import ComposableArchitecture
import Testing

/// A stopwatch that ticks once a second on `\.continuousClock` while it runs.
private struct Stopwatch: Reducer {
  struct State: Equatable {
    var ticks: [Duration] = []
  }
  enum Action: Equatable {
    case startButtonTapped
    case stopButtonTapped
    case ticked(Duration)
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startButtonTapped:
      return .run { [clock] send in
        for await elapsed in clock.timer(interval: .seconds(1)) {
          await send(.ticked(elapsed))
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopButtonTapped:
      return .cancel(id: CancelID.timer)
    case let .ticked(elapsed):
      state.ticks.append(elapsed)
      return .none
    }
  }
}

@MainActor
struct TimerSequenceTests {
  let clock = TestClock()

  private func makeStore() -> TestStore<Stopwatch.State, Stopwatch.Action> {
    TestStore(initialState: Stopwatch.State()) { Stopwatch() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func threeIntervalsGiveThreeTicks() async {
    let store = makeStore()
    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(3))
    await store.receive(.ticked(.seconds(1))) { $0.ticks = [.seconds(1)] }
    await store.receive(.ticked(.seconds(2))) { $0.ticks = [.seconds(1), .seconds(2)] }
    await store.receive(.ticked(.seconds(3))) { $0.ticks = [.seconds(1), .seconds(2), .seconds(3)] }
    await store.send(.stopButtonTapped)
  }

  @Test func ticksFallOnTheBoundariesWithoutDrift() async {
    let store = makeStore()
    await store.send(.startButtonTapped)
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.ticked(.seconds(1))) { $0.ticks = [.seconds(1)] }
    await clock.advance(by: .milliseconds(1500))
    await store.receive(.ticked(.seconds(2))) { $0.ticks = [.seconds(1), .seconds(2)] }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.ticked(.seconds(3))) { $0.ticks = [.seconds(1), .seconds(2), .seconds(3)] }
    await store.send(.stopButtonTapped)
  }

  @Test func cancellingStopsTheTimer() async {
    let store = makeStore()
    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.ticked(.seconds(1))) { $0.ticks = [.seconds(1)] }
    #expect(clock.sleeperCount == 1)
    await store.send(.stopButtonTapped)
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(10))
  }

  @Test func restartingCountsFromTheNewStart() async {
    let store = makeStore()
    await store.send(.startButtonTapped)
    await clock.advance(by: .milliseconds(1500))
    await store.receive(.ticked(.seconds(1))) { $0.ticks = [.seconds(1)] }
    await store.send(.startButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.ticked(.seconds(1))) { $0.ticks = [.seconds(1), .seconds(1)] }
    await store.send(.stopButtonTapped)
  }

  @Test func aLateTickSkipsTheBoundariesItMissed() async {
    let clock = ImmediateClock()
    var ticks: [Duration] = []
    for await elapsed in clock.timer(interval: .seconds(1)) {
      ticks.append(elapsed)
      if ticks.count == 3 { break }
      try? await clock.sleep(for: .milliseconds(2500))
    }
    #expect(ticks == [.seconds(1), .seconds(4), .seconds(7)])
  }

  @Test func cancellationEndsTheSequence() async {
    let ticks = await Task {
      var ticks = 0
      for await _ in ImmediateClock().timer(interval: .seconds(1)) {
        ticks += 1
        if ticks == 2 { withUnsafeCurrentTask { $0?.cancel() } }
      }
      return ticks
    }.value
    #expect(ticks == 2)
  }

  @Test func aNonPositiveIntervalReportsAnIssueAndEnds() async {
    var ticks = 0
    let issues = await IssueReporters.capture {
      for await _ in ImmediateClock().timer(interval: .zero) { ticks += 1 }
    }
    #expect(ticks == 0)
    #expect(issues.map(\.message) == ["A timer's interval must be positive, not 0.0 seconds; the timer ends without ticking."])
  }

  @Test func anUnimplementedClockReportsOnceAndEnds() async {
    var ticks = 0
    let issues = await IssueReporters.capture {
      for await _ in UnimplementedClock(name: "continuousClock").timer(interval: .seconds(1)) { ticks += 1 }
    }
    #expect(ticks == 0)
    #expect(issues.count == 1)
  }
}
