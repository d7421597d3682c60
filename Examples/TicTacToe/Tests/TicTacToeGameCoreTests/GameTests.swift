import ComposableArchitecture
import TicTacToeGameCore
import Testing

@MainActor
struct GameTests {
  let initial = Game.State(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")

  @Test func winnerQuits() async {
    let store = TestStore(initialState: initial) { Game() }
    await store.send(.cellTapped(row: 0, column: 0)) {
      $0.board[0, 0] = .x
      $0.currentPlayer = .o
    }
    await store.send(.cellTapped(row: 2, column: 1)) {
      $0.board[2, 1] = .o
      $0.currentPlayer = .x
    }
    await store.send(.cellTapped(row: 1, column: 0)) {
      $0.board[1, 0] = .x
      $0.currentPlayer = .o
    }
    await store.send(.cellTapped(row: 1, column: 1)) {
      $0.board[1, 1] = .o
      $0.currentPlayer = .x
    }
    await store.send(.cellTapped(row: 2, column: 0)) {
      $0.board[2, 0] = .x
    }
    #expect(store.state.hasWinner)
    #expect(store.state.title == "Blob Sr. wins — well played!")
  }

  @Test func tieThenPlayAgain() async {
    let store = TestStore(initialState: initial) { Game() }
    let moves: [(Int, Int, Player)] = [
      (0, 0, .x), (2, 2, .o), (1, 0, .x), (2, 0, .o), (2, 1, .x), (1, 2, .o), (0, 2, .x), (0, 1, .o), (1, 1, .x),
    ]
    for (row, column, player) in moves {
      await store.send(.cellTapped(row: row, column: column)) {
        $0.board[row, column] = player
        $0.currentPlayer = player.toggled
      }
    }
    #expect(store.state.isFilled && !store.state.hasWinner)
    #expect(store.state.currentPlayer == .o)
    #expect(store.state.title == "It's a draw!")
    await store.send(.playAgainButtonTapped) { $0 = initial }
  }

  @Test func occupiedCellAndTapsAfterAWinAreIgnored() async {
    let store = TestStore(initialState: initial) { Game() }
    await store.send(.cellTapped(row: 1, column: 1)) {
      $0.board[1, 1] = .x
      $0.currentPlayer = .o
    }
    await store.send(.cellTapped(row: 1, column: 1))
    await store.send(.cellTapped(row: 3, column: 0))
    var won = initial
    won.board = Board(rows: [[.x, .x, .x], [.o, .o, nil], [nil, nil, nil]])
    let finished = TestStore(initialState: won) { Game() }
    await finished.send(.cellTapped(row: 2, column: 2))
  }

  @Test func oWinsOnADiagonal() async {
    var state = initial
    state.board = Board(rows: [[.x, .x, .o], [nil, .o, nil], [nil, nil, .x]])
    state.currentPlayer = .o
    let store = TestStore(initialState: state) { Game() }
    await store.send(.cellTapped(row: 2, column: 0)) { $0.board[2, 0] = .o }
    #expect(store.state.title == "Blob Jr. wins — well played!")
  }

  @Test func bothDiagonalsWin() {
    #expect(Board(rows: [[.x, nil, nil], [nil, .x, nil], [nil, nil, .x]]).winner == .x)
    #expect(Board(rows: [[nil, nil, .o], [nil, .o, nil], [.o, nil, nil]]).winner == .o)
    #expect(Board(rows: [[.x, .o, .x], [.x, .o, .o], [.o, .x, .x]]).winner == nil)
  }

  @Test func aWinOnTheNinthMoveIsAWin() async {
    var state = initial
    state.board = Board(rows: [[.x, .o, .x], [.o, .o, .x], [.x, .x, nil]])
    let store = TestStore(initialState: state) { Game() }
    await store.send(.cellTapped(row: 2, column: 2)) { $0.board[2, 2] = .x }
    #expect(store.state.isFilled)
    #expect(store.state.title == "Blob Sr. wins — well played!")
  }

  @Test func titleAndGameOverAtTheStart() {
    #expect(initial.title == "Blob Sr., your move (X)")
    #expect(!initial.isOver)
  }

  /// Only the names go through the function; the words around them stay as they are.
  @Test func titleWithNamesShownOtherwise() {
    #expect(initial.title(showingNames: { "<\($0)>" }) == "<Blob Sr.>, your move (X)")
    var won = initial
    won.board = Board(rows: [[nil, .x, nil], [nil, .x, nil], [.o, .x, .o]])
    #expect(won.title(showingNames: { $0.uppercased() }) == "BLOB SR. wins — well played!")
    won.board = Board(rows: [[.x, .o, .x], [.x, .o, .o], [.o, .x, .x]])
    #expect(won.title(showingNames: { _ in "" }) == "It's a draw!")
  }
}

@MainActor
struct GameCursorTests {
  @Test func cursorMovesAndStaysOnTheBoard() async {
    let store = TestStore(initialState: Game.State(oPlayerName: "O", xPlayerName: "X")) { Game() }
    await store.send(.cursorMoved(row: 0, column: 2)) { $0.cursor = Cursor(row: 0, column: 2) }
    await store.send(.cursorMoved(row: -1, column: 3))
    await store.send(.cursorMoved(row: 3, column: -1)) { $0.cursor = Cursor(row: 2, column: 0) }
  }
}
