import ComposableArchitecture
import Testing

/// A sign-up flow that does more than a test of one part cares about.
private struct SignUp: Reducer {
  struct State: Equatable {
    var email = ""
    var isLoading = false
    var log: [String] = []
    var step = 1
  }
  enum Action: Equatable, CasePathable {
    case emailChanged(String)
    case response(String)
    case startTimer
    case submitTapped
    case tick

    struct AllCasePaths: Sendable {
      let response = AnyCasePath(embed: Action.response) { if case let .response(text) = $0 { text } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .emailChanged(email):
      state.email = email
      state.log.append("email")
      return .none
    case let .response(text):
      state.log.append(text)
      state.isLoading = false
      state.step += 1
      return .none
    case .startTimer:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .submitTapped:
      state.isLoading = true
      state.log.append("submit")
      return .merge(.send(.response("validated")), .send(.response("saved")))
    case .tick:
      state.log.append("tick")
      return .none
    }
  }
}

@MainActor
struct TestStoreNonExhaustiveTests {
  let clock = TestClock()

  fileprivate func makeStore(exhaustivity: Exhaustivity = .off) -> TestStore<SignUp.State, SignUp.Action> {
    let store = TestStore(initialState: SignUp.State()) { SignUp() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    store.exhaustivity = exhaustivity
    return store
  }

  @Test func partialAssertionsPass() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.emailChanged("blob@example.com")) { $0.email = "blob@example.com" }
    }
    #expect(issues.isEmpty)
  }

  @Test func wrongPartialAssertionFailsWithADiff() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.emailChanged("blob@example.com")) { $0.email = "blob" }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("""
      -   email: "blob",
      +   email: "blob@example.com",
      """) == true)
  }

  @Test func unreceivedActionsAndRunningEffectsDoNotFail() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.submitTapped) { $0.isLoading = true }
      await store.send(.startTimer)
      await store.finish()
    }
    #expect(issues.isEmpty)
    #expect(clock.sleeperCount == 0)
  }

  @Test func sendSkipsUnreceivedActions() async {
    let store = makeStore()
    await store.send(.submitTapped)
    await store.send(.emailChanged("a")) {
      $0.step = 3
      $0.log = ["submit", "validated", "saved", "email"]
    }
  }

  @Test func receiveSkipsToTheMatchingAction() async {
    let store = makeStore()
    await store.send(.submitTapped)
    await store.receive(.response("saved")) {
      $0.isLoading = false
      $0.step = 3
    }
  }

  @Test func receiveByCaseKeyPathFindsTheFirstMatch() async {
    let store = makeStore()
    await store.send(.submitTapped)
    await store.receive(\.response) { $0.log = ["submit", "validated"] }
    await store.receive(\.response, "saved") { $0.log = ["submit", "validated", "saved"] }
  }

  @Test func receivingAnActionThatNeverCameFails() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.submitTapped)
      await store.receive(.response("rejected"))
    }
    #expect(issues.map(\.message) == [
      """
      Expected to receive the following action, but didn't: …

        .response("rejected")
      """,
    ])
  }

  @Test func assertChecksPartOfTheCurrentState() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.submitTapped)
      store.assert { $0.step = 3 }
      store.assert { $0.step = 2 }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasSuffix("Action: assert") == true)
  }

  @Test func skipReceivedActionsStrictlyFailsWhenThereAreNone() async {
    let issues = await IssueReporters.capture {
      let store = makeStore(exhaustivity: .on)
      await store.skipReceivedActions()
      await store.skipReceivedActions(strict: false)
    }
    #expect(issues.map(\.message) == ["There were no received actions to skip."])
  }

  @Test func skipReceivedActionsAcceptsTheirState() async {
    let store = makeStore(exhaustivity: .on)
    await store.send(.submitTapped) {
      $0.isLoading = true
      $0.log = ["submit"]
    }
    await store.skipReceivedActions()
    await store.send(.emailChanged("a")) {
      $0.email = "a"
      $0.log = ["submit", "validated", "saved", "email"]
    }
  }

  @Test func skipInFlightEffectsStrictlyFailsWhenThereAreNone() async {
    let issues = await IssueReporters.capture {
      let store = makeStore(exhaustivity: .on)
      await store.skipInFlightEffects()
      await store.skipInFlightEffects(strict: false)
    }
    #expect(issues.map(\.message) == ["There were no in-flight effects to skip."])
  }

  @Test func skippedEffectsStillSendActionsThatMustBeReceived() async {
    let issues = await IssueReporters.capture {
      let store = makeStore(exhaustivity: .on)
      await store.send(.startTimer)
      await store.skipInFlightEffects()
      await clock.advance(by: .seconds(1))
      await store.receive(.tick) { $0.log = ["tick"] }
      await clock.advance(by: .seconds(1))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("The store received 1 unexpected action(s): …") == true)
  }

  @Test func showSkippedAssertionsReportsWhatWasSkipped() async {
    let issues = await IssueReporters.capture {
      let store = makeStore(exhaustivity: .off(showSkippedAssertions: true))
      await store.send(.submitTapped)
      await store.send(.emailChanged("a"))
    }
    #expect(!issues.isEmpty)
    #expect(issues.allSatisfy { $0.kind == .skippedAssertion })
    #expect(issues.contains { $0.message.hasPrefix("Skipped assertions: ") })
  }

  @Test func signUpCasePathIsLawful() {
    checkCasePathLaws(\SignUp.Action.AllCasePaths.response, samples: ["a", ""], otherCases: [.tick, .submitTapped])
  }
}
