import ComposableArchitecture
import Testing

private struct Form: Reducer {
  struct State: Equatable {
    var name = ""
    var saved = false
  }
  enum Action: Equatable {
    case save
    case saved
    case setName(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .save: return .send(.saved)
    case .saved: state.saved = true
    case let .setName(name): state.name = name
    }
    return .none
  }
}

@MainActor
struct WithExhaustivityTests {
  @Test func aBlockOfAssertionsRunsWithAnotherExhaustivity() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.withExhaustivity(.off) {
      await store.send(.save)
      await store.send(.setName("Blob")) { $0.name = "Blob" }
    }
    #expect(store.exhaustivity == .on)
    await store.send(.setName("Blob Jr.")) {
      $0.name = "Blob Jr."
      #expect($0.saved)
    }
  }

  @Test func theExhaustivityIsRestoredAfterTheBlock() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.withExhaustivity(.off(showSkippedAssertions: true)) {
      #expect(store.exhaustivity == .off(showSkippedAssertions: true))
      await store.send(.setName("y")) { $0.name = "y" }
    }
    #expect(store.exhaustivity == .on)
    let issues = await IssueReporters.capture {
      await store.send(.save)
      await store.send(.setName("x")) { $0.name = "x" }
    }
    #expect(issues.first?.message.hasPrefix("Must handle 1 received action(s)") == true)
    await store.receive(.saved) { $0.saved = true }
  }

  @Test func assertionsWithoutSendingCanChangeExhaustivityToo() {
    let store = TestStore(initialState: Form.State(name: "a")) { Form() }
    store.withExhaustivity(.off) {
      store.assert { _ in }
    }
    #expect(store.exhaustivity == .on)
    let issues = IssueReporters.capture {
      store.assert { $0.name = "b" }
    }
    #expect(issues.first?.message.hasPrefix("A state change does not match expectation") == true)
  }
}
