import ComposableArchitecture
import TerminalScript
import TicTacToeAppCore
import TicTacToeAuthClient
import TicTacToeAuthClientLive
import TicTacToeUI

// `--demo` answers at once: the only option of its own.
let (program, isDemo) = Program.start("tictactoe", usage: usage) { arguments in
  var isDemo = false
  while let argument = try arguments.next() {
    guard argument == "--demo" else { throw ArgumentError.unknown(argument) }
    isDemo = true
  }
  return isDemo
}
let store = Store(initialState: TicTacToeTerminal.State()) { TicTacToeTerminal() } withDependencies: {
  $0.authenticationClient = .live
  program.driver.install(into: &$0)
  if isDemo { $0.continuousClock = ImmediateClock() }
}
let reason = await program.driver.run(
  store, minimumSize: TicTacToeScreen.minimumSize,
  render: TicTacToeTerminalScreen.render, keyMap: TicTacToeTerminalScreen.keyMap,
  feature: FeatureUnderTest(
    TicTacToe.body, imports: ["TicTacToeAppCore", "TicTacToeAuthClientLive"], state: \.app, action: \.app,
    dependencies: ["$0.authenticationClient = .live"]
  )
)
program.end(reason)
