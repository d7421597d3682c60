import ComposableArchitecture
import TerminalUI
import TicTacToeNewGameCore

/// The two player-name fields and [ Let's play! ]; the game is drawn by `GameScreen` when
/// presented.
public enum NewGameScreen {
  /// The breadcrumb of the screen.
  static let path = ["Tic-Tac-Toe", "New game"]

  /// Draws the new-game form for `state` into the body area, the text cursor at `caret` in
  /// the focused field (nil: at its end).
  static func render(_ state: NewGame.State, caret: Int?, in body: Rect, frame: inout Frame) {
    let form = body.inset(horizontal: 2)
    let xRow = Rect(x: form.x, y: form.y, width: 45, height: 1).intersection(form)
    let oRow = Rect(x: form.x, y: form.y + 1, width: 45, height: 1).intersection(form)
    // A click focuses a name, as Tab does.
    frame.onClick(xRow, send: NewGame.Action.binding(.set(\.focus, .xPlayerName)))
    frame.onClick(oRow, send: NewGame.Action.binding(.set(\.focus, .oPlayerName)))
    frame.render(
      FormField(
        label: "X player name", labelWidth: 15, text: state.xPlayerName, cursor: state.focus == .xPlayerName ? caret : nil,
        isFocused: state.focus == .xPlayerName, isEnabled: true
      ),
      in: xRow
    )
    frame.render(
      FormField(
        label: "O player name", labelWidth: 15, text: state.oPlayerName, cursor: state.focus == .oPlayerName ? caret : nil,
        isFocused: state.focus == .oPlayerName, isEnabled: true
      ),
      in: oRow
    )
    frame.render(
      Button(title: "Let's play!", isEnabled: state.isFormValid),
      in: Rect(x: form.x, y: form.y + 2, width: form.width, height: 1).intersection(form)
    )
  }

  /// The keys of the form: Tab between the names, Enter to play, Esc (back, as everywhere) to
  /// log out. Typing into the names is the terminal feature's (`TicTacToeTerminalScreen`).
  static func keyMap(_ state: NewGame.State) -> KeyMap<NewGame.Action> {
    let other: NewGame.State.Field = state.focus == .xPlayerName ? .oPlayerName : .xPlayerName
    return KeyMap([
      KeyBinding([.tab], help: "next field", send: .binding(.set(\.focus, other))),
      KeyBinding([.backTab, .down, .up], help: "", send: .binding(.set(\.focus, other))),
      KeyBinding([.enter], help: "let's play", send: .letsPlayButtonTapped, isEnabled: state.isFormValid),
      KeyBinding([.escape], help: "log out", send: .logoutButtonTapped),
      .quit([.control("c")]),
    ])
  }
}
