/// Where a line of text sits in its area.
public enum Alignment: Hashable, Sendable {
  case leading, center, trailing
}

/// One line of styled text, aligned in its area and cut with "…" when too long.
public struct Label: Widget {
  public var text: String
  public var style: Style
  public var alignment: Alignment

  public init(_ text: String, style: Style = .plain, alignment: Alignment = .leading) {
    self.text = text
    self.style = style
    self.alignment = alignment
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let width = min(DisplayWidth.of(text), area.width)
    let x: Int
    switch alignment {
    case .leading: x = area.x
    case .center: x = area.x + (area.width - width) / 2
    case .trailing: x = area.maxX - width
    }
    frame.draw(text, x: x, y: area.y, style: style, in: area)
  }
}
