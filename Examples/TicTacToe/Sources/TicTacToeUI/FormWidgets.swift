import TerminalUI

/// A labelled text field drawn as `Label  [te▏xt     ]`, the text cursor shown when focused
/// at `cursor` (characters from the start; nil or past the end puts it after the text).
struct FormField: Widget {
  var label: String
  var labelWidth: Int
  var text: String
  var cursor: Int?
  var isFocused: Bool
  var isEnabled: Bool

  func render(in area: Rect, frame: inout Frame) {
    guard !area.isEmpty else { return }
    let style: Style = isEnabled ? .plain : .dim
    let (labelArea, rest) = area.row(0).split(left: labelWidth)
    frame.render(Label(label, style: style), in: labelArea)
    let (open, inside, close) = rest.split(left: 1, right: 1)
    frame.render(Label("[", style: style), in: open)
    frame.render(TextField(TextFieldState(text, cursor: cursor), isFocused: isFocused && isEnabled, style: style), in: inside)
    frame.render(Label("]", style: style), in: close)
  }
}

/// A button drawn as `[ Title ]`, dim when disabled.
struct Button: Widget {
  var title: String
  var isEnabled: Bool

  /// The width the button takes.
  var width: Int { DisplayWidth.of(title) + 4 }

  func render(in area: Rect, frame: inout Frame) {
    frame.render(Label("[ \(title) ]", style: isEnabled ? .bold : .dim), in: area.row(0))
  }
}
