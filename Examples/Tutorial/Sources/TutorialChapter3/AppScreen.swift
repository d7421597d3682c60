import ComposableArchitecture
import TerminalUI
import TutorialChapter2

/// The whole program on a terminal: the screen on top of the stack, and its keys. The list's
/// keys are the list feature's, lifted into the app's actions with `map`, as `Scope` lifts its
/// reducer.
public enum AppScreen {
  /// The screen on top of the stack, drawn into a frame of any size.
  public static func render(_ state: AppFeature.State, into frame: inout Frame) {
    let keys = keyMap(state)
    guard let top = state.path.ids.last, case let .detail(syncUp)? = state.path[id: top] else {
      let chrome = ScreenChrome.draw(path: ["Sync-ups"], keyMap: keys, into: &frame)
      SyncUpsListScreen.render(state.syncUpsList, in: chrome.body, frame: &frame)
      return
    }
    let chrome = ScreenChrome.draw(path: ["Sync-ups", syncUp.title], keyMap: keys, into: &frame)
    DetailScreen.render(syncUp, in: chrome.body, frame: &frame)
  }

  /// On the list: its keys, and Enter to open the selected sync-up. On a pushed screen: Esc
  /// pops it.
  public static func keyMap(_ state: AppFeature.State) -> KeyMap<AppFeature.Action> {
    guard let top = state.path.ids.last else {
      let list = state.syncUpsList
      return KeyMap(
        SyncUpsListScreen.listKeys(list).map(AppFeature.Action.syncUpsList).bindings
          + [
            KeyBinding(
              [.enter], help: "open", send: .syncUpTapped(list.selected?.id ?? SyncUp.ID()),
              isEnabled: list.selected != nil
            ),
            .quit([.character("q")]),
          ]
      )
    }
    return KeyMap([
      KeyBinding([.escape], help: "back", send: .path(.popFrom(id: top))),
      .quit([.character("q")]),
    ])
  }
}
