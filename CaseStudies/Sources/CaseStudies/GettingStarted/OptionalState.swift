import ComposableArchitecture
import TerminalUI

/// Showing and hiding a child from optional state: the toggle makes a fresh counter or
/// removes it, and `ifLet` runs the counter only while it is there.
@Reducer
public struct OptionalBasics {
  public struct State: Equatable, Sendable {
    public var optionalCounter: Counter.State?
    public init(optionalCounter: Counter.State? = nil) { self.optionalCounter = optionalCounter }
  }

  public enum Action: Equatable, Sendable {
    case optionalCounter(Counter.Action)
    case toggleCounterButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .toggleCounterButtonTapped:
        state.optionalCounter = state.optionalCounter == nil ? Counter.State() : nil
        return .none
      case .optionalCounter:
        return .none
      }
    }
    .ifLet(\.optionalCounter, action: \.optionalCounter) { Counter() }
  }
}

/// Whether the counter is there, and the counter when it is; `t` toggles it.
public enum OptionalBasicsScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: OptionalBasics.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    frame.draw("[t] Toggle counter state", in: rows.row(0))
    if let counter = state.optionalCounter {
      frame.render(MarkupText("`Counter.State` is non-nil"), in: rows.row(2))
      frame.render(CounterControl(count: counter.count), in: rows.row(3))
    } else {
      frame.render(MarkupText("`Counter.State` is nil"), in: rows.row(2))
    }
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: OptionalBasics.State) -> KeyMap<OptionalBasics.Action> {
    let isPresent = state.optionalCounter != nil
    return KeyMap([
      KeyBinding([.char("t")], help: "toggle counter", send: .toggleCounterButtonTapped),
      KeyBinding([.left, .char("-")], help: "decrement", send: .optionalCounter(.decrementButtonTapped), isEnabled: isPresent),
      KeyBinding([.right, .char("+")], help: "increment", send: .optionalCounter(.incrementButtonTapped), isEnabled: isPresent),
    ])
  }
}

extension CaseStudy {
  /// A child that comes and goes with optional state.
  public static let optionalState = CaseStudy(
    id: "optional-state", name: "Optional state", chapter: .gettingStarted,
    about: """
      Showing a child feature only while its state exists. The counter lives in an _optional_ \
      state: the toggle creates a fresh one or removes it, and `ifLet` runs the counter's reducer \
      only while it is there. The screen draws what the state holds.
      """,
    initialState: { OptionalBasics.State() }, reducer: { OptionalBasics() },
    render: OptionalBasicsScreen.render, keyMap: OptionalBasicsScreen.keyMap
  )
}
