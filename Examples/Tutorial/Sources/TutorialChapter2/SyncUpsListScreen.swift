import ComposableArchitecture
import TerminalUI

/// The list on a terminal: a row per sync-up, the selected one marked, and the list's keys.
public enum SyncUpsListScreen {
  /// The list under its title, with the keys' hints below.
  public static func render(_ state: SyncUpsList.State, into frame: inout Frame) {
    let chrome = ScreenChrome.draw(path: ["Sync-ups"], keyMap: keyMap(state), into: &frame)
    render(state, in: chrome.body, frame: &frame)
  }

  /// The rows alone, in `area`: later chapters draw them under their own title.
  public static func render(_ state: SyncUpsList.State, in area: Rect, frame: inout Frame) {
    render(state.syncUps, selection: state.selection, in: area, frame: &frame)
  }

  /// The rows of `syncUps`, the one at `selection` marked.
  public static func render(_ syncUps: IdentifiedArrayOf<SyncUp>, selection: Int, in area: Rect, frame: inout Frame) {
    guard !syncUps.isEmpty else {
      frame.render(Label("No sync-ups yet: press a to add one.", style: .dim), in: area.row(0))
      return
    }
    frame.render(ListView(count: syncUps.count, selection: selection) { row(syncUps[$0]) }, in: area)
  }

  /// One row: the title, then how many attend and how long it lasts.
  public static func row(_ syncUp: SyncUp) -> String {
    let people = syncUp.attendees.count == 1 ? "1 person" : "\(syncUp.attendees.count) people"
    return "\(syncUp.title.isEmpty ? "Untitled" : syncUp.title) · \(people) · \(minutes(syncUp.duration))"
  }

  /// A length as the screens say it: "5 min".
  public static func minutes(_ duration: Duration) -> String {
    "\(duration.components.seconds / 60) min"
  }

  /// ↑↓ select, a adds, d deletes the selected sync-up, q quits.
  public static func keyMap(_ state: SyncUpsList.State) -> KeyMap<SyncUpsList.Action> {
    KeyMap(listKeys(state).bindings + [.quit([.character("q")])])
  }

  /// The list's own keys, without quit: later chapters add theirs around them.
  public static func listKeys(_ state: SyncUpsList.State) -> KeyMap<SyncUpsList.Action> {
    KeyMap([
      KeyBinding([.up, .character("k")], help: "previous", send: .selectionMoved(by: -1), isEnabled: state.selection > 0),
      KeyBinding(
        [.down, .character("j")], help: "next", send: .selectionMoved(by: 1),
        isEnabled: state.selection < state.syncUps.count - 1
      ),
      // The first and the last row, as in every list; the move is clamped to the list.
      KeyBinding([.home, .character("g")], help: "", send: .selectionMoved(by: -state.syncUps.count)),
      KeyBinding([.end, .character("G")], help: "", send: .selectionMoved(by: state.syncUps.count)),
      KeyBinding([.character("a")], help: "add", send: .addButtonTapped),
      KeyBinding(
        [.character("d")], help: "delete", send: .deleteButtonTapped(id: state.selected?.id ?? SyncUp.ID()),
        isEnabled: state.selected != nil
      ),
    ])
  }
}
