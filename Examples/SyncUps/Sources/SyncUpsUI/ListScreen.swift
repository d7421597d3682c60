import ComposableArchitecture
import SyncUpsCore
import TerminalUI

/// The list of sync-ups: one row each, coloured by its theme, with the count in the title row.
enum ListScreen {
  static func render(_ state: SyncUpsTerminal.State, keys: KeyMap<SyncUpsTerminal.Action>, frame: inout Frame) {
    let syncUps = state.app.syncUpsList.syncUps
    let count = "\(syncUps.count) sync-up\(syncUps.count == 1 ? "" : "s")"
    let chrome = ScreenChrome.draw(
      path: [SyncUpsScreen.appTitle], keyMap: keys, accessoryWidth: DisplayWidth.of(count), into: &frame)
    frame.render(Label(count, alignment: .trailing), in: chrome.accessoryArea)
    guard !syncUps.isEmpty else {
      frame.render(
        Label("No sync-ups yet — press a", style: .dim, alignment: .center), in: chrome.body.row(chrome.body.height / 2))
      return
    }
    let width = chrome.body.width
    let list = state.list.listView(selectedStyle: .bold, rowStyle: { SyncUpsScreen.themeStyle(syncUps[$0].theme) }) {
      row(syncUps[$0], width: width - 3)
    }
    frame.render(list, in: chrome.body)
    state.list.markRows(of: list, in: chrome.body, frame: &frame, send: SyncUpsTerminal.Action.list)
  }

  /// One row of the list: the title on the left, people and length on the right.
  static func row(_ syncUp: SyncUp, width: Int) -> String {
    let people = "\(syncUp.attendees.count) \(syncUp.attendees.count == 1 ? "person" : "people")"
    let right = "\(people.padding(toLeft: 10))  \(SyncUpsScreen.minutes(syncUp.duration).padding(toLeft: 8))"
    let title = syncUp.title.isEmpty ? "Untitled" : syncUp.title
    let room = max(0, width - DisplayWidth.of(right) - 2)
    let shown = DisplayWidth.of(title) > room ? String(title.prefix(max(0, room - 1))) + "…" : title
    return "▌" + shown + String(repeating: " ", count: max(1, width - 1 - DisplayWidth.of(shown) - DisplayWidth.of(right)))
      + right
  }

  /// The list's own keys, in the list's actions: add, and delete the selected sync-up.
  static func keyMap(_ list: SyncUpsList.State, selection: Int) -> KeyMap<SyncUpsList.Action> {
    let selected = list.syncUps.isEmpty ? nil : list.syncUps[min(selection, list.syncUps.count - 1)].id
    return KeyMap([
      KeyBinding([.character("a")], help: "add", send: .addSyncUpButtonTapped),
      KeyBinding(
        [.character("d")], help: "delete", send: .deleteRequested(selected ?? SyncUp.ID()), isEnabled: selected != nil),
    ])
  }
}
