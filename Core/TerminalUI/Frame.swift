/// A grid of styled cells the size of the screen: what widgets draw into and backends show.
///
/// Every write clips to the frame, so drawing outside it (or into an empty area) is a no-op.
/// `text` gives the frame as lines for tests; a failing comparison reads as two screens.
public struct Frame: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
  public let size: Size
  public internal(set) var cells: [Cell]
  /// What the terminal shows; widgets with a better ASCII form than the stand-ins of
  /// `restrictToASCII` (key labels) look here.
  public let charset: Charset
  /// Where clicks act (`onClick`); not part of what the frame shows. A screen drawing an
  /// alert over itself clears them, so a click never acts on what the alert hides.
  public var clickTargets = ClickTargets()
  /// Where the terminal's own cursor stands, shown, for input methods and screen readers: the
  /// caret of a focused text field. Nil hides it. Filling over it (an alert) hides it too.
  public var cursor: Point?
  /// Where the run loop may say a word of its own ("Copied"): the status line of
  /// `ScreenChrome`; nil means the last row.
  public var statusArea: Rect?

  public init(size: Size, charset: Charset = .unicode) {
    self.size = size
    self.charset = charset
    self.cells = [Cell](repeating: .blank, count: size.width * size.height)
  }

  public init(width: Int, height: Int) {
    self.init(size: Size(width: width, height: height))
  }

  /// The whole frame as an area.
  public var area: Rect { Rect(size: size) }

  /// The cell at a position, or nil outside the frame (the subscript traps instead).
  public func cell(x: Int, y: Int) -> Cell? {
    guard x >= 0, y >= 0, x < size.width, y < size.height else { return nil }
    return cells[y * size.width + x]
  }

  /// The cell at a position. Traps outside the frame; `cell(x:y:)` is the safe form.
  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * size.width + x] }
    set { cells[y * size.width + x] = newValue }
  }

  /// Replaces every character that is not ASCII with its stand-in (`─` becomes `-`, `…`
  /// becomes `~`), or "?" per column for others, such as a wide character. Only what is
  /// shown changes: typed text in the state stays whole.
  public mutating func restrictToASCII() {
    for index in cells.indices where cells[index].byteCount != 1 {
      let symbol = cells[index].symbol
      // A continuation left here lost its wide character (clipped away): it gets a "?".
      guard !symbol.isEmpty else {
        cells[index].symbol = "?"
        continue
      }
      let standIn = Array(Charset.asciiStandIns[symbol] ?? "?")
      cells[index].symbol = String(standIn[0])
      var next = index + 1
      while next < cells.count, next % size.width != 0, cells[next].symbol.isEmpty {
        cells[next].symbol = next - index < standIn.count ? String(standIn[next - index]) : "?"
        next += 1
      }
    }
  }

  /// Resets every cell to a blank.
  public mutating func clear() {
    for index in cells.indices { cells[index] = .blank }
  }

  /// Fills an area (clipped to the frame) with one cell, e.g. blanks before an overlay.
  public mutating func fill(_ area: Rect, with cell: Cell = .blank) {
    let clipped = area.intersection(self.area)
    if let cursor, clipped.contains(x: cursor.x, y: cursor.y) { self.cursor = nil }
    for y in clipped.y..<clipped.maxY {
      repairClusters(cutAt: clipped.x, and: clipped.maxX, row: y)
      let start = y * size.width
      for x in clipped.x..<clipped.maxX { cells[start + x] = cell }
    }
  }

  /// Changes the style of every cell in an area, keeping the characters (e.g. a highlight).
  public mutating func setStyle(_ style: Style, in area: Rect) {
    let clipped = area.intersection(self.area)
    for y in clipped.y..<clipped.maxY {
      let start = y * size.width
      for x in clipped.x..<clipped.maxX { cells[start + x].style = style }
    }
  }

  /// Writes one grapheme of the given display width at a position, its continuations after it,
  /// repairing any wide character it overwrites part of. Returns false when it does not fit
  /// whole in `clip` (nothing is drawn then: a cluster is never cut).
  @discardableResult
  public mutating func put(_ symbol: String, width: Int, x: Int, y: Int, style: Style, clip: Rect) -> Bool {
    let bounds = clip.intersection(area)
    guard y >= bounds.y, y < bounds.maxY, x >= bounds.x, x + max(width, 1) <= bounds.maxX else { return false }
    let row = y * size.width
    let end = x + max(width, 1)
    repairClusters(cutAt: x, and: end, row: y)
    cells[row + x] = Cell(symbol, style: style)
    // A cluster too long to keep shows as one "\u{FFFD}": blanks, not continuations, follow it.
    let rest = cells[row + x].byteCount == symbol.utf8.count ? "" : " "
    for column in (x + 1)..<max(end, x + 1) { cells[row + column] = Cell(rest, style: style) }
    return true
  }

  /// Draws one line of text from `(x, y)` within `area`, cutting it with "…" when it does
  /// not fit. Control characters are dropped. Returns the number of columns used.
  @discardableResult
  public mutating func draw(_ text: String, x: Int, y: Int, style: Style = .plain, in area: Rect) -> Int {
    let clip = area.intersection(self.area)
    guard y >= clip.y, y < clip.maxY, x >= clip.x, x < clip.maxX else { return 0 }
    let available = clip.maxX - x
    let start = x
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return drawASCII(text, x: start, y: y, style: style, available: available)
    }
    let fits = DisplayWidth.of(text) <= available
    let limit = fits ? available : available - 1
    var column = start
    for character in text {
      let width = DisplayWidth.of(character)
      if width == 0 && character.unicodeScalars.allSatisfy({ $0.value < 0x20 || $0.value == 0x7F }) { continue }
      if column - start + width > limit { break }
      if width == 0 { continue }  // a lone combining mark has nothing to attach to
      put(String(character), width: width, x: column, y: y, style: style, clip: clip)
      column += width
    }
    if !fits {
      put("…", width: 1, x: column, y: y, style: style, clip: clip)
      column += 1
    }
    return column - start
  }

  /// Draws one line of text at the top-left of an area, cut with "…" to its width.
  @discardableResult
  public mutating func draw(_ text: String, in area: Rect, style: Style = .plain) -> Int {
    draw(text, x: area.x, y: area.y, style: style, in: area)
  }

  private mutating func drawASCII(_ text: String, x: Int, y: Int, style: Style, available: Int) -> Int {
    let count = text.utf8.count
    let fits = count <= available
    let shown = fits ? count : available - 1
    let row = y * size.width
    repairClusters(cutAt: x, and: x + shown + (fits ? 0 : 1), row: y)
    var column = x
    for byte in text.utf8.prefix(shown) {
      cells[row + column] = Cell(ascii: byte, style: style)
      column += 1
    }
    if !fits {
      cells[row + column] = Cell("…", style: style)
      column += 1
    }
    return column - x
  }

  /// Blanks what is left of wide clusters that a write over columns `start..<end` of a row
  /// cuts: the part before `start` and the continuations from `end` on, so no half remains.
  private mutating func repairClusters(cutAt start: Int, and end: Int, row y: Int) {
    let row = y * size.width
    if start < size.width, cells[row + start].isContinuation {
      var column = start - 1
      while column >= 0, cells[row + column].isContinuation { column -= 1 }
      for index in max(column, 0)..<start { cells[row + index].symbol = " " }
    }
    var column = end
    while column < size.width, cells[row + column].isContinuation {
      cells[row + column].symbol = " "
      column += 1
    }
  }

  /// The characters of one row, wide characters once, styles dropped.
  public func line(_ y: Int) -> String {
    guard y >= 0, y < size.height else { return "" }
    var bytes: [UInt8] = []
    for x in 0..<size.width { cells[y * size.width + x].appendUTF8(to: &bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Every row as text, full width.
  public var lines: [String] { (0..<size.height).map(line) }

  /// The frame as text, one line per row, trailing spaces trimmed: compare it with a
  /// multi-line string literal in tests.
  public var text: String {
    lines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }

  public var description: String { text }

  /// Quoted rows with the size, so a failing test shows exactly where spaces differ.
  public var debugDescription: String {
    "Frame \(size)\n" + lines.map { "\"\($0)\"" }.joined(separator: "\n")
  }

  /// Draws a widget into an area of this frame.
  public mutating func render(_ widget: some Widget, in area: Rect) {
    widget.render(in: area.intersection(self.area), frame: &self)
  }

  /// Copies `other` into this frame with its top-left corner at (`x`, `y`), clipped, with its
  /// click targets: a whole screen drawn in part of another (a program beside the inspector).
  public mutating func place(_ other: Frame, x: Int, y: Int) {
    for row in 0..<other.size.height where y + row >= 0 && y + row < size.height {
      for column in 0..<other.size.width where x + column >= 0 && x + column < size.width {
        self[x + column, y + row] = other[column, row]
      }
    }
    clickTargets.append(other.clickTargets, movedBy: x, y)
    if let caret = other.cursor, area.contains(x: x + caret.x, y: y + caret.y) {
      cursor = Point(x: x + caret.x, y: y + caret.y)
    }
  }
}
