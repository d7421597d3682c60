import ComposableArchitecture
import TicTacToeAuthClient
import TicTacToeLoginCore
import TicTacToeTwoFactorCore
import Testing

@MainActor
struct LoginTests {
  let clock = TestClock()

  @Test func twoFactorSuccess() async {
    let store = TestStore(initialState: Login.State()) { Login() } withDependencies: {
      $0.authenticationClient.login = { _, _ in AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: true) }
      $0.authenticationClient.twoFactor = { _, _ in AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false) }
    }
    await store.send(\.view.binding.email, "2fa@pointfree.co") { $0.email = "2fa@pointfree.co" }
    await store.send(\.view.binding.password, "password") {
      $0.password = "password"
      $0.isFormValid = true
    }
    await store.send(.view(.loginButtonTapped)) { $0.isLoginRequestInFlight = true }
    await store.receive(\.loginResponse, .success(AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: true))) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeefdeadbeef")
    }
    await store.send(\.twoFactor.view.binding.code, "1234") {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(.twoFactor(.presented(.view(.submitButtonTapped)))) { $0.twoFactor?.isTwoFactorRequestInFlight = true }
    await store.receive(.twoFactor(.presented(.twoFactorResponse(.success(
      AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    ))))) {
      $0.twoFactor?.isTwoFactorRequestInFlight = false
    }
  }

  @Test func twoFactorDismissInFlight() async {
    let store = TestStore(initialState: Login.State()) { Login() } withDependencies: { [clock] in
      $0.authenticationClient.login = { _, _ in AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: true) }
      $0.authenticationClient.twoFactor = { _, _ in
        try await clock.sleep(for: .seconds(1))
        return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }
    await store.send(\.view.binding.email, "2fa@pointfree.co") { $0.email = "2fa@pointfree.co" }
    await store.send(\.view.binding.password, "password") {
      $0.password = "password"
      $0.isFormValid = true
    }
    await store.send(.view(.loginButtonTapped)) { $0.isLoginRequestInFlight = true }
    await store.receive(\.loginResponse) {
      $0.isLoginRequestInFlight = false
      $0.twoFactor = TwoFactor.State(token: "deadbeefdeadbeef")
    }
    await store.send(\.twoFactor.view.binding.code, "1234") {
      $0.twoFactor?.code = "1234"
      $0.twoFactor?.isFormValid = true
    }
    await store.send(.twoFactor(.presented(.view(.submitButtonTapped)))) { $0.twoFactor?.isTwoFactorRequestInFlight = true }
    #expect(clock.sleeperCount == 1)
    await store.send(.twoFactor(.dismiss)) { $0.twoFactor = nil }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func loginFailureShowsAnAlert() async {
    let store = TestStore(initialState: Login.State()) { Login() } withDependencies: {
      $0.authenticationClient.login = { _, _ in throw AuthenticationError.invalidUserPassword }
    }
    await store.send(\.view.binding.email, "blob@pointfree.co") { $0.email = "blob@pointfree.co" }
    await store.send(\.view.binding.password, "wrong") {
      $0.password = "wrong"
      $0.isFormValid = true
    }
    await store.send(.view(.loginButtonTapped)) { $0.isLoginRequestInFlight = true }
    await store.receive(\.loginResponse, .failure(.invalidUserPassword)) {
      $0.alert = .failure(.invalidUserPassword)
      $0.isLoginRequestInFlight = false
    }
    #expect(store.state.alert?.title == TextState("Unknown user or wrong password."))
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func clearingAFieldInvalidatesTheForm() async {
    let store = TestStore(initialState: Login.State()) { Login() }
    await store.send(\.view.binding.email, " ") { $0.email = " " }
    await store.send(\.view.binding.password, " ") {
      $0.password = " "
      $0.isFormValid = true
    }
    await store.send(\.view.binding.password, "") {
      $0.password = ""
      $0.isFormValid = false
    }
    await store.send(.view(.loginButtonTapped))
  }

  @Test func aSecondTapWhileInFlightIsIgnored() async {
    let store = TestStore(initialState: Login.State()) { Login() } withDependencies: { [clock] in
      $0.authenticationClient.login = { _, _ in
        try await clock.sleep(for: .seconds(1))
        return AuthenticationResponse(token: "deadbeef", twoFactorRequired: false)
      }
    }
    await store.send(\.view.binding.email, "a@b") { $0.email = "a@b" }
    await store.send(\.view.binding.password, "p") {
      $0.password = "p"
      $0.isFormValid = true
    }
    await store.send(.view(.loginButtonTapped)) { $0.isLoginRequestInFlight = true }
    await store.send(.view(.loginButtonTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(\.loginResponse) { $0.isLoginRequestInFlight = false }
  }
}
