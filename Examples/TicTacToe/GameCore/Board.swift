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
    for line in Board.lines {
      let marks = line.map { self[$0.0, $0.1] }
      if let first = marks[0], marks.allSatisfy({ $0 == first }) { return first }
    }
    return nil
  }

  /// Whether some line is fully owned by one player.
  public var hasWinner: Bool { winner != nil }

  /// Whether no cell is empty.
  public var isFilled: Bool { rows.allSatisfy { $0.allSatisfy { $0 != nil } } }

  /// The eight winning lines: three rows, three columns, two diagonals.
  static let lines: [[(Int, Int)]] =
    (0..<3).map { r in (0..<3).map { (r, $0) } }
    + (0..<3).map { c in (0..<3).map { ($0, c) } }
    + [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]
}
