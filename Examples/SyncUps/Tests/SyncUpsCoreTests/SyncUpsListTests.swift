import ComposableArchitecture
import Foundation
import SyncUpsCore
import Testing

/// The list and its add sheet (spec scenarios 20, 21, 26, 27).
@MainActor
struct SyncUpsListTests {
  func store(_ syncUps: IdentifiedArrayOf<SyncUp> = []) -> TestStore<SyncUpsList.State, SyncUpsList.Action> {
    TestStore(initialState: { _ = sharedList(syncUps); return SyncUpsList.State() }()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
  }

  @Test func add() async {
    let store = store()
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(uuid(0)), attendees: [Attendee(id: Attendee.ID(uuid(1)))])))
    }
    await store.send(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Engineering")))))) {
      $0.destination = .add(
        SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(uuid(0)), attendees: [Attendee(id: Attendee.ID(uuid(1)))], title: "Engineering"))
      )
    }
    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock {
        $0 = [SyncUp(id: SyncUp.ID(uuid(0)), attendees: [Attendee(id: Attendee.ID(uuid(1)))], title: "Engineering")]
      }
    }
  }

  @Test func addValidatesAttendees() async {
    let form = SyncUpForm.State(
      syncUp: SyncUp(id: SyncUp.ID(fixedID(1)), attendees: [Attendee(id: Attendee.ID(fixedID(2))), Attendee(id: Attendee.ID(fixedID(3)), name: "    ")], title: "Design")
    )
    let store = TestStore(initialState: { _ = sharedList([]); return SyncUpsList.State(destination: .add(form)) }()) {
      SyncUpsList()
    }
    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock {
        $0 = [SyncUp(id: SyncUp.ID(fixedID(1)), attendees: [Attendee(id: Attendee.ID(fixedID(2)))], title: "Design")]
      }
    }
  }

  @Test func namedAttendeesAreKeptAndBlankOnesDropped() async {
    let form = SyncUpForm.State(
      syncUp: SyncUp(
        id: SyncUp.ID(fixedID(1)), attendees: [Attendee(id: Attendee.ID(fixedID(2))), Attendee(id: Attendee.ID(fixedID(3)), name: "Blob")], title: "Design"
      )
    )
    let store = TestStore(initialState: { _ = sharedList([.s3]); return SyncUpsList.State(destination: .add(form)) }()) {
      SyncUpsList()
    }
    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      $0.$syncUps.withLock {
        _ = $0.append(SyncUp(id: SyncUp.ID(fixedID(1)), attendees: [Attendee(id: Attendee.ID(fixedID(3)), name: "Blob")], title: "Design"))
      }
    }
  }

  @Test func dismissAddDiscardsTheForm() async {
    let store = store()
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: SyncUp.ID(uuid(0)), attendees: [Attendee(id: Attendee.ID(uuid(1)))])))
    }
    await store.send(.dismissAddSyncUpButtonTapped) { $0.destination = nil }
    #expect(store.state.syncUps.isEmpty)
  }

  @Test func confirmAddIsIgnoredWithoutTheSheet() async {
    let store = store()
    await store.send(.confirmAddSyncUpButtonTapped)
  }

  @Test func onDeleteRemovesAtOnce() async {
    let store = store([.design, .s3])
    await store.send(.onDelete(atOffsets: [0])) {
      $0.$syncUps.withLock { $0 = [.s3] }
    }
  }

  @Test func deleteKeyAsksFirstThenDeletes() async {
    let store = store([.design, .s3])
    await store.send(.deleteRequested(SyncUp.s3.id)) { $0.destination = .alert(.deleteSyncUp(id: SyncUp.s3.id)) }
    await store.send(.destination(.presented(.alert(.confirmDeletion(SyncUp.s3.id))))) {
      $0.destination = nil
      $0.$syncUps.withLock { $0 = [.design] }
    }
  }

  @Test func deleteKeyCancelKeepsTheSyncUp() async {
    let store = store([.design])
    await store.send(.deleteRequested(SyncUp.design.id)) { $0.destination = .alert(.deleteSyncUp(id: SyncUp.design.id)) }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    #expect(store.state.syncUps == [.design])
  }
}
