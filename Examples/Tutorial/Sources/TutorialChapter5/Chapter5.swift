import ComposableArchitecture
import TerminalScript
import TerminalUI

/// Chapter 5's program: meetings, timed by the clock.
public enum Chapter5 {
  @MainActor
  public static func run(_ driver: ProgramDriver) async -> ExitReason {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      driver.install(into: &$0)
    }
    return await driver.run(store, render: AppScreen.render, keyMap: AppScreen.keyMap)
  }
}
