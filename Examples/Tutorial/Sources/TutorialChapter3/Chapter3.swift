import ComposableArchitecture
import TerminalScript
import TerminalUI

/// Chapter 3's program: the list, with a detail pushed over it.
public enum Chapter3 {
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
