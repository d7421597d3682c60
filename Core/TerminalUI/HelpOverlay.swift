/// The keys of the screen below, in a box over it: what `?` or F1 opens in every program.
/// Made from the screen's key map, so it can never disagree with what the keys do; the run
/// loop's own keys (Ctrl-L, `?` itself and F12, the inspector) are listed after the screen's.
public struct HelpOverlay: Widget {
  /// The screen's hints, in key-map order.
  public var hints: [KeyHint]

  /// The keys that open the help where the screen does not bind them, `?` first: a hint bar
  /// names the first one free.
  public static let openingKeys: [Key] = [.char("?"), .function(1)]
  /// The keys that close it; no other key acts while it is open.
  public static let closingKeys: Set<Key> = [.escape, .char("q"), .enter, .char("?"), .function(1)]

  public init(hints: [KeyHint]) {
    self.hints = hints
  }

  /// Every line of the help: the screen's keys, then the run loop's.
  public var entries: [KeyHint] {
    hints.filter(\.isEnabled) + [
      KeyHint(keys: "^L", help: "redraw the screen", isEnabled: true),
      KeyHint(keys: "?/F1", help: "this help (Esc, q or ? closes it)", isEnabled: true),
      KeyHint(keys: "F12", help: "the inspector", isEnabled: true),
    ]
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let entries = entries
    let keysWidth = entries.map { DisplayWidth.of($0.keys) }.max() ?? 0
    let helpWidth = entries.map { DisplayWidth.of($0.help) }.max() ?? 0
    let boxWidth = min(area.width, keysWidth + helpWidth + 6)
    let boxHeight = min(area.height, entries.count + 2)
    let boxArea = area.centered(width: boxWidth, height: boxHeight)
    let box = Box(title: "Keys")
    // The box is opaque: nothing of the screen below shows through its blank cells.
    frame.fill(boxArea)
    frame.render(box, in: boxArea)
    let inner = box.inner(boxArea).inset(horizontal: 1)
    for (row, entry) in entries.prefix(inner.height).enumerated() {
      let line = inner.row(row)
      frame.draw(entry.keys, in: line, style: .bold)
      let helpArea = Rect(x: line.x + keysWidth + 2, y: line.y, width: max(0, line.width - keysWidth - 2), height: 1)
      frame.draw(entry.help, in: helpArea)
    }
  }
}
