import TerminalUI

/// The terminal screen of `Counter`: the count between its minus and plus buttons, with
/// keys ←/- and →/+ pressing them.
public enum CounterScreen {
  /// The shared minimum of every case study screen; below it a notice is shown.
  public static let minimumSize = Size(width: 80, height: 24)

  static let readMe = """
    This screen demonstrates the basics of the Composable Architecture: the count is \
    state, the buttons send actions, and a reducer changes the state. The screen is drawn \
    from the state alone.
    """

  /// Draws the screen: the shared chrome (path, rules, key hints), the lesson and the
  /// counter control.
  public static func render(_ state: Counter.State, into frame: inout Frame) {
    let chrome = ScreenChrome.draw(path: ["Case Studies", "Counter"], keyMap: keyMap(state), into: &frame)
    let body = chrome.body.inset(vertical: 1)
    let paragraph = Paragraph(readMe, style: .dim)
    let (lesson, rest) = body.split(top: paragraph.height(width: body.width))
    frame.render(paragraph, in: lesson)
    frame.render("[-] \(state.count) [+]", in: rest.split(top: 1).rest.row(0).inset(horizontal: 2))
  }

  /// The keys of the screen; the hint bar is drawn from the same list.
  public static func keyMap(_ state: Counter.State) -> KeyMap<Counter.Action> {
    KeyMap([
      KeyBinding([.left, .char("-")], help: "decrement", send: .decrementButtonTapped),
      KeyBinding([.right, .char("+")], help: "increment", send: .incrementButtonTapped),
      .quit([.char("q")]),
    ])
  }
}
