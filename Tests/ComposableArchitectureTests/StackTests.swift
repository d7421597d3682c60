import ComposableArchitecture
import Testing

/// A pushed screen with a timer; it can pop itself.
private struct Detail: Reducer {
  struct State: Equatable {
    var name: String
    var ticks = 0
  }
  enum Action: Equatable {
    case closeButtonTapped
    case startTimer
    case tick
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .closeButtonTapped:
      return .run { [dismiss] _ in await dismiss() }
    case .startTimer:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

private struct Navigation: Reducer {
  struct State: Equatable {
    var path = StackState<Detail.State>()
  }
  enum Action: Equatable, CasePathable {
    case path(StackActionOf<Detail>)
    case popToRootTapped

    struct AllCasePaths: Sendable {
      let path = AnyCasePath(embed: Action.path) { if case let .path(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path:
        return .none
      case .popToRootTapped:
        state.path.removeAll()
        return .none
      }
    }
    .forEach(\.path, action: \.path) { Detail() }
  }
}

@MainActor
struct StackTests {
  let clock = TestClock()

  fileprivate func makeStore(_ names: [String] = []) -> TestStore<Navigation.State, Navigation.Action> {
    TestStore(initialState: Navigation.State(path: StackState(names.map { Detail.State(name: $0) }))) {
      Navigation()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func idsCountFromZeroInPushOrder() {
    var stack: StackState<String> = ["a", "b"]
    stack.append("c")
    #expect(stack.ids == [0, 1, 2])
    #expect(stack.ids.map(\.description) == ["#0", "#1", "#2"])
    #expect(Array(stack) == ["a", "b", "c"])
  }

  @Test func idsAreNotReusedAfterPopping() {
    var stack: StackState<String> = ["a", "b"]
    stack.removeLast()
    stack.append("c")
    #expect(stack.ids == [0, 2])
    #expect(stack[id: 2] == "c")
    #expect(stack[id: 1] == nil)
  }

  @Test func popFromRemovesTheScreenAndEverythingAbove() {
    var stack: StackState<String> = ["a", "b", "c", "d"]
    stack.pop(from: 1)
    #expect(Array(stack) == ["a"])
    stack.pop(from: 7)
    #expect(Array(stack) == ["a"])
  }

  @Test func popToKeepsTheScreen() {
    var stack: StackState<String> = ["a", "b", "c"]
    stack.pop(to: 1)
    #expect(Array(stack) == ["a", "b"])
  }

  @Test func settingAnIDToNilPopsFromIt() {
    var stack: StackState<String> = ["a", "b", "c"]
    stack[id: 1] = nil
    #expect(Array(stack) == ["a"])
    stack[id: 0] = "z"
    #expect(Array(stack) == ["z"])
  }

  @Test func removeLastCountAndRemoveAll() {
    var stack: StackState<String> = ["a", "b", "c"]
    stack.removeLast(2)
    #expect(Array(stack) == ["a"])
    stack.removeAll()
    #expect(stack.isEmpty)
  }

  @Test func stacksCompareIDsAndElements() {
    var popped: StackState<String> = ["a", "b"]
    popped.removeLast()
    popped.append("b")
    #expect(popped != ["a", "b"])
    #expect(StackState(["a", "b"]) == ["a", "b"])
  }

  @Test func pushAddsTheScreenAfterTheParentRan() async {
    let store = makeStore()
    await store.send(.path(.push(id: 0, state: Detail.State(name: "first")))) {
      $0.path.append(Detail.State(name: "first"))
    }
  }

  @Test func elementActionsReachTheirScreen() async {
    let store = makeStore(["a", "b"])
    await store.send(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.ticks = 1 }
  }

  @Test func popFromCancelsThatScreensEffectsOnly() async {
    let store = makeStore(["a", "b"])
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.popToRootTapped) { $0.path.removeAll() }
    #expect(clock.sleeperCount == 0)
  }

  @Test func dismissFromAScreenPopsItAndEverythingAbove() async {
    let store = makeStore(["a", "b", "c"])
    await store.send(.path(.element(id: 2, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .closeButtonTapped)))
    await store.receive(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    #expect(clock.sleeperCount == 0)
  }

  @Test func actionForAScreenNotOnTheStackReportsAnIssue() async throws {
    let issues = await IssueReporters.capture {
      let store = makeStore(["a"])
      await store.send(.path(.element(id: 5, action: .tick)))
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.location.fileID == "ComposableArchitectureTests/StackTests.swift")
    #expect(issue.message == """
      A stack forEach at \(issue.location) received an action for screen #5, which is not on the stack:
        .path(.element(id: #5, action: .tick))
      Usually an effect of a popped screen outlived it, or the screen was popped before this \
      action was sent.
      """)
  }

  @Test func pushingAnIDInUseReportsAnIssue() async throws {
    let issues = await IssueReporters.capture {
      let store = makeStore(["a"])
      await store.send(.path(.push(id: 0, state: Detail.State(name: "again"))))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("received a push of screen #0, whose id is in use:") == true)
  }

  @Test func wrongStackExpectationShowsScreensByID() async {
    let issues = await IssueReporters.capture {
      let store = makeStore(["a", "b"])
      await store.send(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.ticks = 2 }
    }
    #expect(issues.map(\.message) == [
      """
      A state change does not match expectation: …

        … (5 unchanged)
            ),
            #1: Detail.State(
              name: "b",
      -       ticks: 2
      +       ticks: 1
            )
          ]
        )

      (Expected: -, Actual: +)

      Action: send(.path(.element(id: #1, action: .tick)))
      """,
    ])
  }

  @Test func navigationCasePathIsLawful() {
    checkCasePathLaws(\Navigation.Action.AllCasePaths.path, samples: [.popFrom(id: 0), .element(id: 1, action: .tick)], otherCases: [.popToRootTapped])
  }
}
