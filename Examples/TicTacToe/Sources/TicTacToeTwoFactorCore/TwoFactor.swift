import ComposableArchitecture
import TicTacToeAuthClient

/// The confirmation step: the user types the code sent to them and submits it with the token
/// of the password step. Success is handled by the root, which starts a new game.
@Reducer
public struct TwoFactor {
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var code = ""
    public var isFormValid = false
    public var isTwoFactorRequestInFlight = false
    public let token: String

    /// The step for `token`, with an empty code.
    public init(token: String) {
      self.token = token
    }
  }

  public enum Action: Equatable, Sendable, ViewAction {
    case alert(PresentationAction<Alert>)
    case twoFactorResponse(Result<AuthenticationResponse, AuthenticationError>)
    case view(View)

    /// The alert has only an OK button, which just closes it.
    @CasePathable
    public enum Alert: Equatable, Sendable {}

    /// What the screen sends.
    @CasePathable
    public enum View: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
      case submitButtonTapped
    }
  }

  @Dependency(\.authenticationClient) var authenticationClient

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .alert:
        return .none
      case .view(.binding):
        state.isFormValid = state.code.count >= 4
        return .none
      case .view(.submitButtonTapped):
        guard state.isFormValid, !state.isTwoFactorRequestInFlight else { return .none }
        state.isTwoFactorRequestInFlight = true
        return .run { [code = state.code, token = state.token, authenticationClient] send in
          do {
            await send(.twoFactorResponse(.success(try await authenticationClient.twoFactor(code, token))))
          } catch let error as AuthenticationError {
            await send(.twoFactorResponse(.failure(error)))
          }
        }
      case let .twoFactorResponse(.failure(error)):
        state.alert = .failure(error)
        state.isTwoFactorRequestInFlight = false
        return .none
      case .twoFactorResponse(.success):
        state.isTwoFactorRequestInFlight = false
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension AlertState where Action == TwoFactor.Action.Alert {
  /// The alert for a failed confirmation: the error's message, closed with OK.
  public static func failure(_ error: AuthenticationError) -> Self {
    AlertState { TextState(error.localizedDescription) }
  }
}
