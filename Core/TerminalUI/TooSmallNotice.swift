/// What a screen shows instead of its layout when the terminal is below its minimum size.
public struct TooSmallNotice: Widget {
  public var minimum: Size

  public init(minimum: Size) {
    self.minimum = minimum
  }

  public var message: String { "terminal too small (need \(minimum))" }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let lines = Paragraph.wrap(message, width: area.width)
    let top = area.y + max(0, (area.height - lines.count) / 2)
    for (index, line) in lines.enumerated() {
      Label(line, alignment: .center).render(in: area.row(top - area.y + index), frame: &frame)
    }
  }
}
