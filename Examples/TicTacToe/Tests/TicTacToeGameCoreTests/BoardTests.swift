import TicTacToeGameCore
import Testing

/// The board's rules on their own: who owns which line.
struct BoardTests {
  @Test func noWinningLineWhileNobodyHasWon() {
    #expect(Board.empty.winningLines.isEmpty)
    let draw = Board(rows: [[.x, .o, .x], [.x, .o, .o], [.o, .x, .x]])
    #expect(draw.winningLines.isEmpty)
    #expect(draw.winner == nil)
  }

  @Test func aRowAColumnAndBothDiagonalsAreWinningLines() {
    let row = Board(rows: [[nil, nil, nil], [.o, .o, .o], [.x, .x, nil]])
    #expect(row.winningLines == [[cell(1, 0), cell(1, 1), cell(1, 2)]])
    #expect(row.winner == .o)
    let column = Board(rows: [[.o, nil, .x], [.o, nil, .x], [nil, nil, .x]])
    #expect(column.winningLines == [[cell(0, 2), cell(1, 2), cell(2, 2)]])
    let diagonal = Board(rows: [[.x, .o, nil], [nil, .x, .o], [nil, nil, .x]])
    #expect(diagonal.winningLines == [[cell(0, 0), cell(1, 1), cell(2, 2)]])
    let antiDiagonal = Board(rows: [[.x, .x, .o], [nil, .o, nil], [.o, nil, .x]])
    #expect(antiDiagonal.winningLines == [[cell(0, 2), cell(1, 1), cell(2, 0)]])
    #expect(antiDiagonal.winner == .o)
  }

  /// X's ninth mark in the centre completes the middle row and the middle column at once.
  @Test func aLastMarkCanCompleteTwoLines() {
    let board = Board(rows: [[.o, .x, .o], [.x, .x, .x], [.o, .x, .o]])
    #expect(board.winningLines == [[cell(1, 0), cell(1, 1), cell(1, 2)], [cell(0, 1), cell(1, 1), cell(2, 1)]])
    #expect(board.winner == .x)
  }

  private func cell(_ row: Int, _ column: Int) -> Cursor { Cursor(row: row, column: column) }
}
