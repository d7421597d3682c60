import ComposableArchitecture
import Testing

/// A feature whose effect waits on the clock before it answers.
@Reducer
private struct DelayedAnswer {
  struct State: Equatable { var answer: Int? }
  enum Action: Equatable {
    case answered(Int)
    case askButtonTapped
  }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .answered(answer):
        state.answer = answer
        return .none
      case .askButtonTapped:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.answered(42))
        }
      }
    }
  }
}

/// `await store.send(…).finish()` waits for the effects of that send, and no longer than a
/// timeout: an effect asleep on a test clock nobody advances fails the test instead of hanging
/// the whole run.
@MainActor
struct TestStoreTaskFinishTests {
  @Test func finishingEffectsAsleepOnAnUnadvancedClockFailsAfterTheTimeout() async {
    let clock = TestClock()
    let store = TestStore(initialState: DelayedAnswer.State()) { DelayedAnswer() } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.askButtonTapped)
    let issues = await IssueReporters.capture {
      await task.finish(timeout: .milliseconds(50))
    }
    #expect(issues.map(\.message.firstLine) == ["Expected task to finish, but it is still in-flight after 0.05 seconds: …"])
    #expect(issues.first?.location.fileID == "ComposableArchitectureTests/TestStoreTaskFinishTests.swift")
    await clock.advance(by: .seconds(1))
    await store.receive(.answered(42)) { $0.answer = 42 }
    await task.finish()
  }

  @Test func theStoresTimeoutIsTheDefault() async {
    let clock = TestClock()
    let store = TestStore(initialState: DelayedAnswer.State()) { DelayedAnswer() } withDependencies: {
      $0.continuousClock = clock
    }
    store.timeout = .milliseconds(20)
    let task = await store.send(.askButtonTapped)
    let issues = await IssueReporters.capture { await task.finish() }
    #expect(issues.map(\.message.firstLine) == ["Expected task to finish, but it is still in-flight after 0.02 seconds: …"])
    await task.cancel()
    await store.finish()
  }

  @Test func effectsThatEndAreWaitedForWithoutAnIssue() async {
    let store = TestStore(initialState: DelayedAnswer.State()) { DelayedAnswer() } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    let issues = await IssueReporters.capture {
      await store.send(.askButtonTapped).finish()
    }
    #expect(issues.isEmpty)
    await store.receive(.answered(42)) { $0.answer = 42 }
  }
}

extension String {
  fileprivate var firstLine: Substring { split(separator: "\n").first ?? "" }
}
