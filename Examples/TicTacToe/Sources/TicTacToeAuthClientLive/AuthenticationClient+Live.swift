import ComposableArchitecture
import TicTacToeAuthClient

extension AuthenticationClient {
  /// A working client without a network, under the demo rules: any email with an "@" and the
  /// password "password" signs in after a second on the injected clock; an email containing
  /// "2fa" then asks for the code "1234".
  public static let live = AuthenticationClient(
    login: { email, password in
      guard email.contains("@"), password == "password" else {
        throw AuthenticationError.invalidUserPassword
      }
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      return AuthenticationResponse(token: intermediateToken, twoFactorRequired: email.contains("2fa"))
    },
    twoFactor: { code, token in
      guard token == intermediateToken else { throw AuthenticationError.invalidIntermediateToken }
      guard code == "1234" else { throw AuthenticationError.invalidTwoFactor }
      @Dependency(\.continuousClock) var clock
      try await clock.sleep(for: .seconds(1))
      return AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false)
    }
  )

  /// The token the password step hands to the confirmation step.
  public static let intermediateToken = "deadbeef"
}
