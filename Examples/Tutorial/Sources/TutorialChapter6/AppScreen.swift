import ComposableArchitecture
import TerminalUI
import TutorialChapter2
import TutorialChapter3
import TutorialChapter4
import TutorialChapter5

/// The whole program on a terminal, as in chapter 5, with the list's keys here (its feature is
/// chapter 6's own now) and a status line that says when the file cannot be read or written.
public enum AppScreen {
  /// The screen on top of the stack, with the sheet or the alert its detail presents.
  public static func render(_ state: AppFeature.State, into frame: inout Frame) {
    let keys = keyMap(state)
    if let top = state.path.ids.last, let record = state.path[id: top]?.record {
      let chrome = ScreenChrome.draw(path: ["Sync-ups", record.syncUp.title, "Meeting"], keyMap: keys, into: &frame)
      RecordScreen.render(record, in: chrome.body, frame: &frame)
      return
    }
    guard let (_, detail) = topDetail(state) else {
      let chrome = ScreenChrome.draw(path: ["Sync-ups"], keyMap: keys, into: &frame)
      let list = state.syncUpsList
      SyncUpsListScreen.render(list.syncUps, selection: list.selection, in: chrome.body, frame: &frame)
      // The list stays in memory when the file fails, and says so until a later save succeeds.
      if let error = list.$syncUps.persistenceError {
        frame.render(Label("Not saved: \(error)", style: Style(.bold, foreground: .red)), in: chrome.statusArea)
      }
      return
    }
    let chrome = ScreenChrome.draw(path: ["Sync-ups", detail.syncUp.title], keyMap: keys, into: &frame)
    DetailScreen.render(detail.syncUp, in: chrome.body, frame: &frame)
    switch detail.destination {
    case let .edit(form)?:
      FormScreen.render(form, in: chrome.body, frame: &frame)
    case let .alert(alert)?:
      frame.render(AlertBox(alert), in: chrome.body)
    case nil:
      break
    }
  }

  /// The keys of what is in front: a meeting, else the alert, else the sheet, else the top screen.
  public static func keyMap(_ state: AppFeature.State) -> KeyMap<AppFeature.Action> {
    if let top = state.path.ids.last, state.path[id: top]?.record != nil {
      return RecordScreen.keyMap.map { .path(.element(id: top, action: .record($0))) }
    }
    guard let (top, detail) = topDetail(state) else {
      let list = state.syncUpsList
      return KeyMap(
        listKeys(list).map(AppFeature.Action.syncUpsList).bindings
          + [
            KeyBinding(
              [.enter], help: "open", send: .syncUpTapped(list.selected?.id ?? SyncUp.ID()),
              isEnabled: list.selected != nil
            ),
            .quit([.character("q")]),
          ]
      )
    }
    let send = { (action: SyncUpDetail.Action) in AppFeature.Action.path(.element(id: top, action: .detail(action))) }
    switch detail.destination {
    case let .edit(form)?:
      return FormScreen.keyMap(
        form, send: { send(.destination(.presented(.edit($0)))) }, save: send(.doneEditingButtonTapped),
        cancel: send(.cancelEditButtonTapped)
      )
    case .alert?:
      // The alert opens on its safe button, Cancel, which Enter presses.
      return KeyMap([
        KeyBinding([.enter, .escape], help: "cancel", send: send(.destination(.dismiss))),
        KeyBinding([.character("d")], help: "delete", send: send(.destination(.presented(.alert(.confirmDeletion))))),
      ])
    case nil:
      return KeyMap([
        KeyBinding([.character("s")], help: "start meeting", send: send(.startMeetingButtonTapped)),
        KeyBinding([.character("e")], help: "edit", send: send(.editButtonTapped)),
        KeyBinding([.character("d")], help: "delete", send: send(.deleteButtonTapped)),
        KeyBinding([.escape], help: "back", send: .path(.popFrom(id: top))),
        .quit([.character("q")]),
      ])
    }
  }

  /// The list's own keys: ↑↓ (k j) select, Home/End (g G) go to either end, a adds, d deletes
  /// the selected sync-up.
  static func listKeys(_ list: SyncUpsList.State) -> KeyMap<SyncUpsList.Action> {
    KeyMap([
      KeyBinding([.up, .character("k")], help: "previous", send: .selectionMoved(by: -1), isEnabled: list.selection > 0),
      KeyBinding(
        [.down, .character("j")], help: "next", send: .selectionMoved(by: 1),
        isEnabled: list.selection < list.syncUps.count - 1
      ),
      // The first and the last row, as in every list; the move is clamped to the list.
      KeyBinding([.home, .character("g")], help: "", send: .selectionMoved(by: -list.syncUps.count)),
      KeyBinding([.end, .character("G")], help: "", send: .selectionMoved(by: list.syncUps.count)),
      KeyBinding([.character("a")], help: "add", send: .addButtonTapped),
      KeyBinding(
        [.character("d")], help: "delete", send: .deleteButtonTapped(id: list.selected?.id ?? SyncUp.ID()),
        isEnabled: list.selected != nil
      ),
    ])
  }

  /// The detail on top of the stack, with its id there; nil on the list.
  static func topDetail(_ state: AppFeature.State) -> (StackElementID, SyncUpDetail.State)? {
    guard let top = state.path.ids.last, case let .detail(detail)? = state.path[id: top] else { return nil }
    return (top, detail)
  }
}
