/// One terminal cell: the grapheme drawn there and its style.
///
/// A double-width character occupies its cell and the next; the next one holds an empty
/// `symbol` (a continuation) and is skipped when the frame is written out.
public struct Cell: Hashable, Sendable {
  public var symbol: String
  public var style: Style

  public init(_ symbol: String = " ", style: Style = .plain) {
    self.symbol = symbol
    self.style = style
  }

  public static let blank = Cell()

  /// True for the right half of a double-width character.
  public var isContinuation: Bool { symbol.isEmpty }
}
