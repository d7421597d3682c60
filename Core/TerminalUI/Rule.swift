/// A horizontal line across the first row of its area, the divider between bars and body.
public struct Rule: Widget {
  public var style: Style

  public init(style: Style = .plain) {
    self.style = style
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    for x in area.x..<area.maxX {
      frame.put("─", width: 1, x: x, y: area.y, style: style, clip: area)
    }
  }
}
