import Dependencies

extension AuthenticationClient {
  /// Both steps succeed at once and no code is asked for: for previews and demos.
  public static let preview = AuthenticationClient(
    login: { _, _ in AuthenticationResponse(token: "deadbeef", twoFactorRequired: false) },
    twoFactor: { _, _ in AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false) }
  )
}

extension DependencyValues {
  /// The authentication client features sign in with.
  public var authenticationClient: AuthenticationClient {
    get { self[AuthenticationClientKey.self] }
    set { self[AuthenticationClientKey.self] = newValue }
  }
}

/// The interface has no live code: a program installs `AuthenticationClient.live`
/// (`TicTacToeAuthClientLive`); until then every call reports an issue. In tests,
/// `AuthenticationClient()`: each endpoint reports "Unimplemented: 'AuthenticationClient.…'" and throws.
private enum AuthenticationClientKey: DependencyKey {
  static let liveValue = AuthenticationClient()
  static let previewValue = AuthenticationClient.preview
  static let testValue = AuthenticationClient()
}
