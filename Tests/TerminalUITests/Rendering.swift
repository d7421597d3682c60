import TerminalUI

/// Renders a widget into a fresh frame of the given size covering the whole frame.
func render(_ widget: some Widget, width: Int, height: Int) -> Frame {
  var frame = Frame(width: width, height: height)
  frame.render(widget, in: frame.area)
  return frame
}
