/// Text wrapped at word boundaries to the width of its area, one area row per line.
///
/// Explicit newlines start new lines; a word longer than the width is cut with "…";
/// lines past the bottom are not drawn (use `scroll` to skip lines from the top).
public struct Paragraph: Widget {
  public var text: String
  public var style: Style
  public var scroll: Int

  public init(_ text: String, style: Style = .plain, scroll: Int = 0) {
    self.text = text
    self.style = style
    self.scroll = scroll
  }

  /// The lines the text wraps into at a given width.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ") {
        let wordWidth = DisplayWidth.of(String(word))
        if lineWidth > 0, lineWidth + 1 + wordWidth > width {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        if lineWidth > 0 {
          line += " "
          lineWidth += 1
        }
        line += word
        lineWidth += wordWidth
      }
      lines.append(line)
    }
    return lines
  }

  /// How many rows the text needs at a given width.
  public func height(width: Int) -> Int {
    Paragraph.wrap(text, width: width).count
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let lines = Paragraph.wrap(text, width: area.width).dropFirst(max(0, scroll)).prefix(area.height)
    for (row, line) in lines.enumerated() {
      frame.draw(line, x: area.x, y: area.y + row, style: style, in: area)
    }
  }
}
