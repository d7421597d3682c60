/// Something that draws itself into an area of a frame: the one method every widget has.
///
/// A widget draws only inside `area` (which `Frame.render` has already clipped to the
/// frame), draws nothing when the area is empty, and never reads the terminal or a store.
public protocol Widget {
  func render(in area: Rect, frame: inout Frame)
}

/// A string draws as one line, cut with "…" when it is too long.
extension String: Widget {
  public func render(in area: Rect, frame: inout Frame) {
    frame.draw(self, in: area)
  }
}

/// An absent widget draws nothing, so an optional part needs no branch.
extension Optional: Widget where Wrapped: Widget {
  public func render(in area: Rect, frame: inout Frame) {
    if let widget = self { widget.render(in: area, frame: &frame) }
  }
}
