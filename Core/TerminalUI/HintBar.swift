/// The key hints of a screen, drawn from its key map: `↑↓ select  ⏎ open  q quit`.
///
/// Short of width it drops whole hints from the end and shows "…" instead of cutting one
/// in half; disabled bindings show only when they ask to, all dim.
public struct HintBar: Widget {
  public var hints: [KeyHint]
  public var keyStyle: Style
  public var helpStyle: Style

  public init<Action>(_ keyMap: KeyMap<Action>, keyStyle: Style = .bold, helpStyle: Style = .dim) {
    self.hints = keyMap.hints
    self.keyStyle = keyStyle
    self.helpStyle = helpStyle
  }

  /// A bar of the given hints, e.g. a key map's quit hints alone.
  public init(hints: [KeyHint], keyStyle: Style = .bold, helpStyle: Style = .dim) {
    self.hints = hints
    self.keyStyle = keyStyle
    self.helpStyle = helpStyle
  }

  /// The columns the bar needs to show every hint.
  public func width(charset: Charset) -> Int {
    let widths = hints.map { hint in
      DisplayWidth.of(charset == .ascii ? Charset.asciiLabel(hint.keys) : hint.keys) + 1 + DisplayWidth.of(hint.help)
    }
    return widths.reduce(0, +) + 2 * max(0, widths.count - 1)
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let line = area.row(0)
    let separator = 2
    var x = line.x
    for (index, hint) in hints.enumerated() {
      let keys = frame.charset == .ascii ? Charset.asciiLabel(hint.keys) : hint.keys
      let width = DisplayWidth.of(keys) + 1 + DisplayWidth.of(hint.help)
      let isLast = index == hints.count - 1
      let start = index == 0 ? x : x + separator
      // Room for this hint, plus "  …" after it unless it is the last one.
      let needed = start - line.x + width + (isLast ? 0 : separator + 1)
      if needed > line.width {
        let ellipsisX = index == 0 ? x : x + (x + separator < line.maxX ? separator : 0)
        frame.draw("…", x: min(ellipsisX, line.maxX - 1), y: line.y, style: helpStyle, in: line)
        return
      }
      x = start
      x += frame.draw(keys, x: x, y: line.y, style: hint.isEnabled ? keyStyle : helpStyle, in: line)
      x += 1
      x += frame.draw(hint.help, x: x, y: line.y, style: helpStyle, in: line)
    }
  }
}
