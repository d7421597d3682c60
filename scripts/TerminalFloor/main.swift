import ComposableArchitecture
import TerminalScript
import TerminalUI

// The floor of the figures users feel (scripts/bench): the least a program on this terminal
// layer does, its command line, a store and a first frame, so that a program's start-up and
// memory read against what any program here pays before it holds any data.

/// A feature with nothing to do but show one line, redraw it and quit.
@Reducer
struct Floor {
  struct State: Equatable {}
  enum Action: Equatable { case redrawTapped }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

let usage = """
  usage: terminal-floor
  Draws one frame, "floor: one frame", and waits for q (r draws it again): what any
  program of this terminal layer costs before it holds data. Measured by scripts/bench.
  """
let (program, _) = Program.start("terminal-floor", usage: usage) { _ in }
program.driver.requireTerminal()
let store = Store(initialState: Floor.State()) { Floor() }
let reason = await program.driver.run(
  store,
  render: { _, frame in _ = frame.draw("floor: one frame", x: 0, y: 0, in: frame.area) },
  keyMap: { _ in
    KeyMap([
      KeyBinding([.char("r")], help: "redraw", send: .redrawTapped), KeyBinding([.char("q")], help: "quit", command: .quit),
    ])
  }
)
program.end(reason)
