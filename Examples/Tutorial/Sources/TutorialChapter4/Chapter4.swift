import ComposableArchitecture
import TerminalScript
import TerminalUI

/// Chapter 4's program: the detail edits its sync-up in a sheet and deletes it after an alert.
public enum Chapter4 {
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
