import ComposableArchitecture
import Testing

/// An alert and a dialog in plain optionals, without `@Presents`.
private struct Deleter: Reducer {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var dialog: ConfirmationDialogState<Action.Dialog>?
    var log: [String] = []
  }
  enum Action: Equatable, CasePathable {
    case alert(Alert)
    case deleteTapped
    case dialog(Dialog)
    case optionsTapped

    enum Alert: Equatable {
      case askAgain
      case confirm
    }
    enum Dialog: Equatable { case copy }

    struct AllCasePaths: Sendable {
      var alert: AnyCasePath<Action, Alert> {
        AnyCasePath(embed: { .alert($0) }, extract: { if case let .alert(a) = $0 { a } else { nil } })
      }
      var dialog: AnyCasePath<Action, Dialog> {
        AnyCasePath(embed: { .dialog($0) }, extract: { if case let .dialog(a) = $0 { a } else { nil } })
      }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.askAgain):
        state.alert = AlertState { TextState("Really?") } actions: {
          ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
        }
      case .alert(.confirm):
        state.log.append("deleted")
      case .deleteTapped:
        state.alert = AlertState { TextState("Delete?") } actions: {
          ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
        }
      case .dialog(.copy):
        state.log.append("copied")
      case .optionsTapped:
        state.dialog = ConfirmationDialogState { TextState("Options") } actions: { ButtonState(action: .copy) { TextState("Copy") } }
      }
      return .none
    }
    .ifLet(\.alert, action: \.alert)
    .ifLet(\.dialog, action: \.dialog) { EmptyReducer() }
  }
}

@MainActor
struct OptionalAlertClearsAfterItsActionTests {
  @Test func anAlertInAPlainOptionalIsClearedAfterItsButtonAction() async {
    let store = TestStore(initialState: Deleter.State()) { Deleter() }
    await store.send(.deleteTapped) {
      $0.alert = AlertState { TextState("Delete?") } actions: {
        ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      }
    }
    await store.send(.alert(.confirm)) {
      $0.alert = nil
      $0.log = ["deleted"]
    }
  }

  @Test func aDialogInAPlainOptionalIsClearedAfterItsButtonAction() async {
    let store = TestStore(initialState: Deleter.State()) { Deleter() }
    await store.send(.optionsTapped) {
      $0.dialog = ConfirmationDialogState { TextState("Options") } actions: { ButtonState(action: .copy) { TextState("Copy") } }
    }
    await store.send(.dialog(.copy)) {
      $0.dialog = nil
      $0.log = ["copied"]
    }
  }

  @Test func anAlertTheParentShowsInResponseStays() async {
    let store = TestStore(initialState: Deleter.State()) { Deleter() }
    await store.send(.deleteTapped) {
      $0.alert = AlertState { TextState("Delete?") } actions: {
        ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      }
    }
    await store.send(.alert(.askAgain)) {
      $0.alert = AlertState { TextState("Really?") } actions: {
        ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
      }
    }
  }

  @Test func casePathsAreLawful() {
    checkCasePathLaws(\Deleter.Action.AllCasePaths.alert, samples: [.confirm], otherCases: [.deleteTapped])
    checkCasePathLaws(\Deleter.Action.AllCasePaths.dialog, samples: [.copy], otherCases: [.optionsTapped])
  }
}
