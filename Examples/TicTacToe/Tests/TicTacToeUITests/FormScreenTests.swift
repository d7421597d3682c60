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

/// Whole frames of the login, confirmation and new-game screens at 80 columns.
struct FormScreenTests {
  @Test func loginWhileSigningIn() {
    #expect(render(.login(.signingIn), height: 24) == """
       Tic-Tac-Toe › Login
      \(rule)
       Use any email with the password "password". An email containing "2fa" adds a
       confirmation step; its code is 1234.

         Email     [blob@example.com                         ]
         Password  [••••••••                                 ]

         [ Log in ]   ⠋ signing in…












      \(rule)

       ^C quit
      """)
  }

  @Test func loginFailureShowsTheAlert() {
    #expect(render(.login(.failed), height: 24) == """
       Tic-Tac-Toe › Login
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
       Tic-Tac-Toe › Login › Confirmation code
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
       Tic-Tac-Toe › New game
      \(rule)
         X player name  [Blob Sr.                    ]
         O player name  [Blob Jr.                    ]
         [ Let's play! ]
















      \(rule)

       Tab next field  ⏎ let's play  Esc log out  ^C quit
      """)
  }

  /// The text cursor is the terminal feature's: drawn reversed at its place in the email.
  @Test func theCursorSitsInTheMiddleOfTheEmail() {
    var login = Login.State.signingIn
    login.isLoginRequestInFlight = false
    var state = TicTacToeTerminal.State(app: .login(login))
    state.input = TextFieldState(state.input.text, cursor: 4)
    var frame = Frame(width: 80, height: 24)
    TicTacToeTerminalScreen.render(state, into: &frame)
    #expect(frame.text.split(separator: "\n", omittingEmptySubsequences: false)[5]
      == "   Email     [blob@example.com                         ]")
    #expect(cells(with: .reverse, in: frame) == """





                        #


















      """)
  }

  /// One dot per character, so the cursor sits between the same dots as in the password.
  @Test func theCursorSitsInTheMiddleOfThePassword() {
    var login = Login.State.signingIn
    login.isLoginRequestInFlight = false
    login.focus = .password
    var state = TicTacToeTerminal.State(app: .login(login))
    state.input = TextFieldState(state.input.text, cursor: 3)
    var frame = Frame(width: 80, height: 24)
    TicTacToeTerminalScreen.render(state, into: &frame)
    #expect(cells(with: .reverse, in: frame) == """






                       #

















      """)
  }

  /// A wide character under the cursor is reversed across both of its cells.
  @Test func theCursorOnAWideCharacterOfAName() {
    var newGame = NewGame.State.named
    newGame.oPlayerName = "Zoë 日本"
    var state = TicTacToeTerminal.State(app: .newGame(newGame))
    state.input = TextFieldState(state.input.text, cursor: 4)
    var frame = Frame(width: 80, height: 24)
    TicTacToeTerminalScreen.render(state, into: &frame)
    #expect(frame.text.split(separator: "\n", omittingEmptySubsequences: false)[3]
      == "   O player name  [Zoë 日本                    ]")
    #expect(cells(with: .reverse, in: frame) == """



                             ##




















      """)
  }

  @Test func focusMovesTheCursorBetweenFields() {
    var state = Login.State()
    state.email = "ab"
    var frame = Frame(width: 80, height: 24)
    TicTacToeScreen.render(.login(state), into: &frame)
    // The email field starts at column 14; its cursor sits after the text.
    #expect(frame[16, 5].style.attributes.contains(.reverse))
    #expect(!frame[14, 6].style.attributes.contains(.reverse))
    state.focus = .password
    TicTacToeScreen.render(.login(state), into: &frame)
    #expect(!frame[16, 5].style.attributes.contains(.reverse))
    #expect(frame[14, 6].style.attributes.contains(.reverse))
  }

  @Test func confirmingShowsProgressAndDimsTheForm() {
    var login = Login.State()
    login.twoFactor = TwoFactor.State(token: "deadbeef")
    login.twoFactor?.code = "1234"
    login.twoFactor?.isFormValid = true
    login.twoFactor?.isTwoFactorRequestInFlight = true
    let lines = render(.login(login), height: 24).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[6] == "   [ Submit ]   ⠋ confirming…")
    #expect(lines[23] == " Esc back  ^C quit")
  }
}
