import ComposableArchitecture
import Testing

/// A feature that is presented in the app, tested on its own: it can close itself.
private struct Sheet: Reducer {
  struct State: Equatable { var ticks = 0 }
  enum Action: Equatable {
    case closeTapped
    case startTimer
    case tick
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .closeTapped:
      return .run { [dismiss] _ in await dismiss() }
    case .startTimer:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

@MainActor
struct TestStoreRootDismissalTests {
  let clock = TestClock()

  fileprivate func makeStore() -> TestStore<Sheet.State, Sheet.Action> {
    TestStore(initialState: Sheet.State()) { Sheet() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func dismissingTheRootIsRecordedAndCancelsEffects() async {
    let store = makeStore()
    await store.send(.startTimer)
    #expect(!store.isDismissed)
    await store.send(.closeTapped)
    #expect(store.isDismissed)
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func sendingAfterDismissalFails() async {
    let store = makeStore()
    await store.send(.closeTapped)
    let issues = await IssueReporters.capture {
      await store.send(.tick) { $0.ticks = 1 }
    }
    #expect(issues.map(\.message) == [
      """
      Can't send an action to a dismissed test store: …

      Action: .tick

      The feature dismissed itself with @Dependency(\\.dismiss), which ends a test of a \
      presented feature: its effects were cancelled and it takes no more actions.
      """,
    ])
    #expect(store.state.ticks == 0)
  }
}
