import ComposableArchitecture
import TicTacToeAuthClient
import TicTacToeTwoFactorCore

/// The sign-in form: email and password, a login request, and the confirmation step pushed
/// over it when the account asks for a code. Success without a code is handled by the root.
@Reducer
public struct Login {
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var email = ""
    public var focus = Field.email
    public var isFormValid = false
    public var isLoginRequestInFlight = false
    public var password = ""
    @Presents public var twoFactor: TwoFactor.State?

    /// An empty form by default; every field can be given, as a test writes a state.
    public init(
      alert: AlertState<Action.Alert>? = nil, email: String = "", focus: Field = .email, isFormValid: Bool = false,
      isLoginRequestInFlight: Bool = false, password: String = "", twoFactor: TwoFactor.State? = nil
    ) {
      self.alert = alert
      self.email = email
      self.focus = focus
      self.isFormValid = isFormValid
      self.isLoginRequestInFlight = isLoginRequestInFlight
      self.password = password
      self.twoFactor = twoFactor
    }

    /// The field that receives typing; kept here so the screen is a function of state.
    public enum Field: Equatable, Sendable {
      case email
      case password
    }
  }

  public enum Action: Equatable, Sendable, ViewAction {
    case alert(PresentationAction<Alert>)
    case loginResponse(Result<AuthenticationResponse, AuthenticationError>)
    case twoFactor(PresentationAction<TwoFactor.Action>)
    case view(View)

    /// The alert has only an OK button, which just closes it.
    @CasePathable
    public enum Alert: Equatable, Sendable {}

    /// What the screen sends.
    @CasePathable
    public enum View: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
      case loginButtonTapped
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
        state.isFormValid = !state.email.isEmpty && !state.password.isEmpty
        return .none
      case .view(.loginButtonTapped):
        guard state.isFormValid, !state.isLoginRequestInFlight else { return .none }
        state.isLoginRequestInFlight = true
        return .run { [email = state.email, password = state.password, authenticationClient] send in
          do {
            await send(.loginResponse(.success(try await authenticationClient.login(email, password))))
          } catch let error as AuthenticationError {
            await send(.loginResponse(.failure(error)))
          }
        }
      case let .loginResponse(.success(response)):
        state.isLoginRequestInFlight = false
        if response.twoFactorRequired {
          state.twoFactor = TwoFactor.State(token: response.token)
        }
        return .none
      case let .loginResponse(.failure(error)):
        state.alert = .failure(error)
        state.isLoginRequestInFlight = false
        return .none
      case .twoFactor:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$twoFactor, action: \.twoFactor) { TwoFactor() }
  }
}

extension AlertState where Action == Login.Action.Alert {
  /// The alert for a failed login: the error's message, closed with OK.
  public static func failure(_ error: AuthenticationError) -> Self {
    AlertState { TextState(error.localizedDescription) }
  }
}
