import ComposableArchitecture
import TerminalUI
import TicTacToeAppCore
import TicTacToeGameCore
import TicTacToeLoginCore
import TicTacToeNewGameCore
import TicTacToeUI
import Testing

/// The screen in the run loop on a headless terminal: typing, resizing, too small.
@MainActor
struct TicTacToeRunLoopTests {
  @Test func resizeKeepsTheBoard() async {
    let store = Store(initialState: TicTacToe.State.newGame(.playing(.midGame))) { TicTacToe.body }
    let terminal = HeadlessBackend(width: 80, height: 24)
    let loop = Task {
      await run(
        store, on: terminal, minimumSize: TicTacToeScreen.minimumSize,
        render: TicTacToeScreen.render, keyMap: TicTacToeScreen.keyMap
      )
    }
    terminal.press(.char("1"))
    _ = await terminal.settle()
    var played = Game.State.midGame
    played.board[2, 0] = .x
    played.currentPlayer = .o
    #expect(store.state == .newGame(.playing(played)))
    #expect(terminal.text == rendered(store.state, width: 80, height: 24))
    #expect(terminal.frame.line(9).hasPrefix("                                 X  │     │  X"))

    terminal.resize(width: 100, height: 40)
    _ = await terminal.settle()
    #expect(store.state == .newGame(.playing(played)))
    #expect(terminal.text == rendered(store.state, width: 100, height: 40))
    #expect(terminal.text.contains("───────┼───────┼───────"))

    terminal.resize(width: 59, height: 20)
    _ = await terminal.settle()
    #expect(terminal.text.contains("terminal too small (need 60x20)"))

    terminal.resize(width: 80, height: 24)
    _ = await terminal.settle()
    #expect(terminal.text == rendered(store.state, width: 80, height: 24))
    terminal.press(.control("c"))
    #expect(await loop.value == .quit)
  }

  /// The program's own screen and keys, as `tictactoe` runs them: typing goes in at the
  /// text cursor, which the frame shows there.
  @Test func typingInTheMiddleOfAField() async {
    let store = Store(initialState: TicTacToeTerminal.State()) { TicTacToeTerminal() }
    let terminal = HeadlessBackend(width: 80, height: 24)
    let loop = Task {
      await run(
        store, on: terminal, minimumSize: TicTacToeScreen.minimumSize,
        render: TicTacToeTerminalScreen.render, keyMap: TicTacToeTerminalScreen.keyMap
      )
    }
    for key: Key in [.char("a"), .char("c"), .left, .char("b")] {
      terminal.press(key)
      _ = await terminal.settle()
    }
    var login = Login.State()
    login.email = "abc"
    #expect(store.state.app == .login(login))
    #expect(store.state.input.cursor == 2)
    #expect(terminal.frame.line(5).hasPrefix("   Email     [abc      "))
    #expect(terminal.frame[16, 5].style.attributes.contains(.reverse), "the cursor on the c")
    terminal.press(.control("c"))
    #expect(await loop.value == .quit)
  }

  private func rendered(_ state: TicTacToe.State, width: Int, height: Int) -> String {
    var frame = Frame(width: width, height: height)
    TicTacToeScreen.render(state, into: &frame)
    return frame.text
  }
}
