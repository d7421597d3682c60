import ComposableCore
import ComposableTesting
import Testing

/// A timer that ticks once a second until stopped: the smallest long-living effect.
private struct Ticker: Reducer {
  struct State: Equatable { var ticks = 0; var isRunning = false }
  enum Action: Equatable, CasePathable {
    case start, stop, tick
    struct AllCasePaths: Sendable {
      let tick = AnyCasePath(Action.tick)
    }
    static let allCasePaths = AllCasePaths()
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.isRunning = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .stop:
      state.isRunning = false
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

@MainActor
struct EffectRunTests {
  @Test func timerTicksOnTestClockAndStops() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State()) { Ticker() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(\.tick) { $0.ticks = 2 }
    await store.receive(.tick) { $0.ticks = 3 }
    await store.send(.stop) { $0.isRunning = false }
    await store.finish()
  }
}
