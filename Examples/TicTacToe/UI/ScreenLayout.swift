import TerminalUI

/// The parts every Tic-Tac-Toe screen shares: title bar with breadcrumb, a rule, the body
/// (centred, at most 100 columns), a rule and the hints of the key map in force.
struct ScreenLayout {
  /// The body area, below the title and above the hints, inset by one column.
  let body: Rect

  /// Draws the chrome into `frame` and returns the body area to fill.
  init<Action>(path: [String], keyMap: KeyMap<Action>, frame: inout Frame) {
    let (top, middle, bottom) = frame.area.split(top: 2, bottom: 2)
    let title = top.row(0).inset(horizontal: 1)
    frame.render(NavigationHeader(path), in: title)
    frame.render(Rule(), in: top.row(1))
    frame.render(Rule(), in: bottom.row(0))
    frame.render(HintBar(keyMap), in: bottom.row(1).inset(horizontal: 1))
    body = middle.centered(width: 100, height: middle.height).inset(horizontal: 1)
  }
}

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

extension KeyMap {
  /// The same bindings sending `transform(action)`, for a child screen inside its parent.
  func map<Parent>(_ transform: @escaping (Action) -> Parent) -> KeyMap<Parent> {
    let bindings = bindings.map { binding -> KeyBinding<Parent> in
      switch binding.command {
      case .send(let action):
        KeyBinding<Parent>(binding.keys, help: binding.help, send: transform(action), isEnabled: binding.isEnabled)
      case .quit:
        KeyBinding<Parent>(binding.keys, help: binding.help, command: .quit, isEnabled: binding.isEnabled)
      }
    }
    let otherKeys = otherKeys
    return KeyMap<Parent>(bindings, otherKeys: otherKeys.map { keys in { key in keys(key).map(transform) } })
  }
}
