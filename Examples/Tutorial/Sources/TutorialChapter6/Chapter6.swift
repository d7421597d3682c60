import ComposableArchitecture
import TerminalScript
import TerminalUI

/// Chapter 6's program: the list, kept in a file. A scripted, recorded or replayed run keeps
/// it in memory, so that it never touches the user's sync-ups.
public enum Chapter6 {
  @MainActor
  public static func run(_ driver: ProgramDriver) async -> ExitReason {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      driver.install(into: &$0)
      if driver.isIsolated { $0.sharedStorage = SharedStorage(persisting: false) }
    }
    return await driver.run(store, render: AppScreen.render, keyMap: AppScreen.keyMap)
  }
}
