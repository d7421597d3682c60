import ComposableArchitecture
import Testing

/// Destinations with two ephemeral cases: an alert and a dialog.
private struct Destination: Reducer {
  enum State: Equatable {
    case alert(AlertState<Action.Alert>)
    case dialog(ConfirmationDialogState<Action.Dialog>)
  }
  enum Action: Equatable {
    case alert(Alert)
    case dialog(Dialog)

    enum Alert: Equatable { case ok }
    enum Dialog: Equatable { case copy }
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}

private struct Screen: Reducer {
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable, CasePathable {
    case destination(PresentationAction<Destination.Action>)

    struct AllCasePaths: Sendable {
      var destination: AnyCasePath<Action, PresentationAction<Destination.Action>> {
        AnyCasePath(embed: { .destination($0) }, extract: { if case let .destination(a) = $0 { a } else { nil } })
      }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .ifLet(\.$destination, action: \.destination) { Destination() }
  }
}

@MainActor
struct AlertClearedOnlyByItsOwnActionsTests {
  fileprivate static let saved = AlertState<Destination.Action.Alert> { TextState("Saved") } actions: {
    ButtonState(role: .cancel, action: .ok) { TextState("OK") }
  }

  @Test func anActionForAnotherDestinationLeavesTheAlertAndIsReported() async throws {
    var issues: [ReportedIssue] = []
    let store = TestStore(initialState: Screen.State(destination: .alert(Self.saved))) { Screen() }
    issues = await IssueReporters.capture {
      await store.send(.destination(.presented(.dialog(.copy))))
    }
    #expect(store.state.destination == .alert(Self.saved))
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.location.fileID == "ComposableArchitectureTests/AlertClearedOnlyByItsOwnActionsTests.swift")
    #expect(issue.message == """
      An ifLet at \(issue.location) received an action for case .dialog while case .alert was \
      presented:
        .destination(.presented(.dialog(.copy)))
      The alert or dialog stays presented: only its own actions clear it. Usually a button of a \
      destination that was already replaced sent it.
      """)
  }

  @Test func itsOwnActionClearsIt() async {
    let store = TestStore(initialState: Screen.State(destination: .alert(Self.saved))) { Screen() }
    await store.send(.destination(.presented(.alert(.ok)))) { $0.destination = nil }
  }

  @Test func casePathIsLawful() {
    checkCasePathLaws(\Screen.Action.AllCasePaths.destination, samples: [.dismiss], otherCases: [])
  }
}
