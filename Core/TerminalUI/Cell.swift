/// One terminal cell: the grapheme drawn there and its style.
///
/// A double-width character occupies its cell and the next; the next one holds an empty
/// `symbol` (a continuation) and is skipped when the frame is written out.
///
/// The grapheme is stored inline as up to 23 UTF-8 bytes, so a cell is plain data: frames
/// are created, cleared and compared at memory speed. A longer cluster (only some long
/// emoji ZWJ sequences) is shown as "\u{FFFD}".
public struct Cell: Hashable, Sendable {
  /// UTF-8 bytes, little-endian from `low`; the top byte of `high` is the byte count.
  private var low: UInt64
  private var middle: UInt64
  private var high: UInt64
  public var style: Style

  static let capacity = 23

  public init(_ symbol: String = " ", style: Style = .plain) {
    self.low = 0
    self.middle = 0
    self.high = 0
    self.style = style
    self.symbol = symbol
  }

  /// A cell holding one ASCII character, without going through `String`.
  init(ascii byte: UInt8, style: Style) {
    self.low = UInt64(byte)
    self.middle = 0
    self.high = 1 << 56
    self.style = style
  }

  public static let blank = Cell()

  /// The grapheme in this cell; "" for the right half of a double-width character.
  public var symbol: String {
    get {
      var bytes: [UInt8] = []
      appendUTF8(to: &bytes)
      return String(decoding: bytes, as: UTF8.self)
    }
    set {
      let utf8 = newValue.utf8.count <= Cell.capacity ? newValue.utf8 : "\u{FFFD}".utf8
      low = 0
      middle = 0
      high = UInt64(utf8.count) << 56
      for (index, byte) in utf8.enumerated() {
        let shift = UInt64(index % 8) * 8
        switch index / 8 {
        case 0: low |= UInt64(byte) << shift
        case 1: middle |= UInt64(byte) << shift
        default: high |= UInt64(byte) << shift
        }
      }
    }
  }

  /// The number of UTF-8 bytes of the grapheme.
  var byteCount: Int { Int(high >> 56) }

  /// True for the right half of a double-width character.
  public var isContinuation: Bool { byteCount == 0 }

  /// Appends the grapheme's UTF-8 bytes, for writing rows without building a string per cell.
  func appendUTF8(to bytes: inout [UInt8]) {
    let count = byteCount
    for index in 0..<count {
      let word = index < 8 ? low : index < 16 ? middle : high
      bytes.append(UInt8(truncatingIfNeeded: word >> (UInt64(index % 8) * 8)))
    }
  }
}
