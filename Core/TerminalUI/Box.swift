/// A framed panel with an optional title in its top border.
///
/// Render the box, then draw the content into `inner(area)`. An area narrower or shorter
/// than 2 cells has no room for a border: the box draws nothing and its inner area is empty.
public struct Box: Widget {
  public var title: String?
  public var style: Style
  public var titleStyle: Style

  public init(title: String? = nil, style: Style = .plain, titleStyle: Style = .bold) {
    self.title = title
    self.style = style
    self.titleStyle = titleStyle
  }

  /// The area inside the border.
  public func inner(_ area: Rect) -> Rect {
    guard area.width >= 2, area.height >= 2 else { return Rect(x: area.x, y: area.y, width: 0, height: 0) }
    return area.inset(by: 1)
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard area.width >= 2, area.height >= 2 else { return }
    let right = area.maxX - 1
    let bottom = area.maxY - 1
    frame.fill(area.inset(by: 1))
    for x in (area.x + 1)..<right {
      frame.put("─", width: 1, x: x, y: area.y, style: style, clip: area)
      frame.put("─", width: 1, x: x, y: bottom, style: style, clip: area)
    }
    for y in (area.y + 1)..<bottom {
      frame.put("│", width: 1, x: area.x, y: y, style: style, clip: area)
      frame.put("│", width: 1, x: right, y: y, style: style, clip: area)
    }
    frame.put("┌", width: 1, x: area.x, y: area.y, style: style, clip: area)
    frame.put("┐", width: 1, x: right, y: area.y, style: style, clip: area)
    frame.put("└", width: 1, x: area.x, y: bottom, style: style, clip: area)
    frame.put("┘", width: 1, x: right, y: bottom, style: style, clip: area)
    if let title, !title.isEmpty, area.width >= 5 {
      let titleArea = Rect(x: area.x + 2, y: area.y, width: area.width - 4, height: 1)
      frame.put(" ", width: 1, x: area.x + 1, y: area.y, style: titleStyle, clip: area)
      let used = frame.draw(title, in: titleArea, style: titleStyle)
      frame.put(" ", width: 1, x: titleArea.x + used, y: area.y, style: titleStyle, clip: area)
    }
  }
}
