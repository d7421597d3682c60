import ComposableArchitecture
import Testing

/// A pushed editor that tells its parent when it saved.
private struct Editor: Reducer {
  struct State: Equatable { var name: String }
  enum Action: Equatable, Sendable, CasePathable {
    case delegate(Delegate)
    case saveButtonTapped

    enum Delegate: Equatable, Sendable, CasePathable {
      case saved(String)

      struct AllCasePaths: Sendable {
        let saved = AnyCasePath(embed: Delegate.saved) { if case let .saved(name) = $0 { name } else { nil } }
      }
      static let allCasePaths = AllCasePaths()
    }

    struct AllCasePaths: Sendable {
      let delegate = AnyCasePath(embed: Action.delegate) { if case let .delegate(d) = $0 { d } else { nil } }
      let saveButtonTapped = AnyCasePath(Action.saveButtonTapped)
    }
    static let allCasePaths = AllCasePaths()
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .delegate:
      return .none
    case .saveButtonTapped:
      return .send(.delegate(.saved(state.name)))
    }
  }
}

/// A stack of editors; refreshing sends a payload-free action back.
private struct Library: Reducer {
  struct State: Equatable {
    var path = StackState<Editor.State>()
    var refreshes = 0
    var saved: [String] = []
  }
  enum Action: Equatable, Sendable, CasePathable {
    case path(StackActionOf<Editor>)
    case refreshButtonTapped
    case refreshed

    struct AllCasePaths: Sendable {
      let path = AnyCasePath(embed: Action.path) { if case let .path(a) = $0 { a } else { nil } }
      let refreshButtonTapped = AnyCasePath(Action.refreshButtonTapped)
      let refreshed = AnyCasePath(Action.refreshed)
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .path(.element(_, .delegate(.saved(name)))):
        state.saved.append(name)
        return .none
      case .path:
        return .none
      case .refreshButtonTapped:
        return .send(.refreshed)
      case .refreshed:
        state.refreshes += 1
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Editor() }
  }
}

@MainActor
struct TestStoreCaseKeyPathTests {
  fileprivate func makeStore() -> TestStore<Library.State, Library.Action> {
    TestStore(initialState: Library.State(path: [Editor.State(name: "Blob"), Editor.State(name: "Jr")])) {
      Library()
    }
  }

  @Test func payloadFreeCasesAreSentAndReceivedByKeyPath() async {
    let store = makeStore()
    await store.send(\.refreshButtonTapped)
    await store.receive(\.refreshed) { $0.refreshes = 1 }
  }

  @Test func aStackElementsActionsAreSentAndReceivedByKeyPath() async {
    let store = makeStore()
    await store.send(\.path[id: 1].saveButtonTapped)
    await store.receive(\.path[id: 1].delegate.saved, "Jr") { $0.saved = ["Jr"] }
  }

  @Test func selfReceivesAnyAction() async {
    let store = makeStore()
    await store.send(.refreshButtonTapped)
    await store.receive(\.self) { $0.refreshes = 1 }
  }

  @Test func anotherElementsActionIsNotReceived() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(\.path[id: 0].saveButtonTapped)
      await store.receive(\.path[id: 1].delegate.saved) { $0.saved = ["Blob"] }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix(
      "Received unexpected action: …\n\nExpected:\n  an action in case .path.element(id: #1).delegate.saved\n"
    ) == true)
  }
}
