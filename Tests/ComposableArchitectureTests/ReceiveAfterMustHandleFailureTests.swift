import ComposableArchitecture
import Testing

private struct Pinger: Reducer {
  struct State: Equatable {
    var pings = 0
    var pressed = false
  }
  enum Action: Equatable {
    case ping
    case press
    case start
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .ping: state.pings += 1
    case .press: state.pressed = true
    case .start: return .send(.ping)
    }
    return .none
  }
}

@MainActor
struct ReceiveAfterMustHandleFailureTests {
  @Test func actionsReportedByMustHandleCanStillBeReceived() async {
    let store = TestStore(initialState: Pinger.State()) { Pinger() }
    await store.send(.start)
    let issues = await IssueReporters.capture {
      await store.send(.press) { $0.pings = 1; $0.pressed = true }
    }
    #expect(issues.map(\.message) == [
      """
      Must handle 1 received action(s) before sending an action: …

      Unhandled actions:
        .ping
      """,
    ])
    await store.receive(.ping) { $0.pings = 1 }
    await store.finish()
    #expect(store.state == Pinger.State(pings: 1, pressed: true))
  }

  @Test func theyAreNotReportedAgain() async {
    let issues = await IssueReporters.capture {
      let store = TestStore(initialState: Pinger.State()) { Pinger() }
      await store.send(.start)
      await store.send(.press) { $0.pings = 1; $0.pressed = true }
      await store.send(.press)
      await store.finish()
    }
    #expect(issues.count == 1)
  }
}
