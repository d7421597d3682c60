import ComposableArchitecture
import Testing

/// Sends `.echoed` to its own store while reducing `.shout`, through a callback a program
/// might have wired to the store.
@Reducer
private struct Shouter {
  struct State: Equatable { var echoes = 0 }
  enum Action: Equatable { case shout, echoed }
  let callback: Callback

  @MainActor final class Callback {
    var send: ((Action) -> Void)?
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .shout:
        MainActor.assumeIsolated { callback.send?(.echoed) }
        return .none
      case .echoed:
        state.echoes += 1
        return .none
      }
    }
  }
}

@MainActor
struct TestStoreReentrantSendTests {
  @Test func aSendWhileReducingFailsTheTest() async {
    let callback = Shouter.Callback()
    let issues = await IssueReporters.capture {
      let store = TestStore(initialState: Shouter.State()) { Shouter(callback: callback) }
      callback.send = { [weak inner = store.store] in inner?.send($0) }
      await store.send(.shout)
      // The action sent meanwhile is still handled, after `.shout`, like one an effect sends.
      await store.receive(.echoed) { $0.echoes = 1 }
    }
    #expect(issues.count == 1, "\(issues.map(\.message))")
    #expect(issues.first?.kind == .failure)
    #expect(issues.first?.message.hasPrefix(".echoed was sent while .shout was being reduced.") == true)
  }
}
