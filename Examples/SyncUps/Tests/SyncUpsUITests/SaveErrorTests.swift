import ComposableCore
import Foundation
import SyncUpsCore
import SyncUpsUI
import TerminalUI
import Testing

/// A save that fails keeps the list in memory and says so on the status line (spec 4).
@MainActor
struct SaveErrorTests {
  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }

  @Test func aFailedSaveShowsOnTheStatusLineAndKeepsTheChange() {
    let store = withDependencies {
      $0.sharedStorage = SharedStorage(persisting: true)
      $0.syncUpsStore = SyncUpsStore(load: { sample() }, save: { _ in throw DiskFull() })
    } operation: {
      Store(initialState: SyncUpsTerminal.State()) { SyncUpsTerminal() }
    }
    store.send(.app(.syncUpsList(.onDelete(atOffsets: [0]))))
    #expect(store.state.app.syncUpsList.syncUps.map(\.title) == ["Engineering", "Product"])
    let lines = frame(store.state).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[22] == " Not saved: the disk is full")
  }
}
