import ComposableCore
import TicTacToeAuthClient

extension TwoFactor.Action {
  /// The case paths of the actions that are scoped to or received by case.
  public struct AllCasePaths: BindableCasePaths {
    public var alert: AnyCasePath<TwoFactor.Action, PresentationAction<Alert>> {
      AnyCasePath(embed: { .alert($0) }, extract: { if case let .alert(a) = $0 { a } else { nil } })
    }
    public var binding: AnyCasePath<TwoFactor.Action, BindingAction<TwoFactor.State>> {
      AnyCasePath(embed: { .binding($0) }, extract: { if case let .binding(a) = $0 { a } else { nil } })
    }
    public var twoFactorResponse: AnyCasePath<TwoFactor.Action, Result<AuthenticationResponse, AuthenticationError>> {
      AnyCasePath(embed: { .twoFactorResponse($0) }, extract: { if case let .twoFactorResponse(r) = $0 { r } else { nil } })
    }
  }
  public static let allCasePaths = AllCasePaths()
}
