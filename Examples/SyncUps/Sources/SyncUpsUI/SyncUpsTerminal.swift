import ComposableArchitecture
import SyncUpsCore
import TerminalUI

/// The program's root feature: the app, plus what only the terminal needs, each a TerminalUI
/// component: the list's and the detail's cursors, the form's text input, the alert's chosen
/// button, how far a past meeting is scrolled; and the notice the simulated "open settings"
/// shows.
///
/// It also starts each record screen it sees on top of the stack (as a view's `task` would),
/// so a meeting pushed by the detail or by a deep link starts the same way.
@Reducer
public struct SyncUpsTerminal {
  public struct State: Equatable, Sendable {
    public var alertButtons = ButtonRow.State()
    public var app: AppFeature.State
    /// The cursor over the detail's rows: start, each past meeting, delete (`DetailRows`).
    public var detailRows = ListCursor.State()
    /// The form's focused text field (title or an attendee's name) with its caret; the caret
    /// goes to the end of a field that gets the focus.
    public var formInput: TextFieldState?
    /// Whether the recogniser is the simulation, which the record screen then says.
    public var isSimulated: Bool
    /// Whether the meeting started goes on untranscribed (the user chose "Continue without
    /// recording"), so its screen does not promise a transcript.
    public var isTranscriptionOff = false
    /// A page is the rows the smallest screen (60x20) shows.
    public var list = ListCursor.State(height: 10)
    public var meeting = TextScroll.State()
    /// Set by the live `openSettings`: there are no settings to open here.
    @Shared(.inMemory("settingsNotice")) public var settingsNotice = false
    /// The record screens whose meeting was started.
    public var startedRecordings: Set<StackElementID> = []

    /// The program showing `app`.
    public init(app: AppFeature.State = AppFeature.State(), isSimulated: Bool = true) {
      self.app = app
      self.isSimulated = isSimulated
      list.resize(count: app.syncUpsList.syncUps.count)
    }
  }

  public enum Action: Equatable, Sendable {
    case alertButtons(ButtonRow.Action)
    case app(AppFeature.Action)
    /// The program started: starts a record screen a deep link opened.
    case appeared
    case detailRowActivated
    case detailRows(ListCursor.Action)
    case formFocusMoved(Int)
    case formInput(TextInput.Action)
    case list(ListCursor.Action)
    case listRowOpened
    case meeting(TextScroll.Action)
    case settingsNoticeDismissed
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(\.app, action: \.app) { AppFeature() }
      Scope(\.alertButtons, action: \.alertButtons) { ButtonRow() }
      Scope(\.detailRows, action: \.detailRows) { ListCursor() }
      Scope(\.list, action: \.list) { ListCursor() }
      Scope(\.meeting, action: \.meeting) { TextScroll() }
      Reduce { state, action in
        switch action {
        case .app(.path(.element(id: _, action: .detail(.startMeetingButtonTapped)))):
          state.isTranscriptionOff = false
        case .app(.path(.element(id: _, action: .detail(.destination(.presented(.alert(.continueWithoutRecording))))))):
          state.isTranscriptionOff = true
        case .alertButtons, .app, .appeared, .detailRows, .list, .meeting:
          break
        case .detailRowActivated:
          guard let (detail, id) = state.topDetail else { return .none }
          switch DetailRows(detail.syncUp).row(at: state.detailRows.selection) {
          case .startMeeting:
            return .send(.app(.path(.element(id: id, action: .detail(.startMeetingButtonTapped)))))
          case let .meeting(meeting):
            state.meeting = TextScroll.State()
            return .send(.app(.path(.push(id: state.app.path.nextID, state: .meeting(meeting, syncUp: detail.syncUp)))))
          case .delete:
            return .send(.app(.path(.element(id: id, action: .detail(.deleteButtonTapped)))))
          }
        case .formFocusMoved(let step):
          guard let (form, embed) = state.visibleForm else { return .none }
          let fields = form.fields
          let index = form.focus.flatMap { fields.firstIndex(of: $0) } ?? 0
          return .send(.app(embed(.binding(.set(\.focus, fields[(index + step + fields.count) % fields.count])))))
        case .formInput:
          guard let (form, embed) = state.visibleForm, let text = state.formInput?.text else { return .none }
          return form.edit(setting: text).map { .send(.app(embed($0))) } ?? .none
        case .listRowOpened:
          let syncUps = state.app.syncUpsList.syncUps
          guard !syncUps.isEmpty else { return .none }
          state.detailRows = ListCursor.State()
          return .send(.app(.syncUpTapped(syncUps[state.list.selection].id)))
        case .settingsNoticeDismissed:
          state.$settingsNotice.withLock { $0 = false }
        }
        return .none
      }
      .ifLet(\.formInput, action: \.formInput) { TextInput() }
      Reduce { state, _ in
        state.list.resize(count: state.app.syncUpsList.syncUps.count)
        if let (detail, _) = state.topDetail { state.detailRows.resize(count: DetailRows(detail.syncUp).count) }
        return state.startRecording()
      }
    }
    .resettingButtonRow(\.alertButtons) { $0.visibleAlert.map { [$0.title] + $0.buttons } }
    .onChange(of: { $0.visibleForm.map { form, _ in form.focus } }) { _, state in
      state.formInput = state.visibleForm.flatMap { form, _ in form.focus.flatMap(form.text(of:)) }.map { TextFieldState($0) }
      return .none
    }
  }
}

extension SyncUpsTerminal.State {
  /// The detail on top of the stack, with its id there.
  var topDetail: (SyncUpDetail.State, StackElementID)? {
    guard let top = app.path.ids.last, case let .detail(detail)? = app.path[id: top] else { return nil }
    return (detail, top)
  }

  /// Starts the meeting of a record screen that just came on top of the stack.
  mutating func startRecording() -> Effect<SyncUpsTerminal.Action> {
    guard let top = app.path.ids.last, case .record? = app.path[id: top], !startedRecordings.contains(top) else {
      return .none
    }
    startedRecordings.insert(top)
    return .send(.app(.path(.element(id: top, action: .record(.onTask)))))
  }
}

/// The `openSettings` of the program on Linux, where there is no settings app: it raises the
/// notice that tells how to change the simulated permission (`SyncUpsTerminal.State.settingsNotice`).
public let openSimulatedSettingsNotice: @Sendable () async -> Void = {
  @Shared(.inMemory("settingsNotice")) var shown = false
  $shown.withLock { $0 = true }
}
