/// What a screen shows instead of its layout when the terminal is below its minimum size:
/// the size it needs and, under it, the keys that still work (the screen's quit hints), since
/// no other key acts on a screen the user cannot see.
public struct TooSmallNotice: Widget {
  public var minimum: Size
  /// The keys that work behind the notice; empty shows none.
  public var hints: [KeyHint]

  public init(minimum: Size, hints: [KeyHint] = []) {
    self.minimum = minimum
    self.hints = hints
  }

  public var message: String { "terminal too small (need \(minimum))" }

  /// Whether the hints fit, whole, in `area` (a blank row below the message); when they do
  /// not, the notice shows only the message, and the run loop lets no key act.
  public func showsHints(in area: Rect, charset: Charset) -> Bool {
    !hints.isEmpty && area.height >= Paragraph.wrap(message, width: area.width).count + 2
      && HintBar(hints: hints).width(charset: charset) <= area.width
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let lines = Paragraph.wrap(message, width: area.width)
    let hintBar = HintBar(hints: hints)
    let hintRows = showsHints(in: area, charset: frame.charset) ? 2 : 0
    let top = area.y + max(0, (area.height - lines.count - hintRows) / 2)
    for (index, line) in lines.enumerated() {
      Label(line, alignment: .center).render(in: area.row(top - area.y + index), frame: &frame)
    }
    guard hintRows > 0 else { return }
    let row = area.row(top - area.y + lines.count + 1)
    frame.render(hintBar, in: row.centered(width: hintBar.width(charset: frame.charset), height: 1))
  }
}
