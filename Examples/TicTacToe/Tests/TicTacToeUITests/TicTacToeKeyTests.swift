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

/// Keys through the program's key map into the real reducers, with a test clock.
@MainActor
struct TicTacToeKeyTests {
  let clock = TestClock()

  func makeStore(_ state: TicTacToe.State = TicTacToe.State()) -> TestStore<TicTacToeTerminal.State, TicTacToeTerminal.Action> {
    let initialState = TicTacToeTerminal.State(app: state)
    let store = TestStore(initialState: initialState) { TicTacToeTerminal() } withDependencies: { [clock] in
      $0.authenticationClient = .demoRules(clock: clock)
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    return store
  }

  @Test func typingTabAndEnterSignIn() async {
    let store = makeStore()
    await press(store, "blob@x")
    #expect(store.state.app == .login(loginForm(email: "blob@x")))
    await press(store, [.tab])
    await press(store, "pass")
    await press(store, [.backspace, .backspace, .char("s"), .char("s")])
    await press(store, "word")
    var expected = loginForm(email: "blob@x", password: "password")
    expected.focus = .password
    #expect(store.state.app == .login(expected))
    await press(store, [.enter])
    expected.isLoginRequestInFlight = true
    #expect(store.state.app == .login(expected))
    await press(store, "zz")
    #expect(store.state.app == .login(expected), "typing is ignored while signing in")
    await clock.advance(by: .seconds(1))
    await store.receive(\.app)
    #expect(store.state.app == .newGame(NewGame.State()))
  }

  @Test func escapeOnTwoFactorGoesBackAndCancelsTheRequest() async {
    let store = makeStore(.login(loginForm(email: "2fa@x", password: "password")))
    await press(store, [.enter])
    await clock.advance(by: .seconds(1))
    await store.receive(\.app)
    await press(store, "1234")
    await press(store, [.enter])
    guard case .login(let login) = store.state.app else {
      Issue.record("expected the login flow, got \(store.state)")
      return
    }
    #expect(login.twoFactor?.isTwoFactorRequestInFlight == true)
    #expect(clock.sleeperCount == 2, "the request and the spinner")
    await press(store, [.escape])
    #expect(store.state.app == .login(loginForm(email: "2fa@x", password: "password")))
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func boardKeysPlaceMarksAndEscapeQuits() async {
    let store = makeStore(.newGame(.named))
    await press(store, [.enter])
    await press(store, [.char("7"), .right, .up, .enter, .char("5"), .char("5")])
    var game = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    game.board = Board(rows: [[.x, nil, nil], [nil, .x, nil], [nil, nil, nil]])
    game.board[0, 2] = .o
    game.cursor = Cursor(row: 0, column: 2)
    game.currentPlayer = .o
    #expect(store.state.app == .newGame(.playing(game)))
    await press(store, [.char("p")])
    #expect(store.state.app == .newGame(.playing(game)), "play again waits for the game to end")
    await press(store, [.escape])
    #expect(store.state.app == .newGame(.named))
    // Esc again asks before logging out, on Stay: Enter at once keeps the names.
    await press(store, [.escape])
    #expect(store.state.logout == .logOut)
    // The hint bar under the question shows its keys, not the form's.
    var frame = Frame(width: 80, height: 24)
    TicTacToeTerminalScreen.render(store.state, into: &frame)
    #expect(frame.lines[23].contains("choose") && !frame.lines[23].contains("let's play"), "\(frame.lines[23])")
    await press(store, [.enter])
    #expect(store.state.logout == nil)
    #expect(store.state.app == .newGame(.named))
    await press(store, [.escape, .left, .enter])
    #expect(store.state.app == .login(Login.State()))
  }

  @Test func wonGameOnlyPlaysAgainOrQuits() async {
    let store = makeStore(.newGame(.playing(.xWon)))
    await press(store, [.char("1"), .char(" "), .left])
    #expect(store.state.app == .newGame(.playing(.xWon)))
    await press(store, [.char("p")])
    #expect(store.state.app == .newGame(.playing(Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."))))
  }

  @Test func enterPressesPlayAgainOnceTheGameIsOver() async {
    let store = makeStore(.newGame(.playing(.draw)))
    await press(store, [.enter])
    #expect(store.state.app == .newGame(.playing(Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr."))))
  }

  @Test func digitsNameTheCellsInKeypadLayout() {
    let keys = TicTacToeScreen.keyMap(.newGame(.playing(.midGame)))
    let cells = "123456789".map { digit -> Cursor? in
      guard case .send(.newGame(.game(.presented(.cellTapped(let row, let column)))))? = keys.command(for: .char(digit))
      else { return nil }
      return Cursor(row: row, column: column)
    }
    let rows = [2, 2, 2, 1, 1, 1, 0, 0, 0]
    #expect(cells == zip(rows, [0, 1, 2, 0, 1, 2, 0, 1, 2]).map { Cursor(row: $0, column: $1) })
  }

  /// h j k l move on the board as the arrows do, as in vim.
  @Test func hjklMoveLikeTheArrows() {
    let keys = TicTacToeScreen.keyMap(.newGame(.playing(.midGame)))
    for (letter, arrow) in [("h", Key.left), ("j", .down), ("k", .up), ("l", .right)] {
      guard case .send(let moved)? = keys.command(for: .char(Character(letter))),
        case .send(let byArrow)? = keys.command(for: arrow)
      else {
        Issue.record("\(letter) or its arrow sends nothing")
        continue
      }
      #expect(moved == byArrow, "\(letter)")
    }
  }

  /// Ctrl-L redraws the screen in every program (the run loop's key), so no screen binds it.
  @Test func noScreenBindsControlL() {
    let screens: [TicTacToe.State] = [
      TicTacToe.State(), .login(.failed), .login(.confirming), .newGame(.named), .newGame(.playing(.midGame)),
      .newGame(.playing(.xWon)),
    ]
    for state in screens {
      #expect(TicTacToeTerminalScreen.keyMap(TicTacToeTerminal.State(app: state)).command(for: .control("l")) == nil, "\(state)")
    }
  }

  @Test func alertTakesEnter() async {
    let store = makeStore(.login(.failed))
    await press(store, [.char("x")])
    #expect(store.state.app == .login(.failed))
    await press(store, [.enter])
    var expected = Login.State.failed
    expected.alert = nil
    #expect(store.state.app == .login(expected))
  }

  private func loginForm(email: String, password: String = "") -> Login.State {
    var state = Login.State()
    state.email = email
    state.password = password
    state.isFormValid = !email.isEmpty && !password.isEmpty
    if !password.isEmpty { state.focus = .password }
    return state
  }

  private func press(_ store: TestStore<TicTacToeTerminal.State, TicTacToeTerminal.Action>, _ text: String) async {
    await press(store, text.map(Key.character))
  }

  /// Presses each key on the screen of the store's current state; unbound keys do nothing.
  private func press(_ store: TestStore<TicTacToeTerminal.State, TicTacToeTerminal.Action>, _ keys: [Key]) async {
    for key in keys {
      if case .send(let action)? = TicTacToeTerminalScreen.keyMap(store.state).command(for: key) {
        await store.send(action)
        // A keystroke's text reaches the app as an action of its own, handled in the same step.
        await store.skipReceivedActions(strict: false)
      }
    }
  }
}

extension AuthenticationClient {
  /// The demo rules with a one-second step on `clock`, written here so this test module
  /// does not depend on the live module.
  static func demoRules(clock: TestClock) -> Self {
    AuthenticationClient(
      login: { email, password in
        guard email.contains("@"), password == "password" else { throw AuthenticationError.invalidUserPassword }
        try await clock.sleep(for: .seconds(1))
        return AuthenticationResponse(token: "deadbeef", twoFactorRequired: email.contains("2fa"))
      },
      twoFactor: { code, _ in
        guard code == "1234" else { throw AuthenticationError.invalidTwoFactor }
        try await clock.sleep(for: .seconds(1))
        return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    )
  }
}
