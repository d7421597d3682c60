import ComposableArchitecture
import TicTacToeLoginCore
import TicTacToeNewGameCore

/// The whole app: logged out (the login flow) or logged in (new game and the game). Each
/// case runs its own feature; this reducer only switches between them.
@Reducer
public enum TicTacToe {
  case login(Login)
  case newGame(NewGame)

  public static var body: some ReducerOf<Self> {
    // Each switch acts only from its own screen: a late answer or a stray logout for the
    // other case must not wipe what is typed there (ifCaseLet reports it instead).
    Reduce { state, action in
      switch action {
      case let .login(.loginResponse(.success(response))) where !response.twoFactorRequired && state.is(\.login):
        state = .newGame(NewGame.State())
        return .none
      case .login(.twoFactor(.presented(.twoFactorResponse(.success)))) where state.isConfirming:
        state = .newGame(NewGame.State())
        return .none
      case .login:
        return .none
      case .newGame(.logoutButtonTapped) where state.is(\.newGame):
        state = .login(Login.State())
        return .none
      case .newGame:
        return .none
      }
    }
    .ifCaseLet(\.login, action: \.login) { Login() }
    .ifCaseLet(\.newGame, action: \.newGame) { NewGame() }
  }
}

extension TicTacToe.State: Equatable, Sendable {
  /// Logged out, with an empty form.
  public init() { self = .login(Login.State()) }

  /// Whether the confirmation step is the screen in front, the only place its success counts.
  var isConfirming: Bool {
    if case .login(let login) = self { login.twoFactor != nil } else { false }
  }
}

extension TicTacToe.Action: Equatable, Sendable {}
