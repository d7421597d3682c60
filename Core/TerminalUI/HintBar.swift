/// The key hints of a screen, drawn from its key map: `↑↓ select  ⏎ open  q quit`.
///
/// Short of width it drops whole hints from the end and ends with "? help" (the keys' help
/// shows them all, see `HelpOverlay`), or "…" where no help key is free, instead of cutting
/// a hint in half; disabled bindings show only when they ask to, all dim.
public struct HintBar: Widget {
  public var hints: [KeyHint]
  public var keyStyle: Style
  public var helpStyle: Style
  /// The key that opens the keys' help on this screen ("?", or "F1" where the screen takes
  /// `?`); nil where none does, and a short bar ends with "…".
  public var helpKey: String?

  public init<Action>(_ keyMap: KeyMap<Action>, keyStyle: Style = .bold, helpStyle: Style = .dim) {
    self.hints = keyMap.hints.filter(\.isInHintBar)
    self.keyStyle = keyStyle
    self.helpStyle = helpStyle
    helpKey = HelpOverlay.openingKeys.first { keyMap.command(for: $0) == nil }?.label
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
    let tailWidth = helpKey.map { DisplayWidth.of($0) + 1 + DisplayWidth.of("help") } ?? 1
    var x = line.x
    for (index, hint) in hints.enumerated() {
      let keys = frame.charset == .ascii ? Charset.asciiLabel(hint.keys) : hint.keys
      let width = DisplayWidth.of(keys) + 1 + DisplayWidth.of(hint.help)
      let isLast = index == hints.count - 1
      let start = index == 0 ? x : x + separator
      // Room for this hint, plus "  ? help" (or "  …") after it unless it is the last one.
      let needed = start - line.x + width + (isLast ? 0 : separator + tailWidth)
      if needed > line.width {
        let tailX = index == 0 ? x : x + (x + separator < line.maxX ? separator : 0)
        if let helpKey, tailX + tailWidth <= line.maxX {
          let keyWidth = frame.draw(helpKey, x: tailX, y: line.y, style: keyStyle, in: line)
          frame.draw("help", x: tailX + keyWidth + 1, y: line.y, style: helpStyle, in: line)
        } else {
          frame.draw("…", x: min(tailX, line.maxX - 1), y: line.y, style: helpStyle, in: line)
        }
        return
      }
      x = start
      x += frame.draw(keys, x: x, y: line.y, style: hint.isEnabled ? keyStyle : helpStyle, in: line)
      x += 1
      x += frame.draw(hint.help, x: x, y: line.y, style: helpStyle, in: line)
    }
  }
}
