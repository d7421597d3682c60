import ComposableArchitecture
import TicTacToeAppCore
import TicTacToeAuthClient
import TicTacToeGameCore
import TicTacToeLoginCore
import TicTacToeNewGameCore
import TicTacToeTwoFactorCore
import Testing

@MainActor
struct TicTacToeTests {
  let clock = TestClock()
  let signedIn = AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
  let needsCode = AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
  let confirmed = AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)

  @Test func integration() async {
    let store = TestStore(initialState: TicTacToe.State()) { TicTacToe.body } withDependencies: { [signedIn] in
      $0.authenticationClient.login = { _, _ in signedIn }
    }
    await store.send(\.login.view.binding.email, "blob@pointfree.co") {
      $0.login { $0.email = "blob@pointfree.co" }
    }
    await store.send(\.login.view.binding.password, "bl0bbl0b") {
      $0.login {
        $0.password = "bl0bbl0b"
        $0.isFormValid = true
      }
    }
    await store.send(.login(.view(.loginButtonTapped))) { $0.login { $0.isLoginRequestInFlight = true } }
    await store.receive(.login(.loginResponse(.success(signedIn)))) { $0 = .newGame(NewGame.State()) }
    await store.send(\.newGame.binding.oPlayerName, "Blob Sr.") {
      $0.newGame { $0.oPlayerName = "Blob Sr." }
    }
    await store.send(.newGame(.logoutButtonTapped)) { $0 = .login(Login.State()) }
  }

  @Test func twoFactor() async {
    let store = TestStore(initialState: TicTacToe.State()) { TicTacToe.body } withDependencies: { [needsCode, confirmed] in
      $0.authenticationClient.login = { _, _ in needsCode }
      $0.authenticationClient.twoFactor = { _, _ in confirmed }
    }
    await signIn(store, email: "blob@pointfree.co")
    await submitCode(store)
    await store.receive(.login(.twoFactor(.presented(.twoFactorResponse(.success(confirmed)))))) {
      $0 = .newGame(NewGame.State())
    }
  }

  @Test func wholeSessionToAGameAndBack() async {
    let store = TestStore(initialState: TicTacToe.State()) { TicTacToe.body } withDependencies: { [clock, needsCode, confirmed] in
      $0.authenticationClient.login = { _, _ in
        try await clock.sleep(for: .seconds(1))
        return needsCode
      }
      $0.authenticationClient.twoFactor = { _, _ in
        try await clock.sleep(for: .seconds(1))
        return confirmed
      }
    }
    await signIn(store, email: "2fa@pointfree.co")
    await clock.advance(by: .seconds(1))
    await submitCode(store)
    await clock.advance(by: .seconds(1))
    await store.receive(.login(.twoFactor(.presented(.twoFactorResponse(.success(confirmed)))))) {
      $0 = .newGame(NewGame.State())
    }
    await store.send(\.newGame.binding.xPlayerName, "Blob Sr.") { $0.newGame { $0.xPlayerName = "Blob Sr." } }
    await store.send(\.newGame.binding.oPlayerName, "Blob Jr.") { $0.newGame { $0.oPlayerName = "Blob Jr." } }
    await store.send(.newGame(.letsPlayButtonTapped)) {
      $0.newGame { $0.game = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.") }
    }
    await store.send(.newGame(.game(.presented(.cellTapped(row: 1, column: 1))))) {
      $0.newGame {
        $0.game?.board[1, 1] = .x
        $0.game?.currentPlayer = .o
      }
    }
    await store.send(.newGame(.game(.presented(.quitButtonTapped))))
    await store.receive(.newGame(.game(.dismiss))) { $0.newGame { $0.game = nil } }
    await store.send(.newGame(.logoutButtonTapped)) { $0 = .login(Login.State()) }
  }

  @Test func dismissingTwoFactorCancelsItsRequest() async {
    let store = TestStore(initialState: TicTacToe.State()) { TicTacToe.body } withDependencies: { [clock, needsCode, confirmed] in
      $0.authenticationClient.login = { _, _ in needsCode }
      $0.authenticationClient.twoFactor = { _, _ in
        try await clock.sleep(for: .seconds(1))
        return confirmed
      }
    }
    await signIn(store, email: "2fa@pointfree.co")
    await submitCode(store)
    await store.send(.login(.twoFactor(.dismiss))) { $0.login { $0.twoFactor = nil } }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  /// A late login answer while the names are typed leaves them; as everywhere in the library,
  /// ifCaseLet also diagnoses the stray action, so it shows up while debugging.
  @Test func lateLoginSuccessKeepsTheNewGameScreen() async {
    let store = TestStore(initialState: TicTacToe.State.newGame(.typed)) { TicTacToe.body }
    let issues = await IssueReporters.capture {
      await store.send(.login(.loginResponse(.success(signedIn))))
    }
    #expect(isStrayActionDiagnostic(issues, case: ".login"))
    #expect(store.state == .newGame(.typed))
  }

  @Test func lateTwoFactorSuccessKeepsTheNewGameScreen() async {
    let store = TestStore(initialState: TicTacToe.State.newGame(.typed)) { TicTacToe.body }
    let issues = await IssueReporters.capture {
      await store.send(.login(.twoFactor(.presented(.twoFactorResponse(.success(confirmed))))))
    }
    #expect(isStrayActionDiagnostic(issues, case: ".login"))
    #expect(store.state == .newGame(.typed))
  }

  /// A confirmation answer after its step was closed is not a sign-in either.
  @Test func twoFactorSuccessWithoutTheStepKeepsTheLoginForm() async {
    let store = TestStore(initialState: TicTacToe.State.login(.typed)) { TicTacToe.body }
    let issues = await IssueReporters.capture {
      await store.send(.login(.twoFactor(.presented(.twoFactorResponse(.success(confirmed))))))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("received a presentation action when nothing was presented") == true)
    #expect(store.state == .login(.typed))
  }

  @Test func strayLogoutKeepsTheLoginForm() async {
    let store = TestStore(initialState: TicTacToe.State.login(.typed)) { TicTacToe.body }
    let issues = await IssueReporters.capture {
      await store.send(.newGame(.logoutButtonTapped))
    }
    #expect(isStrayActionDiagnostic(issues, case: ".newGame"))
    #expect(store.state == .login(.typed))
  }


  /// Receives the answer that asks for a code, types the code 1234 and submits it.
  private func submitCode(_ store: TestStore<TicTacToe.State, TicTacToe.Action>) async {
    await store.receive(.login(.loginResponse(.success(needsCode)))) {
      $0.login {
        $0.isLoginRequestInFlight = false
        $0.twoFactor = TwoFactor.State(token: "deadbeef")
      }
    }
    await store.send(\.login.twoFactor.view.binding.code, "1234") {
      $0.login {
        $0.twoFactor?.code = "1234"
        $0.twoFactor?.isFormValid = true
      }
    }
    await store.send(.login(.twoFactor(.presented(.view(.submitButtonTapped))))) {
      $0.login { $0.twoFactor?.isTwoFactorRequestInFlight = true }
    }
  }

  /// Types the email and the password "password", then taps log in.
  private func signIn(_ store: TestStore<TicTacToe.State, TicTacToe.Action>, email: String) async {
    await store.send(\.login.view.binding.email, email) { $0.login { $0.email = email } }
    await store.send(\.login.view.binding.password, "password") {
      $0.login {
        $0.password = "password"
        $0.isFormValid = true
      }
    }
    await store.send(.login(.view(.loginButtonTapped))) { $0.login { $0.isLoginRequestInFlight = true } }
  }
}

/// Whether `issues` is one diagnostic, saying that an action for case `name` (".login") came
/// while the state was in the other case.
private func isStrayActionDiagnostic(_ issues: [ReportedIssue], case name: String) -> Bool {
  issues.count == 1
    && issues[0].message.contains("received an action for case \(name) while the state was in another case")
}

extension Login.State {
  /// An email typed, focus on the password.
  static var typed: Self {
    var state = Self()
    state.email = "blob@pointfree.co"
    state.focus = .password
    return state
  }
}

extension NewGame.State {
  /// Both names typed, focus on O.
  static var typed: Self {
    var state = Self()
    state.xPlayerName = "Blob Sr."
    state.oPlayerName = "Blob Jr."
    state.focus = .oPlayerName
    return state
  }
}

extension TicTacToe.State {
  /// Changes the login state in place; records an issue when logged in.
  mutating func login(_ change: (inout Login.State) -> Void) {
    guard case var .login(state) = self else {
      Issue.record("expected the login case, got \(self)")
      return
    }
    change(&state)
    self = .login(state)
  }

  /// Changes the new-game state in place; records an issue when logged out.
  mutating func newGame(_ change: (inout NewGame.State) -> Void) {
    guard case var .newGame(state) = self else {
      Issue.record("expected the new-game case, got \(self)")
      return
    }
    change(&state)
    self = .newGame(state)
  }
}
