import ComposableArchitecture
import TerminalUI
import TicTacToeAppCore
import TicTacToeAuthClient
import TicTacToeGameCore
import TicTacToeLoginCore
import TicTacToeNewGameCore
import TicTacToeTwoFactorCore
import TicTacToeUI
import Testing

/// Whole frames of the game screen at 80 columns.
struct GameScreenTests {
  @Test func boardWithCursor() {
    #expect(render(.newGame(.playing(.midGame)), height: 24) == """
       Tic-Tac-Toe › New game › Game
      \(rule)

                                  Blob Sr., your move (X)

                                       X  │     │
                                     ─────┼─────┼─────
                                          │ [O] │
                                     ─────┼─────┼─────
                                          │     │  X











      \(rule)

       ←↑↓→/hjkl move  ⏎/space place  1-9 place (keypad)  Esc quit game  ^C quit
      """)
  }

  @Test func winShowsPlayAgain() {
    #expect(render(.newGame(.playing(.xWon)), height: 24) == """
       Tic-Tac-Toe › New game › Game
      \(rule)

                                Blob Sr. wins — well played!

                                       X  │  X  │  X
                                     ─────┼─────┼─────
                                          │  O  │
                                     ─────┼─────┼─────
                                       O  │     │

                                      [ Play again? ]









      \(rule)

       ⏎/p play again  Esc quit game  ^C quit
      """)
  }

  @Test func tallTerminalsGetTheLargeBoard() {
    #expect(render(.newGame(.playing(.midGame)), height: 40) == """
       Tic-Tac-Toe › New game › Game
      \(rule)

                                  Blob Sr., your move (X)

                                         │       │
                                     X   │       │
                                         │       │
                                  ───────┼───────┼───────
                                         │       │
                                         │  [O]  │
                                         │       │
                                  ───────┼───────┼───────
                                         │       │
                                         │       │   X
                                         │       │





















      \(rule)

       ←↑↓→/hjkl move  ⏎/space place  1-9 place (keypad)  Esc quit game  ^C quit
      """)
  }

  @Test func theWinningLineIsReversed() {
    var frame = Frame(width: 80, height: 24)
    TicTacToeScreen.render(.newGame(.playing(.xWon)), into: &frame)
    #expect(frame[33, 5].style == Style([.bold, .reverse], foreground: .red), "the mark keeps its colour")
    #expect(cells(with: .reverse, in: frame) == """





                                     ##### ##### #####


















      """)
  }

  /// On the large board the whole 7x3 cell is reversed, not only the row of its mark.
  @Test func theLargeBoardReversesWholeCellsOfTheWinningLine() {
    var game = Game.State.midGame
    game.board[1, 1] = .x
    var frame = Frame(width: 80, height: 40)
    TicTacToeScreen.render(.newGame(.playing(game)), into: &frame)
    #expect(cells(with: .reverse, in: frame) == """





                                  #######
                                  #######
                                  #######

                                          #######
                                          #######
                                          #######

                                                  #######
                                                  #######
                                                  #######
























      """)
  }

  /// A 60-character name: the title would take 80 columns, the body has 78, so the name
  /// is cut and "wins" stays.
  @Test func aLongWinnerNameIsShortenedAndWinsStays() {
    let name = String(String(repeating: "Blob Sr. ", count: 7).prefix(60))
    var game = Game.State(oPlayerName: "Blob Jr.", xPlayerName: name)
    game.board = Game.State.xWon.board
    #expect(render(.newGame(.playing(game)), height: 24) == """
       Tic-Tac-Toe › New game › Game
      \(rule)

       Blob Sr. Blob Sr. Blob Sr. Blob Sr. Blob Sr. Blob Sr. Blo… wins — well played!

                                       X  │  X  │  X
                                     ─────┼─────┼─────
                                          │  O  │
                                     ─────┼─────┼─────
                                       O  │     │

                                      [ Play again? ]









      \(rule)

       ⏎/p play again  Esc quit game  ^C quit
      """)
  }

  /// Widths are display cells: 35 wide characters take 70 of them.
  @Test func aLongWideNameIsShortenedByItsWidth() {
    let game = Game.State(oPlayerName: "Blob Jr.", xPlayerName: String(repeating: "日本", count: 17) + "日")
    let lines = render(.newGame(.playing(game)), height: 24).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[3] == " " + String(repeating: "日本", count: 15) + "日…, your move (X)")
  }

  @Test func drawShowsPlayAgain() {
    let lines = render(.newGame(.playing(.draw)), height: 24).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[3] == "                                  It's a draw!")
    #expect(lines[11] == "                                [ Play again? ]")
    #expect(lines[23] == " ⏎/p play again  Esc quit game  ^C quit")
  }

  @Test func smallAndEmptyFramesDrawWithoutTrapping() {
    for (width, height) in [(0, 0), (1, 1), (20, 5)] {
      var frame = Frame(width: width, height: height)
      TicTacToeScreen.render(.newGame(.playing(.midGame)), into: &frame)
      TicTacToeScreen.render(.login(.failed), into: &frame)
    }
  }
}
