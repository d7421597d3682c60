import ComposableArchitecture
import TicTacToeAuthClient
import TicTacToeTwoFactorCore
import Testing

@MainActor
struct TwoFactorTests {
  @Test func happyPath() async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeefdeadbeef")) { TwoFactor() } withDependencies: {
      $0.authenticationClient.twoFactor = { _, _ in
        AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
      }
    }
    await store.send(\.view.binding.code, "1") { $0.code = "1" }
    await store.send(\.view.binding.code, "12") { $0.code = "12" }
    await store.send(\.view.binding.code, "123") { $0.code = "123" }
    await store.send(\.view.binding.code, "1234") {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(.view(.submitButtonTapped)) { $0.isTwoFactorRequestInFlight = true }
    await store.receive(.twoFactorResponse(.success(AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)))) {
      $0.isTwoFactorRequestInFlight = false
    }
  }

  @Test func unhappyPath() async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeefdeadbeef")) { TwoFactor() } withDependencies: {
      $0.authenticationClient.twoFactor = { _, _ in throw AuthenticationError.invalidTwoFactor }
    }
    await store.send(\.view.binding.code, "1234") {
      $0.code = "1234"
      $0.isFormValid = true
    }
    await store.send(.view(.submitButtonTapped)) { $0.isTwoFactorRequestInFlight = true }
    await store.receive(\.twoFactorResponse, .failure(.invalidTwoFactor)) {
      $0.alert = .failure(.invalidTwoFactor)
      $0.isTwoFactorRequestInFlight = false
    }
    #expect(store.state.alert?.title == TextState("Wrong confirmation code (hint: 1234)."))
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.finish()
  }

  @Test func clearingTheCodeInvalidatesAndFiveDigitsAreValid() async {
    let store = TestStore(initialState: TwoFactor.State(token: "deadbeef")) { TwoFactor() }
    await store.send(\.view.binding.code, "12345") {
      $0.code = "12345"
      $0.isFormValid = true
    }
    await store.send(\.view.binding.code, "") {
      $0.code = ""
      $0.isFormValid = false
    }
    await store.send(.view(.submitButtonTapped))
  }
}
