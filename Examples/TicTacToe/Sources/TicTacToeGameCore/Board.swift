/// One of the two players; X always moves first.
public enum Player: String, Equatable, Hashable, Sendable {
  case o = "O"
  case x = "X"

  /// The other player.
  public var toggled: Player { self == .x ? .o : .x }
  /// The mark drawn on the board: "X" or "O".
  public var mark: String { rawValue }
}

/// A 3x3 board of optional marks, addressed by row and column (0...2 each).
public struct Board: Equatable, Hashable, Sendable {
  /// The cells row by row; nil is an empty cell.
  public var rows: [[Player?]]

  /// An empty board.
  public static let empty = Board(rows: Array(repeating: Array(repeating: nil, count: 3), count: 3))

  /// Creates a board from three rows of three cells.
  public init(rows: [[Player?]]) {
    self.rows = rows
  }

  /// The mark at a cell, nil when empty; coordinates outside the board read as empty.
  public subscript(row: Int, column: Int) -> Player? {
    get { Board.contains(row: row, column: column) ? rows[row][column] : nil }
    set { if Board.contains(row: row, column: column) { rows[row][column] = newValue } }
  }

  /// Whether (row, column) names a cell of the board.
  public static func contains(row: Int, column: Int) -> Bool {
    (0..<3).contains(row) && (0..<3).contains(column)
  }

  /// The player owning a full row, column or diagonal, if any.
  public var winner: Player? {
    winningLines.first.flatMap { self[$0[0].row, $0[0].column] }
  }

  /// The lines fully owned by one player, each as its three cells, so a screen can show how the
  /// game was won. Empty while nobody has won; two lines when the last mark completed both.
  public var winningLines: [[Cursor]] {
    Board.lines.filter { line in
      guard let first = self[line[0].row, line[0].column] else { return false }
      return line.allSatisfy { self[$0.row, $0.column] == first }
    }
  }

  /// Whether some line is fully owned by one player.
  public var hasWinner: Bool { winner != nil }

  /// Whether no cell is empty.
  public var isFilled: Bool { rows.allSatisfy { $0.allSatisfy { $0 != nil } } }

  /// The eight winning lines: three rows, three columns, two diagonals.
  static let lines: [[Cursor]] =
    (0..<3).map { r in (0..<3).map { Cursor(row: r, column: $0) } }
    + (0..<3).map { c in (0..<3).map { Cursor(row: $0, column: c) } }
    + [(0..<3).map { Cursor(row: $0, column: $0) }, (0..<3).map { Cursor(row: $0, column: 2 - $0) }]
}
