import ComposableCore
import ComposableTesting
import Testing

/// Work that waits on the wall clock, as a live client does (a loopback server, a file).
private struct LiveWork: Reducer {
  struct State: Equatable { var done = false }
  enum Action: Equatable {
    case done
    case start
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .done:
      state.done = true
      return .none
    case .start:
      return .run { send in
        try await Task.sleep(for: .milliseconds(600))
        await send(.done)
      }
    }
  }
}

@MainActor
struct TestStoreWaitsOnlyWhenAskedTests {
  @Test func receiveDoesNotWaitOnTheWallClockByDefault() async {
    let store = TestStore(initialState: LiveWork.State()) { LiveWork() }
    #expect(store.timeout == nil)
    await store.send(.start)
    let start = ContinuousClock.now
    let issues = await IssueReporting.capture {
      await store.receive(.done) { $0.done = true }
    }
    #expect(ContinuousClock.now - start < .milliseconds(500))
    #expect(issues.map(\.message) == [
      """
      Expected to receive the following action, but didn't: …

        .done
      """,
    ])
    await store.skipInFlightEffects()
    store.exhaustivity = .off
  }

  @Test func finishDoesNotWaitOnTheWallClockByDefault() async {
    let store = TestStore(initialState: LiveWork.State()) { LiveWork() }
    await store.send(.start)
    let start = ContinuousClock.now
    let issues = await IssueReporting.capture { await store.finish() }
    #expect(ContinuousClock.now - start < .milliseconds(500))
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("An effect returned for this action is still running.") == true)
  }

  @Test func aStoreTimeoutWaitsForLiveWork() async {
    let store = TestStore(initialState: LiveWork.State()) { LiveWork() }
    store.timeout = .seconds(10)
    await store.send(.start)
    await store.receive(.done) { $0.done = true }
    await store.finish()
  }
}
