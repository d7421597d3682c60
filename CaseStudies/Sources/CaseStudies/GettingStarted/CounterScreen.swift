import TerminalUI

/// The terminal screen of `Counter`: the count between its minus and plus buttons, with
/// keys ←/- and →/+ pressing them.
public enum CounterScreen {
  /// Draws the counter control on the first row of `area`.
  public static func render(_ state: Counter.State, in area: Rect, frame: inout Frame) {
    frame.render(CounterControl(count: state.count), in: area.row(0).inset(horizontal: 2))
  }

  /// The keys of the screen; the hint bar is drawn from the same list.
  public static func keyMap(_ state: Counter.State) -> KeyMap<Counter.Action> {
    KeyMap([
      KeyBinding([.left, .char("-")], help: "decrement", send: .decrementButtonTapped),
      KeyBinding([.right, .char("+")], help: "increment", send: .incrementButtonTapped),
    ])
  }
}

/// The counter of the controls vocabulary: `[-] 3 [+]`.
public struct CounterControl: Widget {
  public var count: Int
  public var style: Style

  public init(count: Int, style: Style = .plain) {
    self.count = count
    self.style = style
  }

  public func render(in area: Rect, frame: inout Frame) {
    frame.draw("[-] \(count) [+]", in: area, style: style)
  }
}

extension CaseStudy {
  /// The archetypal feature.
  public static let counter = CaseStudy(
    id: "counter", name: "Basics", chapter: .gettingStarted,
    about: """
      The basics of the Composable Architecture in a counter. The *state* is a value, the \
      buttons send *actions*, and a *reducer* is the only place the state changes. The screen \
      is drawn from the state alone: `render(state)`.
      """,
    initialState: { Counter.State() }, reducer: { Counter() },
    render: CounterScreen.render, keyMap: CounterScreen.keyMap
  )
}
