import ComposableCore

extension AuthenticationClient {
  /// Both steps succeed at once and no code is asked for: for previews and demos.
  public static let preview = AuthenticationClient(
    login: { _, _ in AuthenticationResponse(token: "deadbeef", twoFactorRequired: false) },
    twoFactor: { _, _ in AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false) }
  )

  /// Every endpoint reports an issue naming itself, so a test must override what it uses.
  public static let unimplemented = AuthenticationClient(
    login: { _, _ in
      reportIssue("AuthenticationClient.login was called but is unimplemented; override it in this test.")
      throw Unimplemented(endpoint: "login")
    },
    twoFactor: { _, _ in
      reportIssue("AuthenticationClient.twoFactor was called but is unimplemented; override it in this test.")
      throw Unimplemented(endpoint: "twoFactor")
    }
  )

  /// The error an unimplemented endpoint throws after reporting its issue.
  public struct Unimplemented: Error, Equatable, Sendable {
    public var endpoint: String
  }
}

extension DependencyValues {
  /// The authentication client features sign in with.
  public var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClientKey.self] }
    set { self[AuthenticationClientKey.self] = newValue }
  }
}

/// The interface has no live code: a program installs `AuthenticationClient.live`
/// (`TicTacToeAuthClientLive`); until then every call reports an issue.
private enum AuthenticationClientKey: DependencyKey {
  static let liveValue = AuthenticationClient.unimplemented
  static let previewValue = AuthenticationClient.preview
  static let testValue = AuthenticationClient.unimplemented
}
