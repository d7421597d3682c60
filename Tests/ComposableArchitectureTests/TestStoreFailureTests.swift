import ComposableArchitecture
import Testing

private struct Tally: Reducer {
  struct State: Equatable { var count = 0; var name = "tally" }
  enum Action: Equatable, CasePathable {
    case increment
    case incrementLater
    case noop
    case setCount(Int)
    case startTimer
    case tick

    struct AllCasePaths: Sendable {
      let setCount = AnyCasePath(embed: Action.setCount) { if case let .setCount(n) = $0 { n } else { nil } }
      let tick = AnyCasePath(Action.tick)
    }
    static let allCasePaths = AllCasePaths()
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case .incrementLater: return .send(.increment)
    case .noop: break
    case let .setCount(count): state.count = count
    case .startTimer:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick: break
    }
    return .none
  }
}

private struct Failure: Error {}

@MainActor
struct TestStoreFailureTests {
  let clock = TestClock()

  fileprivate func makeStore() -> TestStore<Tally.State, Tally.Action> {
    TestStore(initialState: Tally.State()) { Tally() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func wrongExpectationShowsDiffAndAction() async {
    let issues = await IssueReporters.capture {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.increment) { $0.count = 2 }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message == """
      A state change does not match expectation: …

        Tally.State(
      -   count: 2,
      +   count: 1,
          name: "tally"
        )

      (Expected: -, Actual: +)

      Action: send(.increment)
      """)
  }

  @Test func closureThatChangesNothingFails() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.noop) { $0.count = 0 }
    }
    #expect(issues.map(\.message) == [
      """
      Expected state to change, but no change occurred.

      The trailing closure made no observable modifications to state. If no change to state \
      is expected, omit the trailing closure.

      Action: send(.noop)
      """,
    ])
  }

  @Test func unexpectedChangeOnSendFails() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.increment)
    }
    #expect(issues.map(\.message) == [
      """
      State was not expected to change, but a change occurred: …

        Tally.State(
      -   count: 0,
      +   count: 1,
          name: "tally"
        )

      (Expected: -, Actual: +)

      Action: send(.increment)
      """,
    ])
  }

  @Test func unexpectedChangeOnReceiveFails() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.incrementLater)
      await store.receive(.increment)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("State was not expected to change, but a change occurred: …") == true)
    #expect(issues.first?.message.hasSuffix("Action: receive(.increment)") == true)
  }

  @Test func unreceivedActionFailsAtTheEnd() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.incrementLater)
    }
    #expect(issues.map(\.message) == [
      """
      The store received 1 unexpected action(s): …

      Unhandled actions:
        .increment

      To fix, assert them with `receive`, or make the test non-exhaustive.
      """,
    ])
  }

  @Test func unreceivedActionFailsAtFinish() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.incrementLater)
      await store.finish()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("The store received 1 unexpected action(s): …") == true)
    #expect(issues.first?.location.fileID == "ComposableArchitectureTests/TestStoreFailureTests.swift")
  }

  @Test func actionsSentAfterFinishAreStillChecked() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.finish()
      await store.send(.incrementLater)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("The store received 1 unexpected action(s): …") == true)
  }

  @Test func stillRunningEffectFailsAtTheSendThatStartedIt() async throws {
    var sendLine = 0
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.noop)
      sendLine = #line + 1
      await store.send(.startTimer)
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.location.line == sendLine)
    #expect(issue.message == """
      An effect returned for this action is still running. It must complete before the end of \
      the test. …

      Action: .startTimer

      To fix, drive it to its end (advance the TestClock, finish its stream), cancel it with an \
      action the feature provides, or cancel the task returned by `send`. If it is expected to \
      outlive the test, call `skipInFlightEffects()`.
      """)
    #expect(clock.sleeperCount == 0)
  }

  @Test func stillRunningEffectFailsAtFinish() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.startTimer)
      await store.finish()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("An effect returned for this action is still running.") == true)
  }

  @Test func sendingBeforeHandlingReceivedActionsFails() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.incrementLater)
      await store.send(.noop)
    }
    #expect(issues.map(\.message) == [
      """
      Must handle 1 received action(s) before sending an action: …

      Unhandled actions:
        .increment
      """,
    ])
  }

  @Test func receivingWhenNothingArrivesFails() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.receive(.increment)
    }
    #expect(issues.map(\.message) == [
      """
      Expected to receive the following action, but didn't: …

        .increment
      """,
    ])
  }

  @Test func receivingAnotherActionFailsWithADiff() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.incrementLater)
      await store.receive(.setCount(1))
    }
    #expect(issues.map(\.message) == [
      """
      Received unexpected action: …

      - .setCount(1)
      + .increment

      (Expected: -, Received: +)
      """,
    ])
  }

  @Test func receivingACaseWithTheWrongValueShowsADiff() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.incrementLater)
      await store.receive(.increment) { $0.count = 1 }
      await store.send(.noop)
      let task = await store.send(.startTimer)
      await clock.advance(by: .seconds(1))
      await store.receive(\.setCount, 5)
      await task.cancel()
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("Received unexpected action: …\n\nExpected:\n  ") == true)
    #expect(issues.first?.message.hasSuffix("\nReceived:\n  .tick") == true)
  }

  @Test func throwingAssertionFails() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.increment) { _ in throw Failure() }
    }
    #expect(issues.map(\.message) == ["Threw error: Failure()"])
  }

  @Test func wrongAssertFailsWithADiff() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.increment) { $0.count = 1 }
      store.assert { $0.count = 2 }
    }
    #expect(issues.map(\.message) == [
      """
      A state change does not match expectation: …

        Tally.State(
      -   count: 2,
      +   count: 1,
          name: "tally"
        )

      (Expected: -, Actual: +)

      Action: assert
      """,
    ])
  }

  @Test func failuresPointAtTheAssertion() async throws {
    var line = 0
    let issues = await IssueReporters.capture {
      let store = makeStore()
      line = #line + 1
      await store.send(.increment) { $0.count = 5 }
    }
    let issue = try #require(issues.first)
    #expect(issue.location.fileID == "ComposableArchitectureTests/TestStoreFailureTests.swift")
    #expect(issue.location.line == line)
  }
}
