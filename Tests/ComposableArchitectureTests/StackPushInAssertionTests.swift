import ComposableArchitecture
import Testing

private struct Detail: Reducer {
  struct State: Equatable { var name: String }
  enum Action: Equatable { case rename(String) }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case let .rename(name) = action { state.name = name }
    return .none
  }
}

private struct Browser: Reducer {
  struct State: Equatable { var path = StackState<Detail.State>() }
  enum Action: Equatable, CasePathable {
    case open(String)
    case path(StackActionOf<Detail>)

    struct AllCasePaths: Sendable {
      var path: AnyCasePath<Action, StackActionOf<Detail>> {
        AnyCasePath(embed: { .path($0) }, extract: { if case let .path(a) = $0 { a } else { nil } })
      }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .open(name) = action { state.path.append(Detail.State(name: name)) }
      return .none
    }
    .forEach(\.path, action: \.path) { Detail() }
  }
}

@MainActor
struct StackPushInAssertionTests {
  @Test func settingANewIDAppendsTheScreen() {
    var stack = StackState<String>()
    stack[id: 0] = "a"
    stack[id: 1] = "b"
    #expect(Array(stack) == ["a", "b"])
    #expect(stack.ids == [0, 1])
    stack.append("c")
    #expect(stack.ids == [0, 1, 2])
  }

  @Test func expectedPushesReadNaturally() async {
    let store = TestStore(initialState: Browser.State()) { Browser() }
    await store.send(.open("first")) { $0.path[id: 0] = Detail.State(name: "first") }
    await store.send(.open("second")) { $0.path[id: 1] = Detail.State(name: "second") }
    await store.send(.path(.element(id: 1, action: .rename("2nd")))) { $0.path[id: 1]?.name = "2nd" }
  }

  @Test func aWrongExpectedIDStillFails() async {
    let issues = await IssueReporters.capture {
      let store = TestStore(initialState: Browser.State()) { Browser() }
      await store.send(.open("first")) { $0.path[id: 5] = Detail.State(name: "first") }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("A state change does not match expectation: …") == true)
  }

  @Test func casePathIsLawful() {
    checkCasePathLaws(\Browser.Action.AllCasePaths.path, samples: [.popFrom(id: 0)], otherCases: [.open("a")])
  }
}
