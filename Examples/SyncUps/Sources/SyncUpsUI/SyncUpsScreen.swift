import ComposableArchitecture
import SyncUpsCore
import TerminalUI

/// Every screen of the program, drawn from the state alone: only the top of the navigation
/// stack shows, with the sheet or alert it presents over it. Each screen has its own file,
/// with its render and its keys in its own feature's actions, lifted here into the program's.
public enum SyncUpsScreen {
  /// Smaller terminals show a "terminal too small" notice.
  public static let minimumSize = Size(width: 60, height: 20)

  /// The title of every screen's breadcrumb.
  static let appTitle = "Daily Sync-ups"
  /// The most a sync-up's title takes in a breadcrumb: enough to recognise it, and short
  /// enough that the whole path and the title row's accessory fit on one row at 80 columns.
  static let crumbWidth = 40

  /// A sync-up's title as breadcrumbs show it: "Untitled" when empty, cut with "…" when long.
  static func crumb(_ syncUp: SyncUp) -> String {
    DisplayWidth.truncate(syncUp.title.isEmpty ? "Untitled" : syncUp.title, toWidth: crumbWidth)
  }

  /// Draws the program's state into a frame of any size.
  public static func render(_ state: SyncUpsTerminal.State, into frame: inout Frame) {
    let keys = keyMap(state)
    switch state.app.path.ids.last.flatMap({ state.app.path[id: $0] }) {
    case nil:
      ListScreen.render(state, keys: keys, frame: &frame)
    case let .detail(detail)?:
      DetailScreen.render(detail, selection: state.detailRows.selection, keys: keys, frame: &frame)
    case let .meeting(meeting, syncUp)?:
      MeetingScreen.render(meeting, syncUp: syncUp, scroll: state.meeting, keys: keys, frame: &frame)
    case let .record(record)?:
      RecordScreen.render(
        record, isSimulated: state.isSimulated, isTranscriptionOff: state.isTranscriptionOff, keys: keys, frame: &frame)
    }
    renderOverlays(state, frame: &frame)
  }

  private static func renderOverlays(_ state: SyncUpsTerminal.State, frame: inout Frame) {
    let chrome = ScreenChrome(size: frame.size, path: [])
    // A click never acts on what a sheet or an alert hides.
    if state.visibleForm != nil || state.visibleAlert != nil || state.settingsNotice { frame.clickTargets = ClickTargets() }
    // A failed save keeps the list in memory and says so until a later save succeeds.
    if let error = state.app.syncUpsList.$syncUps.persistenceError {
      frame.render(Label("Not saved: \(error)", style: Style(.bold, foreground: .red)), in: chrome.statusArea)
    }
    if let (form, embed) = state.visibleForm, let formKeys = state.formKeyMap {
      FormScreen.render(
        form, isNew: state.app.path.isEmpty, input: state.formInput, keys: formKeys,
        focus: { .app(embed(.binding(.set(\.focus, $0)))) }, in: chrome.body, frame: &frame)
    }
    if let alert = state.visibleAlert {
      let box = AlertBox(
        title: alert.title, message: alert.message, buttons: alert.buttons, selection: alert.chosen(state.alertButtons.selection))
      frame.render(box, in: chrome.body)
      alert.markButtons(box, chrome.body, &frame)
    } else if state.settingsNotice {
      frame.render(AlertBox(title: "Settings (simulated)", message: settingsNoticeText, buttons: ["OK"]), in: chrome.body)
    }
  }

  /// What the simulated "Open settings" says: there is no settings app on this machine.
  static let settingsNoticeText = """
    This machine has no settings app and no recogniser. The speech permission is \
    simulated: start syncups with --speech-auth authorized (or SYNCUPS_SPEECH_AUTH=authorized) \
    to allow transcription.
    """

  /// The keys in force: an alert's, else the sheet's, else the top screen's. The hint bar
  /// is drawn from the same map, so it never offers a key that does nothing.
  public static func keyMap(_ state: SyncUpsTerminal.State) -> KeyMap<SyncUpsTerminal.Action> {
    if let alert = state.visibleAlert { return alert.keyMap(state.alertButtons.selection) }
    if state.settingsNotice {
      return KeyMap([KeyBinding([.enter, .escape], help: "OK", send: .settingsNoticeDismissed)])
    }
    if let formKeys = state.formKeyMap { return formKeys }
    guard let top = state.app.path.ids.last, let screen = state.app.path[id: top] else {
      let hasRows = !state.app.syncUpsList.syncUps.isEmpty
      let own = ListScreen.keyMap(state.app.syncUpsList, selection: state.list.selection)
      return KeyMap(
        ListCursor.keyBindings(help: "select", isEnabled: hasRows, send: SyncUpsTerminal.Action.list)
          + [KeyBinding([.enter], help: "open", send: .listRowOpened, isEnabled: hasRows)]
          + own.map { .app(.syncUpsList($0)) }.bindings + [.quit([.character("q")])]
      )
    }
    let back = KeyBinding<SyncUpsTerminal.Action>(
      [.escape, .left, .backspace], help: "back", send: .app(.path(.popFrom(id: top))))
    switch screen {
    case let .detail(detail):
      let own = DetailScreen.keyMap(detail, selection: state.detailRows.selection)
      return KeyMap(
        ListCursor.keyBindings(help: "select", send: SyncUpsTerminal.Action.detailRows)
          + [KeyBinding([.enter], help: "activate", send: .detailRowActivated)]
          + own.map { .app(.path(.element(id: top, action: .detail($0)))) }.bindings + [back, .quit([.character("q")])]
      )
    case .meeting:
      return KeyMap(
        TextScroll.keyBindings(page: MeetingScreen.page, send: SyncUpsTerminal.Action.meeting)
          + [back, .quit([.character("q")])])
    case .record:
      return RecordScreen.keyMap.map { .app(.path(.element(id: top, action: .record($0)))) }
    }
  }
}
