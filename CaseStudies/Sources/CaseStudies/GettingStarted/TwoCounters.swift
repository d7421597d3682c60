import ComposableArchitecture
import TerminalUI

/// Composing features: two independent counters embedded with `Scope`.
@Reducer
public struct TwoCounters {
  public struct State: Equatable, Sendable {
    public var counter1 = Counter.State()
    public var counter2 = Counter.State()
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case counter1(Counter.Action)
    case counter2(Counter.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.counter1, action: \.counter1) { Counter() }
    Scope(\.counter2, action: \.counter2) { Counter() }
  }
}

/// Two counter rows; ←/→ press the first, -/+ the second.
public enum TwoCountersScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: TwoCounters.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    frame.draw("Counter 1   ", in: rows.row(0))
    frame.render(CounterControl(count: state.counter1.count), in: rows.row(0).split(left: 12).rest)
    frame.draw("Counter 2   ", in: rows.row(1))
    frame.render(CounterControl(count: state.counter2.count), in: rows.row(1).split(left: 12).rest)
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: TwoCounters.State) -> KeyMap<TwoCounters.Action> {
    KeyMap([
      KeyBinding([.left], help: "counter 1", send: .counter1(.decrementButtonTapped)),
      KeyBinding([.right], help: "counter 1", send: .counter1(.incrementButtonTapped)),
      KeyBinding([.char("-")], help: "counter 2", send: .counter2(.decrementButtonTapped)),
      KeyBinding([.char("+")], help: "counter 2", send: .counter2(.incrementButtonTapped)),
    ])
  }
}

extension CaseStudy {
  /// Two counters composed with `Scope`.
  public static let twoCounters = CaseStudy(
    id: "two-counters", name: "Combining reducers", chapter: .gettingStarted,
    about: """
      Composing features: the screen holds two counters, each the _Counter_ feature on its own \
      part of the state, embedded with `Scope`. An action of one counter never touches the other.
      """,
    initialState: { TwoCounters.State() }, reducer: { TwoCounters() },
    render: TwoCountersScreen.render, keyMap: TwoCountersScreen.keyMap
  )
}
