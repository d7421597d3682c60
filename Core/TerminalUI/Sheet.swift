/// A sheet: a framed panel covering the body, leaving one column each side and one row at
/// the top so it reads as laid over the screen. Render it, then draw content into `inner`.
public struct Sheet: Widget {
  public var title: String

  public init(title: String) {
    self.title = title
  }

  /// The panel's outer area within the covered area.
  public func panel(_ area: Rect) -> Rect {
    Rect(x: area.x + 1, y: area.y + 1, width: area.width - 2, height: area.height - 1)
  }

  /// Where the sheet's content goes.
  public func inner(_ area: Rect) -> Rect {
    Box(title: title).inner(panel(area))
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    frame.render(Box(title: title), in: panel(area))
  }
}
