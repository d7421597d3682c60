import ComposableCore
import ComposableTesting
import Testing

private struct Tally: Reducer {
  struct State: Equatable { var count = 0; var name = "tally" }
  enum Action: Equatable { case increment, noop }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case .noop: break
    }
    return .none
  }
}

@MainActor
struct TestStoreFailureTests {
  @Test func wrongExpectationShowsDiffAndAction() async {
    let issues = await IssueReporting.capture {
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
}
