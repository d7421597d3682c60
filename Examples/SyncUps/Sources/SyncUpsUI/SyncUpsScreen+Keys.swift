import ComposableCore
import SyncUpsCore
import TerminalUI

extension SyncUpsScreen {
  /// The keys in force: an alert's, else the sheet's, else the top screen's. The hint bar
  /// is drawn from the same map, so it never offers a key that does nothing.
  public static func keyMap(_ state: SyncUpsTerminal.State) -> KeyMap<SyncUpsTerminal.Action> {
    if let alert = state.visibleAlert {
      return alert.keyMap(state.alertSelection)
    }
    if state.settingsNotice {
      return KeyMap([KeyBinding([.enter, .escape], help: "OK", send: .settingsNoticeDismissed)])
    }
    if let formKeys = formKeyMap(state) {
      return formKeys
    }
    guard let top = state.app.path.ids.last, let screen = state.app.path[id: top] else {
      return listKeys(state)
    }
    let back = KeyBinding<SyncUpsTerminal.Action>(
      [.escape, .left, .backspace], help: "back", send: .app(.path(.popFrom(id: top))))
    switch screen {
    case let .detail(detail):
      let detailAction = { (action: SyncUpDetail.Action) in SyncUpsTerminal.Action.app(.path(.element(id: top, action: .detail(action)))) }
      let selectedMeeting: Meeting? =
        if case let .meeting(meeting) = DetailRows(detail.syncUp).row(at: state.detailSelection) { meeting } else { nil }
      return KeyMap([
        KeyBinding([.up], help: "select", send: .detailSelectionMoved(-1)),
        KeyBinding([.down], help: "select", send: .detailSelectionMoved(1)),
        KeyBinding([.enter], help: "activate", send: .detailRowActivated),
        KeyBinding([.character("s")], help: "start", send: detailAction(.startMeetingButtonTapped)),
        KeyBinding([.character("e")], help: "edit", send: detailAction(.editButtonTapped)),
        KeyBinding(
          [.character("x")], help: "delete meeting",
          send: detailAction(.deleteMeetingButtonTapped(selectedMeeting?.id ?? Meeting.ID())),
          isEnabled: selectedMeeting != nil),
        KeyBinding([.character("D")], help: "delete", send: detailAction(.deleteButtonTapped)),
        back,
        .quit([.character("q")]),
      ])
    case .meeting:
      return KeyMap([
        KeyBinding([.up], help: "scroll", send: .meetingScrolled(-1)),
        KeyBinding([.down], help: "scroll", send: .meetingScrolled(1)),
        KeyBinding([.pageUp], help: "scroll", send: .meetingScrolled(-10)),
        KeyBinding([.pageDown], help: "scroll", send: .meetingScrolled(10)),
        back,
        .quit([.character("q")]),
      ])
    case .record:
      let recordAction = { (action: RecordMeeting.Action) in SyncUpsTerminal.Action.app(.path(.element(id: top, action: .record(action)))) }
      // No back, and q asks too: leaving a meeting means ending it (Ctrl-C quits and keeps it).
      return KeyMap([
        KeyBinding([.character("n"), .right], help: "next speaker", send: recordAction(.nextButtonTapped)),
        KeyBinding([.escape, .character("e")], help: "end meeting", send: recordAction(.endMeetingButtonTapped)),
        KeyBinding([.character("q")], help: "", send: recordAction(.endMeetingButtonTapped)),
      ])
    }
  }

  /// How far PgUp and PgDn move in the list.
  static let listPage = 10

  private static func listKeys(_ state: SyncUpsTerminal.State) -> KeyMap<SyncUpsTerminal.Action> {
    let syncUps = state.app.syncUpsList.syncUps
    let hasRows = !syncUps.isEmpty
    let selected = hasRows ? syncUps[min(state.listSelection, syncUps.count - 1)].id : nil
    return KeyMap([
      KeyBinding([.up, .character("k")], help: "select", send: .listSelectionMoved(-1), isEnabled: hasRows),
      KeyBinding([.down, .character("j")], help: "select", send: .listSelectionMoved(1), isEnabled: hasRows),
      // A page is the rows the smallest screen (60x20) shows; the moves stop at the ends.
      KeyBinding([.pageUp], help: "", send: .listSelectionMoved(-listPage), isEnabled: hasRows),
      KeyBinding([.pageDown], help: "", send: .listSelectionMoved(listPage), isEnabled: hasRows),
      KeyBinding([.home, .character("g")], help: "", send: .listSelectionMoved(-syncUps.count), isEnabled: hasRows),
      KeyBinding([.end, .character("G")], help: "", send: .listSelectionMoved(syncUps.count), isEnabled: hasRows),
      KeyBinding([.enter], help: "open", send: .listRowOpened, isEnabled: hasRows),
      KeyBinding([.character("a")], help: "add", send: .app(.syncUpsList(.addSyncUpButtonTapped))),
      KeyBinding(
        [.character("d")], help: "delete", send: .app(.syncUpsList(.deleteRequested(selected ?? SyncUp.ID()))),
        isEnabled: hasRows),
      .quit([.character("q")]),
    ])
  }

  /// The keys of the add or edit form on screen (under its alert, if one is up), which its
  /// footer and buttons are drawn from too; nil without a form.
  static func formKeyMap(_ state: SyncUpsTerminal.State) -> KeyMap<SyncUpsTerminal.Action>? {
    guard let (form, embed) = state.visibleForm else { return nil }
    guard let top = state.app.path.ids.last else {
      return formKeys(
        form, isNew: true, embed: embed,
        dismiss: .syncUpsList(.dismissAddSyncUpButtonTapped), confirm: .syncUpsList(.confirmAddSyncUpButtonTapped))
    }
    return formKeys(
      form, isNew: false, embed: embed,
      dismiss: .path(.element(id: top, action: .detail(.cancelEditButtonTapped))),
      confirm: .path(.element(id: top, action: .detail(.doneEditingButtonTapped))))
  }

  private static func formKeys(
    _ form: SyncUpForm.State, isNew: Bool, embed: @escaping (SyncUpForm.Action) -> AppFeature.Action,
    dismiss: AppFeature.Action, confirm: AppFeature.Action
  ) -> KeyMap<SyncUpsTerminal.Action> {
    let adjusts = form.focus == .duration || form.focus == .theme
    let focusedAttendee: Int? =
      if case let .attendee(id)? = form.focus { form.syncUp.attendees.index(id: id) } else { nil }
    let isTextField = form.focus == .title || focusedAttendee != nil
    return KeyMap(
      [
        KeyBinding([.tab], help: "field", send: .formFocusMoved(1)),
        KeyBinding([.backTab], help: "field", send: .formFocusMoved(-1)),
        KeyBinding([.left], help: "adjust", send: .app(embed(.previousValueTapped)), isEnabled: adjusts),
        KeyBinding([.right], help: "adjust", send: .app(embed(.nextValueTapped)), isEnabled: adjusts),
        KeyBinding([.control("n")], help: "new attendee", send: .app(embed(.addAttendeeButtonTapped))),
        KeyBinding(
          [.control("d")], help: "delete attendee",
          send: .app(embed(.deleteAttendees(atOffsets: [focusedAttendee ?? 0]))), isEnabled: focusedAttendee != nil),
        KeyBinding([.escape], help: isNew ? "dismiss" : "cancel", send: .app(dismiss)),
        KeyBinding([.control("s")], help: isNew ? "add" : "done", send: .app(confirm)),
      ],
      otherKeys: { key in
        guard isTextField, let edit = TextEdit(key) else { return nil }
        return .formFieldEdited(edit)
      }
    )
  }
}
