/// A single-line text field drawing a `TextFieldState` in the first row of its area, with
/// the cursor shown as a reversed cell when focused (and the terminal's own cursor put there,
/// `Frame.cursor`, for input methods and screen readers) and a dim placeholder when empty.
///
/// Text wider than the area scrolls horizontally so the cursor stays visible.
public struct TextField: Widget {
  public var state: TextFieldState
  public var placeholder: String
  public var isFocused: Bool
  public var style: Style

  public init(_ state: TextFieldState, placeholder: String = "", isFocused: Bool = true, style: Style = .underline) {
    self.state = state
    self.placeholder = placeholder
    self.isFocused = isFocused
    self.style = style
  }

  public func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let line = area.row(0)
    frame.fill(line, with: Cell(" ", style: style))
    if state.text.isEmpty, !placeholder.isEmpty {
      frame.draw(placeholder, in: line, style: style.adding(.dim))
    }
    let characters = Array(state.text)
    let widths = characters.map(DisplayWidth.of)
    // Scroll so the cursor (one cell after the text at the end) fits in the row.
    var first = 0
    var widthUpToCursor = widths.prefix(state.cursor).reduce(0, +) + 1
    while widthUpToCursor > line.width, first < state.cursor {
      widthUpToCursor -= widths[first]
      first += 1
    }
    var x = line.x
    for index in first..<characters.count {
      let width = widths[index]
      guard width > 0 else { continue }
      let isCaret = isFocused && index == state.cursor
      guard frame.put(String(characters[index]), width: width, x: x, y: line.y, style: isCaret ? style.adding(.reverse) : style, clip: line)
      else { break }
      if isCaret { frame.cursor = Point(x: x, y: line.y) }
      x += width
    }
    if isFocused, state.cursor == characters.count, x < line.maxX { frame.cursor = Point(x: x, y: line.y) }
    if isFocused, state.cursor == characters.count, x < line.maxX {
      let symbol = state.text.isEmpty ? (frame.cell(x: x, y: line.y)?.symbol ?? " ") : " "
      frame.put(symbol.isEmpty ? " " : symbol, width: 1, x: x, y: line.y, style: style.adding(.reverse), clip: line)
    }
  }
}
