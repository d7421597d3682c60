/// One of the two players; X always moves first.
public enum Player: String, Equatable, Hashable, Sendable {
  case o = "O"
  case x = "X"

  /// The other player.
  public var toggled: Player { self == .x ? .o : .x }

  /// Hands the move to the other player.
  public mutating func toggle() { self = toggled }
  /// The mark drawn on the board: "X" or "O".
  public var mark: String { rawValue }
}

/// A 3x3 board of optional marks: three rows of three cells, `board[row][column]`.
public typealias Board = Three<Three<Player?>>

extension Three where Element == Three<Player?> {
  /// An empty board.
  public static var empty: Self { Self(.empty, .empty, .empty) }

  /// A board from three rows of three cells, as a test writes one.
  public init(rows: [[Player?]]) {
    precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "A board has three rows of three cells.")
    self.init(Three<Player?>(rows[0]), Three<Player?>(rows[1]), Three<Player?>(rows[2]))
  }

  /// The mark at a cell, nil when empty; coordinates outside the board read as empty, so a
  /// click or key beside it changes nothing.
  public subscript(row: Int, column: Int) -> Player? {
    get { Board.contains(row: row, column: column) ? self[row][column] : nil }
    set { if Board.contains(row: row, column: column) { self[row][column] = newValue } }
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
  public var isFilled: Bool { allSatisfy { $0.allSatisfy { $0 != nil } } }

  /// The eight winning lines: three rows, three columns, two diagonals.
  static var lines: [[Cursor]] {
    (0..<3).map { r in (0..<3).map { Cursor(row: r, column: $0) } }
    + (0..<3).map { c in (0..<3).map { Cursor(row: $0, column: c) } }
    + [(0..<3).map { Cursor(row: $0, column: $0) }, (0..<3).map { Cursor(row: $0, column: 2 - $0) }]
  }
}

extension Three where Element == Player? {
  /// An empty row.
  public static var empty: Self { Self(nil, nil, nil) }

  /// A row from three cells.
  init(_ cells: [Player?]) {
    self.init(cells[0], cells[1], cells[2])
  }
}
