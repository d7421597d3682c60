import ComposableCore
import TerminalUI
import TicTacToeAppCore
import TicTacToeGameCore
import TicTacToeNewGameCore
import TicTacToeUI
import Testing

/// The screen in the run loop on a headless terminal: typing, resizing, too small.
@MainActor
struct TicTacToeRunLoopTests {
  @Test func resizeKeepsTheBoard() async {
    let store = Store(initialState: TicTacToe.State.newGame(.playing(.midGame))) { TicTacToe() }
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

    terminal.resize(width: 60, height: 20)
    _ = await terminal.settle()
    #expect(terminal.text.contains("terminal too small (need 80x24)"))

    terminal.resize(width: 80, height: 24)
    _ = await terminal.settle()
    #expect(terminal.text == rendered(store.state, width: 80, height: 24))
    terminal.press(.control("c"))
    #expect(await loop.value == .quit)
  }

  private func rendered(_ state: TicTacToe.State, width: Int, height: Int) -> String {
    var frame = Frame(width: width, height: height)
    TicTacToeScreen.render(state, into: &frame)
    return frame.text
  }
}
