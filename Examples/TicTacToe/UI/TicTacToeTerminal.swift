import ComposableCore
import TicTacToeAppCore
import TicTacToeLoginCore
import TerminalUI

/// The program's root feature: the app, plus the frame of the spinner shown while a sign-in
/// request is in flight. The spinner is terminal presentation, so it lives here rather than
/// in the cores; it ticks on the injected clock and stops when the request ends.
public struct TicTacToeTerminal: Reducer {
  public struct State: Equatable, Sendable {
    public var app: TicTacToe.State
    public var spinnerFrame = 0

    /// The program at the start of the app, or at `app`.
    public init(app: TicTacToe.State = TicTacToe.State()) {
      self.app = app
    }

    /// Whether the login or confirmation request is waiting for its answer.
    public var isRequestInFlight: Bool {
      guard case .login(let login) = app else { return false }
      return login.isLoginRequestInFlight || login.twoFactor?.isTwoFactorRequestInFlight == true
    }
  }

  public enum Action: CasePathable, Equatable, Sendable {
    case app(TicTacToe.Action)
    case spinnerTicked

    /// The case paths of the program's actions.
    public struct AllCasePaths: Sendable {
      public var app: AnyCasePath<Action, TicTacToe.Action> {
        AnyCasePath(embed: { .app($0) }, extract: { if case let .app(a) = $0 { a } else { nil } })
      }
    }
    public static let allCasePaths = AllCasePaths()
  }

  /// How often the spinner advances.
  public static let spinnerInterval = Duration.milliseconds(100)

  enum CancelID { case spinner }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    // onChange wraps both, so it sees the app's change to the in-flight flags.
    CombineReducers {
      Scope(state: \.app, action: \.app) { TicTacToe() }
      Reduce { state, action in
        switch action {
        case .app:
          return .none
        case .spinnerTicked:
          state.spinnerFrame += 1
          return .none
        }
      }
    }
    .onChange(of: \.isRequestInFlight) { _, isInFlight in
      Reduce { state, _ in
        guard isInFlight else { return .cancel(id: CancelID.spinner) }
        state.spinnerFrame = 0
        return spin().cancellable(id: CancelID.spinner, cancelInFlight: true)
      }
    }
  }

  private func spin() -> Effect<Action> {
    .run { [clock] send in
      while true {
        try await clock.sleep(for: Self.spinnerInterval)
        await send(.spinnerTicked)
      }
    }
  }
}

/// The screen of `TicTacToeTerminal`: the app's top screen with the spinner at its frame.
public enum TicTacToeTerminalScreen {
  /// Draws the program's state.
  public static func render(_ state: TicTacToeTerminal.State, into frame: inout Frame) {
    TicTacToeScreen.render(state.app, spinnerFrame: state.spinnerFrame, into: &frame)
  }

  /// The keys of the program's top screen.
  public static func keyMap(_ state: TicTacToeTerminal.State) -> KeyMap<TicTacToeTerminal.Action> {
    TicTacToeScreen.keyMap(state.app).map(TicTacToeTerminal.Action.app)
  }
}
