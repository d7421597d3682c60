import ComposableArchitecture
import TerminalScript
import TerminalUI

/// Chapter 1's program: a store holding the counter, run on the terminal with its screen.
public enum Chapter1 {
  @MainActor
  public static func run(_ driver: ProgramDriver) async -> ExitReason {
    let store = Store(initialState: CounterFeature.State()) {
      CounterFeature()
    } withDependencies: {
      driver.install(into: &$0)
    }
    return await driver.run(store, render: CounterScreen.render, keyMap: CounterScreen.keyMap)
  }
}
