import ComposableCore
import TicTacToeAuthClient
import TicTacToeTwoFactorCore

extension Login.Action {
  /// The case paths of the actions that are scoped to or received by case.
  public struct AllCasePaths: BindableCasePaths {
    public var alert: AnyCasePath<Login.Action, PresentationAction<Alert>> {
      AnyCasePath(embed: { .alert($0) }, extract: { if case let .alert(a) = $0 { a } else { nil } })
    }
    public var binding: AnyCasePath<Login.Action, BindingAction<Login.State>> {
      AnyCasePath(embed: { .binding($0) }, extract: { if case let .binding(a) = $0 { a } else { nil } })
    }
    public var loginResponse: AnyCasePath<Login.Action, Result<AuthenticationResponse, AuthenticationError>> {
      AnyCasePath(embed: { .loginResponse($0) }, extract: { if case let .loginResponse(r) = $0 { r } else { nil } })
    }
    public var twoFactor: AnyCasePath<Login.Action, PresentationAction<TwoFactor.Action>> {
      AnyCasePath(embed: { .twoFactor($0) }, extract: { if case let .twoFactor(a) = $0 { a } else { nil } })
    }
  }
  public static let allCasePaths = AllCasePaths()
}
