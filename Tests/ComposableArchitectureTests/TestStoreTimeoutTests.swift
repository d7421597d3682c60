import ComposableArchitecture
import Testing

/// Work that waits on the outside world, as a live client does (a loopback server, a file):
/// here, for a signal the test sends from another thread, or never.
private struct LiveWork: Reducer {
  struct State: Equatable { var done = false }
  enum Action: Equatable {
    case done
    case start
  }
  let signal: AsyncStream<Void>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .done:
      state.done = true
      return .none
    case .start:
      return .run { [signal] send in
        for await _ in signal {
          await send(.done)
          return
        }
      }
    }
  }
}

@MainActor
struct TestStoreTimeoutTests {
  let signal: AsyncStream<Void>
  let continuation: AsyncStream<Void>.Continuation

  init() {
    (signal, continuation) = AsyncStream.makeStream(of: Void.self)
  }

  /// As the reference's: `receive` waits up to the store's timeout, one second unless set,
  /// for an action that effects still running may send, then fails.
  @Test func receiveWaitsUpToTheStoresTimeoutThenFails() async {
    let store = TestStore(initialState: LiveWork.State()) { LiveWork(signal: signal) }
    #expect(store.timeout == .seconds(1))
    store.timeout = .milliseconds(50)
    await store.send(.start)
    let started = ContinuousClock.now
    let issues = await IssueReporters.capture {
      await store.receive(.done) { $0.done = true }
    }
    #expect(ContinuousClock.now - started >= .milliseconds(50))
    #expect(issues.map(\.message) == [
      """
      Expected to receive the following action, but didn't: …

        .done
      """,
    ])
    continuation.yield()
    await store.receive(.done) { $0.done = true }
  }

  /// Effects that settle are never waited for: a test of them takes no wall-clock time.
  @Test func effectsThatSettleAreNotWaitedFor() async {
    let store = TestStore(initialState: LiveWork.State()) { LiveWork(signal: signal) }
    // A timeout far longer than any run takes: finishing well before it shows it was not
    // waited for, however loaded the machine.
    store.timeout = .seconds(60)
    continuation.finish()
    await store.send(.start)
    let started = ContinuousClock.now
    await store.finish()
    #expect(ContinuousClock.now - started < .seconds(30))
  }

  /// `finish` waits up to the store's timeout for effects still running, then fails.
  @Test func finishWaitsUpToTheStoresTimeoutThenFails() async {
    let store = TestStore(initialState: LiveWork.State()) { LiveWork(signal: signal) }
    store.timeout = .milliseconds(50)
    await store.send(.start)
    let issues = await IssueReporters.capture { await store.finish() }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("An effect returned for this action is still running.") == true)
  }

  @Test func aStoreTimeoutWaitsForLiveWork() async {
    let store = TestStore(initialState: LiveWork.State()) { LiveWork(signal: signal) }
    store.timeout = .seconds(30)
    await store.send(.start)
    let continuation = continuation
    Task.detached {
      try await Task.sleep(for: .milliseconds(100))
      continuation.yield()
    }
    await store.receive(.done) { $0.done = true }
    await store.finish()
  }

  @Test func aFinishTimeoutWaitsForLiveWorkThatSendsNothing() async {
    let store = TestStore(initialState: LiveWork.State()) { LiveWork(signal: signal) }
    await store.send(.start)
    let continuation = continuation
    Task.detached {
      try await Task.sleep(for: .milliseconds(100))
      continuation.finish()
    }
    await store.finish(timeout: .seconds(30))
  }

  @Test func aReceiveTimeoutWaitsForLiveWork() async {
    let store = TestStore(initialState: LiveWork.State()) { LiveWork(signal: signal) }
    await store.send(.start)
    let continuation = continuation
    Task.detached {
      try await Task.sleep(for: .milliseconds(100))
      continuation.yield()
    }
    await store.receive(.done, timeout: .seconds(30)) { $0.done = true }
    await store.finish()
  }
}
