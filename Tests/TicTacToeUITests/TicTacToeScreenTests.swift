import ComposableCore
import TerminalUI
import TicTacToeAppCore
import TicTacToeAuthClient
import TicTacToeGameCore
import TicTacToeLoginCore
import TicTacToeNewGameCore
import TicTacToeTwoFactorCore
import TicTacToeUI
import Testing

/// Whole frames of each screen at 80 columns.
struct TicTacToeScreenTests {
  let rule = String(repeating: "─", count: 80)

  @Test func loginWhileSigningIn() {
    #expect(render(.login(.signingIn), height: 24) == """
       Tic-Tac-Toe > Login
      \(rule)
       Use any email with the password "password". An email containing "2fa" adds a
       confirmation step; its code is 1234.

         Email     [blob@example.com                         ]
         Password  [••••••••                                 ]

         [ Log in ]   signing in…













      \(rule)
       ^C quit
      """)
  }

  @Test func loginFailureShowsTheAlert() {
    #expect(render(.login(.failed), height: 24) == """
       Tic-Tac-Toe > Login
      \(rule)
       Use any email with the password "password". An email containing "2fa" adds a
       confirmation step; its code is 1234.

         Email     [blob                                     ]
         Password  [                                         ]

         [ Log in ]

                           ┌ Unknown user or wrong password. ──┐
                           │              [ OK ]               │
                           └───────────────────────────────────┘









      \(rule)
       ⏎/Esc OK
      """)
  }

  @Test func twoFactorPushedOverLogin() {
    #expect(render(.login(.confirming), height: 24) == """
       Tic-Tac-Toe > Login > Confirmation code
      \(rule)
       Enter the confirmation code sent to you (hint: 1234).

         Code      [12                   ]

         [ Submit ]















      \(rule)
       Esc back  ^C quit
      """)
  }

  @Test func newGameForm() {
    #expect(render(.newGame(.named), height: 24) == """
       Tic-Tac-Toe > New game
      \(rule)
         X player name  [Blob Sr.                    ]
         O player name  [Blob Jr.                    ]
         [ Let's play! ]

















      \(rule)
       Tab next field  ⏎ let's play  ^L log out  ^C quit
      """)
  }

  @Test func boardWithCursor() {
    #expect(render(.newGame(.playing(.midGame)), height: 24) == """
       Tic-Tac-Toe > New game > Game
      \(rule)

                                  Blob Sr., your move (X)

                                       X  │     │
                                     ─────┼─────┼─────
                                          │ [O] │
                                     ─────┼─────┼─────
                                          │     │  X












      \(rule)
       ←↑↓→ move  ⏎/space place  Esc quit game  ^C quit
      """)
  }

  @Test func winShowsPlayAgain() {
    #expect(render(.newGame(.playing(.xWon)), height: 24) == """
       Tic-Tac-Toe > New game > Game
      \(rule)

                                Blob Sr. wins — well played!

                                       X  │  X  │  X
                                     ─────┼─────┼─────
                                          │  O  │
                                     ─────┼─────┼─────
                                       O  │     │

                                      [ Play again? ]










      \(rule)
       p play again  Esc quit game  ^C quit
      """)
  }

  @Test func tallTerminalsGetTheLargeBoard() {
    #expect(render(.newGame(.playing(.midGame)), height: 40) == """
       Tic-Tac-Toe > New game > Game
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
       ←↑↓→ move  ⏎/space place  Esc quit game  ^C quit
      """)
  }

  @Test func drawShowsPlayAgain() {
    let lines = render(.newGame(.playing(.draw)), height: 24).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[3] == "                                  It's a draw!")
    #expect(lines[11] == "                                [ Play again? ]")
    #expect(lines[23] == " p play again  Esc quit game  ^C quit")
  }

  @Test func smallAndEmptyFramesDrawWithoutTrapping() {
    for (width, height) in [(0, 0), (1, 1), (20, 5)] {
      var frame = Frame(width: width, height: height)
      TicTacToeScreen.render(.newGame(.playing(.midGame)), into: &frame)
      TicTacToeScreen.render(.login(.failed), into: &frame)
    }
  }

  private func render(_ state: TicTacToe.State, height: Int) -> String {
    var frame = Frame(width: 80, height: height)
    TicTacToeScreen.render(state, into: &frame)
    return frame.text
  }
}
