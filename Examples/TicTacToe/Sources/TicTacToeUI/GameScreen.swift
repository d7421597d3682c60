import ComposableArchitecture
import TerminalUI
import TicTacToeGameCore

/// The game: whose move it is (or the result), the board with its cursor, and
/// [ Play again? ] once the game is over.
public enum GameScreen {
  /// Terminals at least this tall get the large board (7x3 cells).
  public static let largeBoardHeight = 40

  /// The breadcrumb of the screen.
  static let path = ["Tic-Tac-Toe", "New game", "Game"]

  /// Draws the game for `state` into the body area.
  static func render(_ state: Game.State, in body: Rect, frame: inout Frame) {
    frame.render(Label(title(of: state, width: body.width), style: .bold, alignment: .center), in: body.row(1))
    let board = BoardView(
      board: state.board, cursor: state.isOver ? nil : state.cursor, isLarge: frame.size.height >= largeBoardHeight
    )
    let boardArea = Rect(x: body.x, y: body.y + 3, width: body.width, height: board.size.height).intersection(body)
    frame.render(board, in: boardArea)
    if !state.isOver {
      // A click places a mark on its square, as Enter does on the cursor's.
      for (cell, area) in board.cellAreas(in: boardArea) {
        frame.onClick(area, send: Game.Action.cellTapped(row: cell.row, column: cell.column))
      }
    }
    if state.isOver {
      frame.render(
        Label("[ Play again? ]", style: .bold, alignment: .center),
        in: Rect(x: body.x, y: boardArea.maxY + 1, width: body.width, height: 1).intersection(body)
      )
    }
  }

  /// The title, fitted to `width` by cutting the name in it with "…" rather than the end, so
  /// "wins" and "your move (X)" stay readable however long a name is.
  static func title(of state: Game.State, width: Int) -> String {
    let title = state.title
    guard DisplayWidth.of(title) > width else { return title }
    let room = width - DisplayWidth.of(state.title(showingNames: { _ in "" }))
    return state.title(showingNames: { shortened($0, toWidth: max(room, 1)) })
  }

  /// `text` as it fits in `width` cells (at least 1): whole when it fits, else as many whole
  /// characters as leave room for a closing "…".
  static func shortened(_ text: String, toWidth width: Int) -> String {
    guard DisplayWidth.of(text) > width else { return text }
    var kept = ""
    var used = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      guard used + characterWidth <= width - 1 else { break }
      kept.append(character)
      used += characterWidth
    }
    return kept + "…"
  }

  /// The keys of the game. Moving (arrows, or h j k l as in vim) and placing work until the
  /// game is over; then Enter (the highlighted button) or `p` plays again. Digits 1-9 place a
  /// mark in keypad layout.
  static func keyMap(_ state: Game.State) -> KeyMap<Game.Action> {
    let cursor = state.cursor
    let isPlaying = !state.isOver
    let bindings: [KeyBinding<Game.Action>] = [
      KeyBinding([.left, .char("h")], help: "move", send: .cursorMoved(row: cursor.row, column: cursor.column - 1), isEnabled: isPlaying),
      KeyBinding([.up, .char("k")], help: "move", send: .cursorMoved(row: cursor.row - 1, column: cursor.column), isEnabled: isPlaying),
      KeyBinding([.down, .char("j")], help: "move", send: .cursorMoved(row: cursor.row + 1, column: cursor.column), isEnabled: isPlaying),
      KeyBinding([.right, .char("l")], help: "move", send: .cursorMoved(row: cursor.row, column: cursor.column + 1), isEnabled: isPlaying),
      KeyBinding(
        [.enter, .char(" ")], help: "place", send: .cellTapped(row: cursor.row, column: cursor.column), isEnabled: isPlaying
      ),
    ]
    + keypadBindings(isEnabled: isPlaying)
    + [
      KeyBinding([.enter, .char("p")], help: "play again", send: .playAgainButtonTapped, isEnabled: !isPlaying),
      KeyBinding([.escape], help: "quit game", send: .quitButtonTapped),
      .quit([.control("c")]),
    ]
    return KeyMap(bindings)
  }

  /// One binding per digit, placing a mark on the cell the digit names in keypad layout (7 8 9
  /// is the top row, 1 2 3 the bottom one). Their help differs from Enter's "place", so the
  /// hint bar shows them apart as "1-9 place (keypad)".
  static func keypadBindings(isEnabled: Bool) -> [KeyBinding<Game.Action>] {
    (1...9).map { digit in
      KeyBinding(
        [.char(Character(String(digit)))], help: "place (keypad)",
        send: .cellTapped(row: 2 - (digit - 1) / 3, column: (digit - 1) % 3), isEnabled: isEnabled
      )
    }
  }
}
