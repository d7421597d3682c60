/// Turns frames into the bytes that show them on a terminal, so what reaches it is decided
/// here, where it can be tested, not in ncurses: each frame between the marks of synchronized
/// output (mode 2026), changed rows written whole, colours in the terminal's depth (RGB, the
/// 256 palette, 16 or 8 colours, or attributes), and the cursor shown at `Frame.cursor`.
///
/// Clusters follow the terminal's widths (`DisplayWidth`): without grapheme mode each part of
/// a cluster is placed in its own columns (a ZWJ family as three emoji), so a terminal that
/// joins or splits them otherwise cannot shift the rest of the row; a part that does not fit
/// in the cells the frame gave its cluster is left blank. After any character that is not
/// ASCII the cursor is placed again, so a glyph drawn wider than counted spills nowhere.
package struct ScreenWriter {
  package var colorSupport: ColorSupport
  package var isGraphemeMode: Bool
  /// What the terminal shows; nil after `forget()`, when the next frame is written whole.
  private var shown: Frame?
  private var bytes: [UInt8] = []
  /// The style the terminal draws with now; nil when unknown.
  private var current: Style?
  /// Where the terminal's cursor is; nil after text whose width the terminal decides.
  private var position: Point?

  package init(colorSupport: ColorSupport, isGraphemeMode: Bool = false) {
    self.colorSupport = colorSupport
    self.isGraphemeMode = isGraphemeMode
  }

  /// Makes the next frame be written whole, on a cleared screen (Ctrl-L, a resize, `fg`).
  package mutating func forget() {
    shown = nil
  }

  /// The bytes that change the screen from the last frame to `frame`; empty when they are equal.
  package mutating func update(to frame: Frame) -> [UInt8] {
    let whole = shown?.size != frame.size
    if !whole, shown == frame { return [] }
    bytes = []
    current = nil
    position = nil
    append(Self.beginSynchronizedUpdate + Self.hideCursor)
    if whole { append("\u{1B}[0m\u{1B}[H\u{1B}[2J") }
    for y in 0..<frame.size.height where whole || !rowMatches(frame, y) {
      write(row: y, of: frame)
    }
    append("\u{1B}[0m")
    if let cursor = frame.cursor, frame.area.contains(x: cursor.x, y: cursor.y) {
      moveTo(cursor.x, cursor.y)
      append(Self.showCursor)
    }
    append(Self.endSynchronizedUpdate)
    shown = frame
    return bytes
  }

  private func rowMatches(_ frame: Frame, _ y: Int) -> Bool {
    guard let shown else { return false }
    let start = y * frame.size.width
    let end = start + frame.size.width
    return frame.cells[start..<end] == shown.cells[start..<end]
  }

  private mutating func write(row y: Int, of frame: Frame) {
    let width = frame.size.width
    let lastNonBlank = (0..<width).last { frame[$0, y] != .blank } ?? -1
    var x = 0
    moveTo(0, y)
    while x <= lastNonBlank {
      let cell = frame[x, y]
      var span = 1
      while x + span < width, frame[x + span, y].isContinuation { span += 1 }
      setStyle(cell.style)
      if cell.byteCount == 1 {
        moveTo(x, y)
        cell.appendUTF8(to: &bytes)
        position = Point(x: x + 1, y: y)
      } else {
        // A continuation here lost its cluster (a fill cut it): a blank.
        let used = cell.isContinuation ? 0 : writeCluster(cell.symbol, x: x, y: y, span: span)
        for column in (x + used)..<(x + span) {
          moveTo(column, y)
          append(" ")
          position = Point(x: column + 1, y: y)
        }
      }
      x += span
    }
    if lastNonBlank < width - 1 {
      moveTo(lastNonBlank + 1, y)
      setStyle(.plain)
      append("\u{1B}[K")  // erase to the end of the row
    }
  }

  /// Writes a cluster at `x` within `span` cells; returns how many cells it filled.
  private mutating func writeCluster(_ symbol: String, x: Int, y: Int, span: Int) -> Int {
    guard let character = symbol.first else { return 0 }
    let parts: [(text: String, width: Int)] =
      isGraphemeMode ? [(symbol, DisplayWidth.of(character, graphemeMode: true))] : DisplayWidth.glyphs(of: character)
    var column = x
    for part in parts where part.width > 0 {
      guard column + part.width <= x + span else { break }
      moveTo(column, y)
      append(part.text)
      position = nil
      column += part.width
    }
    return column - x
  }

  private mutating func moveTo(_ x: Int, _ y: Int) {
    guard position != Point(x: x, y: y) else { return }
    append("\u{1B}[\(y + 1);\(x + 1)H")
    position = Point(x: x, y: y)
  }

  private mutating func setStyle(_ style: Style) {
    let shownStyle = colorSupport.apply(style)
    guard current != shownStyle else { return }
    current = shownStyle
    append(Self.selectGraphicRendition(shownStyle))
  }

  private mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// The SGR sequence drawing with `style` (already converted for the terminal's colours).
  static func selectGraphicRendition(_ style: Style) -> String {
    var codes = ["0"]
    let attributes: [(Attributes, String)] = [(.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7")]
    for (attribute, code) in attributes where style.attributes.contains(attribute) { codes.append(code) }
    if let foreground = style.foreground { codes.append(colorCode(foreground, base: 30, brightBase: 90, extended: 38)) }
    if let background = style.background { codes.append(colorCode(background, base: 40, brightBase: 100, extended: 48)) }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  private static func colorCode(_ color: Color, base: Int, brightBase: Int, extended: Int) -> String {
    if let red = color.red, let green = color.green, let blue = color.blue { return "\(extended);2;\(red);\(green);\(blue)" }
    switch color.index {
    case 0..<8: return "\(base + Int(color.index))"
    case 8..<16: return "\(brightBase + Int(color.index) - 8)"
    default: return "\(extended);5;\(color.index)"
    }
  }

  /// Synchronized output: the terminal shows nothing of a frame until its end (mode 2026);
  /// terminals without it ignore both marks.
  package static let beginSynchronizedUpdate = "\u{1B}[?2026h"
  package static let endSynchronizedUpdate = "\u{1B}[?2026l"
  package static let hideCursor = "\u{1B}[?25l"
  package static let showCursor = "\u{1B}[?25h"
}
