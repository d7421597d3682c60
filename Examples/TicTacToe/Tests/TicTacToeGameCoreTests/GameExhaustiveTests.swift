import ComposableArchitecture
import TicTacToeGameCore
import Testing

/// Plays every game there is, breadth first from the empty board, through the Game reducer
/// alone, and checks the rules on each board reached.
@MainActor
struct GameExhaustiveTests {
  @Test func everyReachableBoard() {
    let game = Game()
    let start = Game.State(oPlayerName: "O", xPlayerName: "X")
    var seen: Set<Board> = [start.board]
    var queue = [start]
    var index = 0
    var terminalBoards = 0
    while index < queue.count {
      let state = queue[index]
      index += 1
      let results = [state.hasWinner, state.isFilled && !state.hasWinner]
      if state.isOver {
        terminalBoards += 1
        #expect(results.filter { $0 }.count == 1, "board \(state.board) has \(results) results")
      }
      for row in 0..<3 {
        for column in 0..<3 {
          var next = state
          _ = game.reduce(into: &next, action: .cellTapped(row: row, column: column))
          if state.isOver || state.board[row, column] != nil {
            #expect(next == state, "a move was accepted on a finished game or an occupied cell")
            continue
          }
          #expect(next.board[row, column] == state.currentPlayer)
          #expect(next.currentPlayer == (next.hasWinner ? state.currentPlayer : state.currentPlayer.toggled))
          if seen.insert(next.board).inserted {
            queue.append(next)
          }
        }
      }
    }
    #expect(seen.count == 5_478)
    #expect(terminalBoards == 958)
  }
}
