import ComposableArchitecture
import Foundation
import TerminalUI
import Testing
import TutorialChapter2

/// Chapter 2: adding takes its id from the `uuid` dependency, so the test knows it.
@MainActor
struct SyncUpsListTests {
  @Test func addThenDelete() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.syncUps = [SyncUp(id: UUID(0), title: "New sync-up")]
    }
    await store.send(.addButtonTapped) {
      $0.syncUps.append(SyncUp(id: UUID(1), title: "New sync-up"))
      $0.selection = 1
    }
    await store.send(.deleteButtonTapped(id: UUID(1))) {
      $0.syncUps.remove(id: UUID(1))
      $0.selection = 0
    }
  }

  @Test func selectionStaysOnTheRows() async {
    let syncUps: IdentifiedArrayOf<SyncUp> = [SyncUp(id: UUID(0), title: "A"), SyncUp(id: UUID(1), title: "B")]
    let store = TestStore(initialState: SyncUpsList.State(syncUps: syncUps)) {
      SyncUpsList()
    }
    await store.send(.selectionMoved(by: 1)) {
      $0.selection = 1
    }
    await store.send(.selectionMoved(by: 1))
    await store.send(.selectionMoved(by: -5)) {
      $0.selection = 0
    }
  }
}

/// Chapter 2's screen as whole frames.
struct SyncUpsListScreenTests {
  let rule = String(repeating: "─", count: 44)

  func frame(_ state: SyncUpsList.State) -> String {
    var frame = Frame(width: 44, height: 8)
    SyncUpsListScreen.render(state, into: &frame)
    return frame.text
  }

  @Test func aListWithItsSecondRowSelected() {
    let syncUps: IdentifiedArrayOf<SyncUp> = [
      SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(2), name: "Ann")], title: "Design"),
      SyncUp(id: UUID(1), duration: .seconds(600), title: "Engineering"),
    ]
    #expect(frame(SyncUpsList.State(selection: 1, syncUps: syncUps)) == """
       Sync-ups
      \(rule)
         Design · 1 person · 5 min
       > Engineering · 0 people · 10 min

      \(rule)

       ↑/k previous  a add  d delete  q quit
      """)
  }

  @Test func anEmptyListSaysWhatToDo() {
    #expect(frame(SyncUpsList.State()) == """
       Sync-ups
      \(rule)
       No sync-ups yet: press a to add one.


      \(rule)

       a add  q quit
      """)
  }
}
