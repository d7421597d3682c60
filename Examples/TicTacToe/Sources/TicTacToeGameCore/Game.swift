import ComposableArchitecture

/// A game of tic-tac-toe between two named players: taps place marks, the title says whose
/// move it is or who won, and the game can be played again or quit.
@Reducer
public struct Game {
  public struct State: Equatable, Sendable {
    public var board = Board.empty
    public var currentPlayer = Player.x
    /// The cell a keyboard would place a mark in; the screen draws it bracketed.
    public var cursor = Cursor(row: 1, column: 1)
    public let oPlayerName: String
    public let xPlayerName: String

    /// A new game, X to move, by default; the board, the player and the cursor can be given,
    /// as a test writes a game under way.
    public init(
      board: Board = .empty, currentPlayer: Player = .x, cursor: Cursor = Cursor(row: 1, column: 1),
      oPlayerName: String, xPlayerName: String
    ) {
      self.board = board
      self.currentPlayer = currentPlayer
      self.cursor = cursor
      self.oPlayerName = oPlayerName
      self.xPlayerName = xPlayerName
    }

    /// The name of the player whose move it is (the winner, once the game is won).
    public var currentPlayerName: String { name(of: currentPlayer) }
    /// Whether the board has a winning line.
    public var hasWinner: Bool { board.hasWinner }
    /// Whether no cell is empty.
    public var isFilled: Bool { board.isFilled }
    /// Whether the game is over: someone won or the board is full.
    public var isOver: Bool { hasWinner || isFilled }

    /// The line above the board: the winner, a draw, or whose move it is.
    public var title: String { title(showingNames: { $0 }) }

    /// The title with each name shown as `shownName(name)`, so a narrow screen can shorten
    /// a long name and keep the words around it readable.
    public func title(showingNames shownName: (String) -> String) -> String {
      if let winner = board.winner { return "\(shownName(name(of: winner))) wins — well played!" }
      if isFilled { return "It's a draw!" }
      return "\(shownName(currentPlayerName)), your move (\(currentPlayer.mark))"
    }

    /// The name of `player`.
    public func name(of player: Player) -> String { player == .x ? xPlayerName : oPlayerName }
  }

  public enum Action: Equatable, Sendable {
    case cellTapped(row: Int, column: Int)
    case cursorMoved(row: Int, column: Int)
    case playAgainButtonTapped
    case quitButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .cellTapped(row, column):
        guard Board.contains(row: row, column: column), state.board[row, column] == nil, !state.hasWinner
        else { return .none }
        state.board[row, column] = state.currentPlayer
        if !state.hasWinner {
          state.currentPlayer = state.currentPlayer.toggled
        }
        return .none
      case let .cursorMoved(row, column):
        state.cursor = Cursor(row: min(max(row, 0), 2), column: min(max(column, 0), 2))
        return .none
      case .playAgainButtonTapped:
        state = State(oPlayerName: state.oPlayerName, xPlayerName: state.xPlayerName)
        return .none
      case .quitButtonTapped:
        return .run { [dismiss] _ in await dismiss() }
      }
    }
  }
}

/// A cell of the board by row and column, each 0...2.
public struct Cursor: Equatable, Hashable, Sendable {
  public var row: Int
  public var column: Int

  /// Creates a position; the game clamps it to the board when it moves.
  public init(row: Int, column: Int) {
    self.row = row
    self.column = column
  }
}
