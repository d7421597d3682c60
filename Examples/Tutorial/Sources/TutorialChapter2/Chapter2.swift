import ComposableArchitecture
import TerminalScript
import TerminalUI

/// Chapter 2's program: the list of sync-ups, empty at first.
public enum Chapter2 {
  @MainActor
  public static func run(_ driver: ProgramDriver) async -> ExitReason {
    let store = Store(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      driver.install(into: &$0)
    }
    return await driver.run(store, render: SyncUpsListScreen.render, keyMap: SyncUpsListScreen.keyMap)
  }
}
