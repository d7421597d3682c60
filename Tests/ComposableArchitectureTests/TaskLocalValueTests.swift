import ComposableArchitecture
import Testing

/// A screen that closes itself, presented as a sheet or pushed on a stack.
private struct Closable: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
  }
  enum Action: Equatable { case closeButtonTapped }
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { [dismiss] _ in await dismiss() }
  }
}

private struct Host: Reducer {
  struct State: Equatable {
    @Presents var sheet: Closable.State?
    var path = StackState<Closable.State>()
  }
  enum Action: Equatable, CasePathable {
    case path(StackActionOf<Closable>)
    case sheet(PresentationAction<Closable.Action>)

    struct AllCasePaths: Sendable {
      let path = AnyCasePath(embed: Action.path) { if case let .path(a) = $0 { a } else { nil } }
      let sheet = AnyCasePath(embed: Action.sheet) { if case let .sheet(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$sheet, action: \.sheet) { Closable() }
      .forEach(\.path, action: \.path) { Closable() }
  }
}

/// The core keeps functions in task-locals (the presenter a child dismisses, the reporter
/// of issues). Swift 6.3.1 crashes on a task-local whose value is a function in optimised
/// builds, which these tests once did under `swift test -c release` (and `tictactoe`, built
/// for release, on Esc in a game). They run through a plain `Store`, as programs do.
@MainActor
struct TaskLocalValueTests {
  @Test func aPresentedChildDismissesItselfInAStore() async {
    let store = Store(initialState: Host.State(sheet: Closable.State())) { Host() }
    await store.send(.sheet(.presented(.closeButtonTapped))).finish()
    #expect(store.state.sheet == nil)
  }

  @Test func aPushedChildPopsItselfInAStore() async {
    let store = Store(initialState: Host.State(path: StackState([Closable.State(id: 1), Closable.State(id: 2)]))) {
      Host()
    }
    let top = store.state.path.ids.last!
    await store.send(.path(.element(id: top, action: .closeButtonTapped))).finish()
    #expect(store.state.path.map(\.id) == [1])
  }

  @Test func issuesReportedInsideACaptureAreCaptured() async {
    let issues = await IssueReporters.capture {
      await Task { reportIssue("inside a child task") }.value
      reportIssue("in the capturing task")
    }
    #expect(issues.map(\.message) == ["inside a child task", "in the capturing task"])
  }
}
