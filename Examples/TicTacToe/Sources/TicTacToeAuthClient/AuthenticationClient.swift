import Dependencies
import DependenciesMacros
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Signs a user in: a password step, then a confirmation code when the account asks for one.
///
/// This module holds only the interface; the working client is `AuthenticationClient.live` in
/// `TicTacToeAuthClientLive`, which the program installs.
@DependencyClient
public struct AuthenticationClient: Sendable {
  /// Checks an email and password; answers with a token, and whether a code must follow.
  public var login: @Sendable (_ email: String, _ password: String) async throws -> AuthenticationResponse
  /// Checks a confirmation code against the token of the password step.
  public var twoFactor: @Sendable (_ code: String, _ token: String) async throws -> AuthenticationResponse
}

/// What a successful step answers: a token, and whether a confirmation code is still needed.
public struct AuthenticationResponse: Equatable, Sendable {
  public var token: String
  public var twoFactorRequired: Bool

  /// Creates a response.
  public init(token: String, twoFactorRequired: Bool) {
    self.token = token
    self.twoFactorRequired = twoFactorRequired
  }
}

/// Why signing in failed, with a message the screen shows as it is.
public enum AuthenticationError: LocalizedError, Equatable, Sendable {
  case invalidUserPassword
  case invalidTwoFactor
  case invalidIntermediateToken

  /// The user-facing message: what failed, and a hint where one helps.
  public var errorDescription: String? {
    switch self {
    case .invalidUserPassword: "Unknown user or wrong password."
    case .invalidTwoFactor: "Wrong confirmation code (hint: 1234)."
    case .invalidIntermediateToken: "Your login session token is invalid."
    }
  }
}

extension AuthenticationError {
  /// The message, as `error.localizedDescription` reads it where the full Foundation is
  /// loaded; written here since the programs load only FoundationEssentials, which lacks it.
  public var localizedDescription: String { errorDescription ?? "\(self)" }
}
