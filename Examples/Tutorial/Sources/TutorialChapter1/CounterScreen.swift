import TerminalUI

/// The counter on a terminal: `render` draws a frame from the state alone, and `keyMap` turns
/// keys into the feature's actions. The hint bar is drawn from the same key map, so a hint
/// never offers a key that does nothing.
public enum CounterScreen {
  /// The count in the middle of the screen, under its title, with the keys' hints below.
  public static func render(_ state: CounterFeature.State, into frame: inout Frame) {
    let chrome = ScreenChrome.draw(path: ["Counter"], keyMap: keyMap(state), into: &frame)
    frame.render(Label("\(state.count)", style: .bold, alignment: .center), in: chrome.body.row(chrome.body.height / 2))
  }

  /// + and - change the count, 0 resets it (only when there is something to reset), q quits.
  public static func keyMap(_ state: CounterFeature.State) -> KeyMap<CounterFeature.Action> {
    KeyMap([
      KeyBinding([.character("+"), .character("=")], help: "increment", send: .incrementButtonTapped),
      KeyBinding([.character("-")], help: "decrement", send: .decrementButtonTapped),
      KeyBinding([.character("0")], help: "reset", send: .resetButtonTapped, isEnabled: state.count != 0),
      .quit([.character("q")]),
    ])
  }
}
