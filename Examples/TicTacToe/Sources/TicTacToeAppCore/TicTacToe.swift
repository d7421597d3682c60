import ComposableCore
import TicTacToeLoginCore
import TicTacToeNewGameCore

/// The whole app: logged out (the login flow) or logged in (new game and the game). Each
/// case runs its own feature; this reducer only switches between them.
public struct TicTacToe: Reducer {
  public enum State: CasePathable, Equatable, Sendable {
    case login(Login.State)
    case newGame(NewGame.State)

    /// Logged out, with an empty form.
    public init() { self = .login(Login.State()) }

    /// The case paths of the root state.
    public struct AllCasePaths: Sendable {
      public let login = AnyCasePath(embed: State.login) { if case let .login(s) = $0 { s } else { nil } }
      public let newGame = AnyCasePath(embed: State.newGame) { if case let .newGame(s) = $0 { s } else { nil } }
    }
    public static let allCasePaths = AllCasePaths()
  }

  public enum Action: CasePathable, Equatable, Sendable {
    case login(Login.Action)
    case newGame(NewGame.Action)

    /// The case paths of the root actions.
    public struct AllCasePaths: Sendable {
      public let login = AnyCasePath(embed: Action.login) { if case let .login(a) = $0 { a } else { nil } }
      public let newGame = AnyCasePath(embed: Action.newGame) { if case let .newGame(a) = $0 { a } else { nil } }
    }
    public static let allCasePaths = AllCasePaths()
  }

  public init() {}

  public var body: some ReducerOf<Self> {
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

extension TicTacToe.State {
  /// Whether the confirmation step is the screen in front, the only place its success counts.
  var isConfirming: Bool {
    if case .login(let login) = self { login.twoFactor != nil } else { false }
  }
}
