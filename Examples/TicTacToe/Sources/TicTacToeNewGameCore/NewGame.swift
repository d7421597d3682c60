import ComposableArchitecture
import TicTacToeGameCore

/// The two player names and the button that starts a game with them; logging out is
/// handled by the root.
@Reducer
public struct NewGame {
  public struct State: Equatable, Sendable {
    public var focus = Field.xPlayerName
    @Presents public var game: Game.State?
    public var oPlayerName = ""
    public var xPlayerName = ""

    /// Empty names and no game by default; every field can be given, as a test writes a state.
    public init(focus: Field = .xPlayerName, game: Game.State? = nil, oPlayerName: String = "", xPlayerName: String = "") {
      self.focus = focus
      self.game = game
      self.oPlayerName = oPlayerName
      self.xPlayerName = xPlayerName
    }

    /// Whether both names are filled in, so a game can start.
    public var isFormValid: Bool { !xPlayerName.isEmpty && !oPlayerName.isEmpty }

    /// The field that receives typing; kept here so the screen is a function of state.
    public enum Field: Equatable, Sendable {
      case oPlayerName
      case xPlayerName
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case game(PresentationAction<Game.Action>)
    case letsPlayButtonTapped
    case logoutButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .game:
        return .none
      case .letsPlayButtonTapped:
        guard state.isFormValid else { return .none }
        state.game = Game.State(oPlayerName: state.oPlayerName, xPlayerName: state.xPlayerName)
        return .none
      case .logoutButtonTapped:
        return .none
      }
    }
    .ifLet(\.$game, action: \.game) { Game() }
  }
}
