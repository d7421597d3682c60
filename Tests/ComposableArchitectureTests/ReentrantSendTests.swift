import ComposableArchitecture
import Testing

/// What a program might wire a client to: a callback that sends to the store, called by the
/// reducer while it runs.
@MainActor
private final class StoreCallback<Action> {
  var send: ((Action) -> Void)?
}

/// Sends to its own store while reducing `.first`, and in the two legal ways otherwise.
@Reducer
private struct Caller {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable { case first, second, returnsSend, runSends }
  let callback: StoreCallback<Action>

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .first:
        state.log.append("first")
        // Reducers run on the main actor, where the store is.
        MainActor.assumeIsolated { callback.send?(.second) }
        state.log.append("first done")
        return .none
      case .second:
        state.log.append("second")
        return .none
      case .returnsSend:
        return .send(.second)
      case .runSends:
        return .run { send in await send(.second) }
      }
    }
  }
}

@MainActor
struct ReentrantSendTests {
  @Test func aSendWhileReducingIsReportedNamingBothActions() async {
    let callback = StoreCallback<Caller.Action>()
    let store = Store(initialState: Caller.State()) { Caller(callback: callback) }
    callback.send = { [weak store] in store?.send($0) }
    let issues = IssueReporters.capture { store.send(.first) }
    #expect(issues.map(\.message) == [
      """
      .second was sent while .first was being reduced.
      A reducer must not send actions to its store: return `.send(.second)` to \
      handle it right after this one, or a `.run` effect that sends it later.
      """,
    ])
    // Still handled, after the action being reduced.
    #expect(store.state.log == ["first", "first done", "second"])
  }

  @Test func sendEffectsAndActionsFromEffectsAreNotReported() async {
    let store = Store(initialState: Caller.State()) { Caller(callback: StoreCallback()) }
    let issues = await IssueReporters.capture {
      store.send(.returnsSend)
      await store.send(.runSends).finish()
    }
    #expect(issues.isEmpty)
    #expect(store.state.log == ["second", "second"])
  }
}
