import ComposableArchitecture
import Foundation
import TerminalUI
import Testing
import TutorialChapter2
import TutorialChapter4

/// Chapter 4: the sheet and the alert are states of one `destination`; the detail tells the
/// app of a change, and the app changes the list.
@MainActor
struct SyncUpDetailTests {
  let syncUp = SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann")], title: "Design")

  func appWithDetail() -> TestStoreOf<AppFeature> {
    var state = AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [syncUp]))
    state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
    return TestStore(initialState: state) {
      AppFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
  }

  @Test func anEditIsSavedIntoTheList() async {
    let store = appWithDetail()
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .edit(SyncUpForm.State(syncUp: self.syncUp)) }
    }
    await store.send(\.path[id: 0].detail.destination.edit.title, .edited(.insert("!"))) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination?.modify(\.edit) { $0.title = TextFieldState("Design!") }
      }
    }
    await store.send(\.path[id: 0].detail.destination.edit.attendees, .edited(.insert(", Bo"))) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination?.modify(\.edit) { $0.attendees = TextFieldState("Ann, Bo") }
      }
    }
    var edited = syncUp
    edited.title = "Design!"
    edited.attendees.append(Attendee(id: UUID(0), name: "Bo"))
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination = nil
        $0.syncUp = edited
      }
    }
    await store.receive(\.path[id: 0].detail.delegate.syncUpUpdated) {
      $0.syncUpsList.syncUps[id: self.syncUp.id] = edited
    }
  }

  /// A form without a title is not saved: it stays open and says why; the next edit clears it.
  @Test func aBlankTitleIsRefused() async {
    let store = appWithDetail()
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .edit(SyncUpForm.State(syncUp: self.syncUp)) }
    }
    await store.send(\.path[id: 0].detail.destination.edit.title, .edited(.deleteToStart)) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination?.modify(\.edit) { $0.title = TextFieldState("") }
      }
    }
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination?.modify(\.edit) { $0.problem = "A sync-up needs a title." }
      }
    }
    await store.send(\.path[id: 0].detail.destination.edit.title, .edited(.insert("D"))) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination?.modify(\.edit) {
          $0.title = TextFieldState("D")
          $0.problem = nil
        }
      }
    }
    await store.send(\.path[id: 0].detail.cancelEditButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
    }
  }

  /// Deleting asks first; confirmed, the app removes the sync-up from the list and the detail
  /// closes itself (`dismiss`).
  @Test func deletingAsksThenRemovesAndCloses() async {
    let store = appWithDetail()
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .alert(.deleteSyncUp) }
    }
    await store.send(\.path[id: 0].detail.destination.alert.confirmDeletion) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
    }
    await store.receive(\.path[id: 0].detail.delegate.deleteSyncUp)
    await store.receive(\.syncUpsList.deleteButtonTapped) {
      $0.syncUpsList.syncUps = []
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
    }
  }
}

/// The form on its own: Tab order, the length's bounds, and what saving makes of the fields.
@MainActor
struct SyncUpFormTests {
  let syncUp = SyncUp(
    id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann"), Attendee(id: UUID(2), name: "Bo")], title: "Design"
  )

  @Test func tabGoesRoundTheFieldsAndTheLengthStaysInRange() async {
    let store = TestStore(initialState: SyncUpForm.State(syncUp: syncUp)) {
      SyncUpForm()
    }
    await store.send(.focusMoved(by: 1)) { $0.focus = .minutes }
    await store.send(.minutesChanged(by: -4)) { $0.minutes = 1 }
    await store.send(.minutesChanged(by: -1))
    await store.send(.focusMoved(by: 1)) { $0.focus = .attendees }
    await store.send(.focusMoved(by: 1)) { $0.focus = .title }
    await store.send(.focusMoved(by: -1)) { $0.focus = .attendees }
  }

  /// Attendees whose names stay keep their ids; a new name gets a new one; blanks are dropped.
  @Test func savingKeepsTheIdsOfNamesThatStay() {
    var form = SyncUpForm.State(syncUp: syncUp)
    form.attendees = TextFieldState("Bo, , Cy ")
    form.minutes = 15
    var ids = [UUID(9)].makeIterator()
    let edited = form.edited { ids.next()! }
    #expect(
      edited
        == SyncUp(
          id: UUID(0), attendees: [Attendee(id: UUID(2), name: "Bo"), Attendee(id: UUID(9), name: "Cy")],
          duration: .seconds(900), title: "Design"
        )
    )
    form.title = TextFieldState("  ")
    #expect(form.edited { UUID(10) } == nil)
  }
}

/// Chapter 4's sheet and alert as whole frames.
struct OverlayScreenTests {
  let syncUp = SyncUp(id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann")], title: "Design")

  func frame(_ destination: SyncUpDetail.Destination.State) -> String {
    var state = AppFeature.State(syncUpsList: SyncUpsList.State(syncUps: [syncUp]))
    state.path.append(.detail(SyncUpDetail.State(destination: destination, syncUp: syncUp)))
    var frame = Frame(width: 50, height: 14)
    AppScreen.render(state, into: &frame)
    return frame.text
  }

  @Test func theEditSheetWithItsProblem() {
    var form = SyncUpForm.State(syncUp: syncUp)
    form.title = TextFieldState("")
    form.problem = "A sync-up needs a title."
    #expect(frame(.edit(form)) == """
       Sync-ups › Design
      \(String(repeating: "─", count: 50))
       Length  5 min
        ┌ Edit sync-up ──────────────────────────────┐
       A│Title      a title                          │
        │Length     ◂ 5 min ▸                        │
        │Attendees  Ann                              │
       P│                                            │
        │A sync-up needs a title.                    │
        │                                            │
        └────────────────────────────────────────────┘
      \(String(repeating: "─", count: 50))

       Tab next field  ⏎ save  Esc cancel
      """)
  }

  @Test func theAlertOnItsSafeButton() {
    #expect(frame(.alert(.deleteSyncUp)) == """
       Sync-ups › Design
      \(String(repeating: "─", count: 50))
       Length  5 min
       ┌ Delete? ─────────────────────────────────────┐
       │ Are you sure you want to delete this         │
       │ sync-up?                                     │
       │                                              │
       │            [ Delete ]  [ Cancel ]            │
       └──────────────────────────────────────────────┘


      \(String(repeating: "─", count: 50))

       ⏎/Esc cancel  d delete
      """)
  }
}
