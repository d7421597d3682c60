import ComposableArchitecture
import TerminalUI
import TicTacToeAppCore
import TicTacToeAuthClient
import TicTacToeLoginCore
import TicTacToeNewGameCore
import TicTacToeTwoFactorCore
import TicTacToeUI
import Testing

@MainActor
struct TicTacToeTerminalTests {
  let clock = TestClock()
  let needsCode = AuthenticationResponse(token: "deadbeef", twoFactorRequired: true)
  let confirmed = AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)

  @Test func spinnerTicksOnlyWhileARequestIsInFlight() async {
    var login = Login.State()
    login.email = "2fa@x"
    login.password = "password"
    login.isFormValid = true
    let store = TestStore(initialState: TicTacToeTerminal.State(app: .login(login))) {
      TicTacToeTerminal()
    } withDependencies: { [clock, needsCode, confirmed] in
      $0.continuousClock = clock
      $0.authenticationClient.login = { _, _ in
        try await clock.sleep(for: .milliseconds(250))
        return needsCode
      }
      $0.authenticationClient.twoFactor = { _, _ in
        try await clock.sleep(for: .seconds(1))
        return confirmed
      }
    }
    login.isLoginRequestInFlight = true
    await store.send(.app(.login(.view(.loginButtonTapped)))) { $0.app = .login(login) }
    await store.receive(.spinner(.started))
    await clock.advance(by: .milliseconds(100))
    await store.receive(.spinner(.ticked)) { $0.spinner.frame = 1 }
    await clock.advance(by: .milliseconds(100))
    await store.receive(.spinner(.ticked)) { $0.spinner.frame = 2 }
    await clock.advance(by: .milliseconds(50))
    login.isLoginRequestInFlight = false
    login.twoFactor = TwoFactor.State(token: "deadbeef")
    await store.receive(.app(.login(.loginResponse(.success(needsCode))))) {
      $0.app = .login(login)
      $0.input = TextFieldState("")
    }
    await store.receive(.spinner(.stopped))
    #expect(clock.sleeperCount == 0)

    login.twoFactor?.code = "1234"
    login.twoFactor?.isFormValid = true
    await store.send(\.app.login.twoFactor.view.binding.code, "1234") {
      $0.app = .login(login)
      $0.input = TextFieldState("1234")
    }
    login.twoFactor?.isTwoFactorRequestInFlight = true
    await store.send(.app(.login(.twoFactor(.presented(.view(.submitButtonTapped)))))) { $0.app = .login(login) }
    await store.receive(.spinner(.started)) { $0.spinner.frame = 0 }
    await clock.advance(by: .milliseconds(100))
    await store.receive(.spinner(.ticked)) { $0.spinner.frame = 1 }
    login.twoFactor = nil
    await store.send(.app(.login(.twoFactor(.dismiss)))) {
      $0.app = .login(login)
      $0.input = TextFieldState("2fa@x")
    }
    await store.receive(.spinner(.stopped))
    #expect(clock.sleeperCount == 0)
    await store.finish()
  }

  @Test func theScreenShowsTheSpinnerFrame() {
    var state = TicTacToeTerminal.State(app: .login(.signingIn))
    state.spinner.frame = 1
    var frame = Frame(width: 80, height: 24)
    TicTacToeTerminalScreen.render(state, into: &frame)
    #expect(frame.line(8).hasPrefix("   [ Log in ]   ⠙ signing in…"))
    guard case .send(let action)? = TicTacToeTerminalScreen.keyMap(TicTacToeTerminal.State()).command(for: .char("a")) else {
      Issue.record("typing does nothing")
      return
    }
    #expect(action == .input(.edited(.insert("a"))))
  }
}
