import ComposableArchitecture
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

/// "Open settings" on Linux: a notice over the detail, closed with Enter.
@MainActor
struct SettingsNoticeTests {
  @Test func openSettingsShowsHowToChangeTheSimulatedPermission() async {
    let storage = SharedStorage(persisting: false)
    let store = withDependencies { $0.sharedStorage = storage } operation: {
      @Shared(.syncUps) var list = sample()
      var state = SyncUpsTerminal.State()
      state.app.path.append(.detail(SyncUpDetail.State(destination: .alert(.speechRecognitionDenied), syncUp: $list[id: list[0].id]!)))
      return Store(initialState: state) { SyncUpsTerminal() } withDependencies: {
        $0.sharedStorage = storage
        $0.openSettings = openSimulatedSettingsNotice
      }
    }
    // The alert opens on Cancel, the last button; ← chooses "Open settings", before it.
    guard case let .send(left)? = SyncUpsScreen.keyMap(store.state).command(for: .left) else {
      Issue.record("← does nothing on the alert")
      return
    }
    store.send(left)
    #expect(store.state.alertButtons.selection == 1)
    guard case let .send(enter)? = SyncUpsScreen.keyMap(store.state).command(for: .enter) else {
      Issue.record("Enter does nothing on the alert")
      return
    }
    await store.send(enter).finish()
    #expect(store.state.visibleAlertTitle == nil)
    #expect(store.state.settingsNotice)
    #expect(frame(store.state).contains("Settings (simulated)"))
    #expect(frame(store.state).contains(" ⏎/Esc OK"))
    store.send(.settingsNoticeDismissed)
    #expect(!store.state.settingsNotice)
  }
}

extension SyncUpsTerminal.State {
  /// The title of the detail's alert, if one shows.
  var visibleAlertTitle: String? {
    guard let top = app.path.ids.last, case let .detail(detail)? = app.path[id: top],
      case let .alert(alert)? = detail.destination
    else { return nil }
    return String(state: alert.title)
  }
}
