import ComposableCore
import SyncUpsCore
import TerminalUI

/// The program's root feature: the app, plus what only the terminal needs: which row is
/// selected on the list and the detail, which alert button is chosen, how far a past meeting
/// is scrolled, and the notice the simulated "open settings" shows.
///
/// It also starts each record screen it sees on top of the stack (as a view's `task` would),
/// so a meeting pushed by the detail or by a deep link starts the same way.
@Reducer
public struct SyncUpsTerminal {
  public struct State: Equatable, Sendable {
    /// The alert button chosen with ←/→; nil until then, when the alert's safe button (its
    /// cancel button) is selected, so Enter pressed at once never deletes anything (`AlertKeys`).
    public var alertSelection: Int?
    public var app: AppFeature.State
    public var detailSelection = 0
    /// The caret in the form's focused text field; when unset, or set for another field,
    /// the caret is at the end of the text, where it lands when a field gets the focus.
    public var formCaret: FormCaret?
    /// Whether the recogniser is the simulation, which the record screen then says.
    public var isSimulated: Bool
    public var listSelection = 0
    public var meetingScroll = 0
    /// Set by the live `openSettings`: there are no settings to open here.
    @Shared(.inMemory("settingsNotice")) public var settingsNotice = false
    /// The record screens whose meeting was started.
    public var startedRecordings: Set<StackElementID> = []

    /// The program showing `app`.
    public init(app: AppFeature.State = AppFeature.State(), isSimulated: Bool = true) {
      self.app = app
      self.isSimulated = isSimulated
    }
  }

  public enum Action: Equatable, Sendable {
    case alertButtonSelected(Int)
    case app(AppFeature.Action)
    /// The program started: starts a record screen a deep link opened.
    case appeared
    case detailRowActivated
    case detailSelectionMoved(Int)
    case formFieldEdited(TextEdit)
    case formFocusMoved(Int)
    case listSelectionMoved(Int)
    case listRowOpened
    case meetingScrolled(Int)
    case settingsNoticeDismissed
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.app, action: \.app) {
      AppFeature()
    }
    // A choice belongs to the alert it was made on: one that closes, or gives way to another
    // (a failing recogniser over "End meeting?"), leaves the next on its safe button.
    .onChange(of: { $0.visibleAlert.map { [$0.title] + $0.buttons } }) { _, state in
      state.alertSelection = nil
      return .none
    }
    Reduce { state, action in
      switch action {
      case let .alertButtonSelected(index):
        state.alertSelection = index
        return .none

      case .app, .appeared:
        break

      case .detailRowActivated:
        guard let top = state.app.path.ids.last, case let .detail(detail)? = state.app.path[id: top] else {
          return .none
        }
        let rows = DetailRows(detail.syncUp)
        switch rows.row(at: state.detailSelection) {
        case .startMeeting:
          return .send(.app(.path(.element(id: top, action: .detail(.startMeetingButtonTapped)))))
        case let .meeting(meeting):
          state.meetingScroll = 0
          return .send(.app(.path(.push(id: state.app.path.nextID, state: .meeting(meeting, syncUp: detail.syncUp)))))
        case .delete:
          return .send(.app(.path(.element(id: top, action: .detail(.deleteButtonTapped)))))
        }

      case let .detailSelectionMoved(step):
        guard let top = state.app.path.ids.last, case let .detail(detail)? = state.app.path[id: top] else {
          return .none
        }
        state.detailSelection = min(max(0, state.detailSelection + step), DetailRows(detail.syncUp).count - 1)
        return .none

      case let .formFieldEdited(edit):
        guard let (form, embed) = state.visibleForm, let focus = form.focus, let text = form.text(of: focus) else {
          return .none
        }
        var field = state.textField(focus, text)
        field.apply(edit)
        state.formCaret = FormCaret(field: focus, offset: field.cursor)
        guard field.text != text else { return .none }
        switch focus {
        case .title:
          return .send(.app(embed(.binding(.set(\.syncUp.title, field.text)))))
        case let .attendee(id):
          guard var attendee = form.syncUp.attendees[id: id] else { return .none }
          attendee.name = field.text
          return .send(.app(embed(.binding(.set(\.syncUp.attendees[id: id], attendee)))))
        case .duration, .theme:
          return .none
        }

      case let .formFocusMoved(step):
        guard let (form, embed) = state.visibleForm else { return .none }
        let fields = form.fields
        let index = form.focus.flatMap { fields.firstIndex(of: $0) } ?? 0
        let next = fields[((index + step) % fields.count + fields.count) % fields.count]
        return .send(.app(embed(.binding(.set(\.focus, next)))))

      case let .listSelectionMoved(step):
        state.listSelection = min(max(0, state.listSelection + step), max(0, state.app.syncUpsList.syncUps.count - 1))
        return .none

      case .listRowOpened:
        let syncUps = state.app.syncUpsList.syncUps
        guard syncUps.indices.contains(state.listSelection) else { return .none }
        state.detailSelection = 0
        return .send(.app(.syncUpTapped(syncUps[state.listSelection].id)))

      case let .meetingScrolled(lines):
        state.meetingScroll = max(0, state.meetingScroll + lines)
        return .none

      case .settingsNoticeDismissed:
        state.$settingsNotice.withLock { $0 = false }
        return .none
      }
      state.listSelection = min(state.listSelection, max(0, state.app.syncUpsList.syncUps.count - 1))
      return startRecording(&state)
    }
  }

  /// Starts the meeting of a record screen that just came on top of the stack.
  private func startRecording(_ state: inout State) -> Effect<Action> {
    guard let top = state.app.path.ids.last, case .record? = state.app.path[id: top],
      !state.startedRecordings.contains(top)
    else { return .none }
    state.startedRecordings.insert(top)
    return .send(.app(.path(.element(id: top, action: .record(.onTask)))))
  }

}

/// Where the caret is in a text field of the form, in characters from the start.
public struct FormCaret: Equatable, Sendable {
  public var field: SyncUpForm.Field
  public var offset: Int

  public init(field: SyncUpForm.Field, offset: Int) {
    self.field = field
    self.offset = offset
  }
}

extension SyncUpForm.State {
  /// The text of a text field (title or an attendee's name); nil for the other fields.
  func text(of field: SyncUpForm.Field) -> String? {
    switch field {
    case .title: syncUp.title
    case let .attendee(id): syncUp.attendees[id: id]?.name
    case .duration, .theme: nil
    }
  }
}

extension SyncUpsTerminal.State {
  /// A form field's text with its caret: where it was left, or at the end.
  func textField(_ field: SyncUpForm.Field, _ text: String) -> TextFieldState {
    TextFieldState(text, cursor: formCaret?.field == field ? formCaret?.offset : nil)
  }
}

/// The rows of the detail screen that can be selected, in order.
enum DetailRow: Equatable {
  case startMeeting
  case meeting(Meeting)
  case delete
}

/// The selectable rows of a sync-up's detail: start, each past meeting, delete.
struct DetailRows {
  let syncUp: SyncUp

  init(_ syncUp: SyncUp) { self.syncUp = syncUp }

  var count: Int { syncUp.meetings.count + 2 }

  func row(at index: Int) -> DetailRow {
    let index = min(max(0, index), count - 1)
    if index == 0 { return .startMeeting }
    if index <= syncUp.meetings.count { return .meeting(syncUp.meetings[index - 1]) }
    return .delete
  }
}

/// An alert on screen, with the keys that press its buttons (`AlertKeys`, as in every program).
struct VisibleAlert {
  let title: String
  let message: String?
  let buttons: [String]
  /// The button Enter presses for a `selection` (nil: the safe one).
  let chosen: (Int?) -> Int
  /// The alert's keys with a `selection` chosen.
  let keyMap: (Int?) -> KeyMap<SyncUpsTerminal.Action>

  init<Action>(_ alert: AlertState<Action>, embed: @escaping (PresentationAction<Action>) -> AppFeature.Action) {
    title = alert.title
    message = alert.message
    buttons = alert.buttons.map(\.label)
    let states = alert.buttons
    chosen = { AlertKeys.chosen(states, selection: $0) }
    keyMap = { selection in
      AlertKeys.keyMap(
        states, selection: selection, select: SyncUpsTerminal.Action.alertButtonSelected, send: { .app(embed($0)) })
    }
  }
}

extension SyncUpsTerminal.State {
  /// The alert of the screen on top, if it shows one.
  var visibleAlert: VisibleAlert? {
    guard let top = app.path.ids.last else {
      guard case let .alert(alert)? = app.syncUpsList.destination else { return nil }
      return VisibleAlert(alert) { .syncUpsList(.destination(Self.alertAction($0, \.alert))) }
    }
    switch app.path[id: top] {
    case let .detail(detail)?:
      if case let .edit(form)? = detail.destination, let alert = form.alert {
        return VisibleAlert(alert) { .path(.element(id: top, action: .detail(.destination(.presented(.edit(.alert($0))))))) }
      }
      guard case let .alert(alert)? = detail.destination else { return nil }
      return VisibleAlert(alert) { .path(.element(id: top, action: .detail(.destination(Self.alertAction($0, \.alert))))) }
    case let .record(record)?:
      guard let alert = record.alert else { return nil }
      return VisibleAlert(alert) { .path(.element(id: top, action: .record(.alert($0)))) }
    case .meeting?, nil:
      return nil
    }
  }

  /// A destination's alert action, from the alert's own.
  static func alertAction<Destination: CasePathable, Alert>(
    _ action: PresentationAction<Alert>, _ path: CaseKeyPath<Destination, Alert>
  ) -> PresentationAction<Destination> {
    switch action {
    case .dismiss: .dismiss
    case let .presented(alert): .presented(Destination.casePath(path).embed(alert))
    }
  }

  /// The add or edit form on screen, with how its actions reach the app.
  var visibleForm: (SyncUpForm.State, (SyncUpForm.Action) -> AppFeature.Action)? {
    guard let top = app.path.ids.last else {
      guard case let .add(form)? = app.syncUpsList.destination else { return nil }
      return (form, { .syncUpsList(.destination(.presented(.add($0)))) })
    }
    guard case let .detail(detail)? = app.path[id: top], case let .edit(form)? = detail.destination else { return nil }
    return (form, { .path(.element(id: top, action: .detail(.destination(.presented(.edit($0)))))) })
  }
}

/// The `openSettings` of the program on Linux, where there is no settings app: it raises the
/// notice that tells how to change the simulated permission (`SyncUpsTerminal.State.settingsNotice`).
public let openSimulatedSettingsNotice: @Sendable () async -> Void = {
  @Shared(.inMemory("settingsNotice")) var shown = false
  $shown.withLock { $0 = true }
}
