import ComposableArchitecture
import Foundation
import TerminalUI
import Testing
import TutorialChapter2
import struct TutorialChapter4.SyncUpForm
import struct TutorialChapter5.RecordMeeting
import TutorialChapter6

/// Chapter 6: `@Shared(.syncUps)` declared in a test is the value the store's features hold
/// (each test has storage of its own, which writes no file), so a test sets the list up and
/// reads it back without going through the store.
@MainActor
struct SharedSyncUpsTests {
  let syncUp = SyncUp(id: UUID(10), attendees: [Attendee(id: UUID(11), name: "Ann")], duration: .seconds(60), title: "Design")

  @Test func theListAddsToTheSharedValue() async {
    @Shared(.syncUps) var syncUps = [syncUp]
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.$syncUps.withLock { _ = $0.append(SyncUp(id: UUID(0), title: "New sync-up")) }
      $0.selection = 1
    }
    #expect(syncUps.map(\.title) == ["Design", "New sync-up"])
  }

  /// An edit in the detail is an edit of the list: no delegate, no copy to update.
  @Test func anEditInTheDetailIsInTheList() async throws {
    @Shared(.syncUps) var syncUps = [syncUp]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))
    await store.send(.syncUpTapped(syncUp.id)) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .edit(SyncUpForm.State(syncUp: self.syncUp)) }
    }
    await store.send(\.path[id: 0].detail.destination.edit.title, .edited(.insert("!"))) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination?.modify(\.edit) { $0.title = TextFieldState("Design!") }
      }
    }
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) {
        $0.destination = nil
        $0.$syncUp.withLock { $0.title = "Design!" }
      }
    }
    #expect(syncUps[0].title == "Design!")
  }

  @Test func deletingFromTheDetailEmptiesTheList() async throws {
    @Shared(.syncUps) var syncUps = [syncUp]
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    }
    let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))
    await store.send(.syncUpTapped(syncUp.id)) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = .alert(.deleteSyncUp) }
    }
    await store.send(\.path[id: 0].detail.destination.alert.confirmDeletion) {
      $0.path[id: 0]?.modify(\.detail) { $0.destination = nil }
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 0] = nil
    }
    #expect(syncUps.isEmpty)
  }

  @Test func aFinishedMeetingIsInTheSharedSyncUp() async throws {
    @Shared(.syncUps) var syncUps = [syncUp]
    let clock = TestClock()
    let start = Date(timeIntervalSince1970: 1_772_442_000)
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date = .constant(start)
      $0.uuid = .incrementing
    }
    let sharedSyncUp = try #require(Shared($syncUps[id: syncUp.id]))
    await store.send(.syncUpTapped(syncUp.id)) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: sharedSyncUp))
    }
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: self.syncUp))
    }
    await store.receive(\.path[id: 1].record.onTask)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1]?.modify(\.record) { $0.secondsElapsed = 1 }
    }
    await store.send(\.path[id: 1].record.endMeetingButtonTapped)
    let meeting = Meeting(id: UUID(0), date: start, duration: .seconds(1))
    await store.receive(\.path[id: 1].record.delegate.saveMeeting, meeting) {
      $0.syncUpsList.$syncUps.withLock { _ = $0[id: self.syncUp.id]?.meetings.insert(meeting, at: 0) }
    }
    await store.receive(\.path.popFrom) {
      $0.path[id: 1] = nil
    }
    #expect(syncUps[0].meetings == [meeting])
  }
}

/// The file itself: what the program writes reads back the same, and where it goes.
struct SyncUpsFileTests {
  @Test func theListSurvivesAWriteAndARead() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutorial-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let key = FileStorageKey<IdentifiedArrayOf<SyncUp>>(url: folder.appendingPathComponent("sync-ups.json"))
    let syncUps: IdentifiedArrayOf<SyncUp> = [
      SyncUp(
        id: UUID(0), attendees: [Attendee(id: UUID(1), name: "Ann")],
        meetings: [Meeting(id: UUID(2), date: Date(timeIntervalSince1970: 1_772_442_000), duration: .seconds(61))],
        title: "Design"
      )
    ]
    try key.save(syncUps)
    #expect(try key.load() == syncUps)
  }

  /// A file that is there but is not a list is refused and left as it was; no file is fine.
  @Test func anUnreadableFileIsRefusedUntouched() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutorial-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("sync-ups.json")
    try UnreadableSyncUpsFile.check(file)
    try Data("not a list".utf8).write(to: file)
    #expect(throws: UnreadableSyncUpsFile.self) { try UnreadableSyncUpsFile.check(file) }
    #expect(try Data(contentsOf: file) == Data("not a list".utf8))
  }

  @Test func theFileIsInTheDataFolder() {
    #expect(URL.syncUpsFile(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/b"]).path == "/data/tutorial/sync-ups.json")
    #expect(
      URL.syncUpsFile(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/b"]).path
        == "/home/b/.local/share/tutorial/sync-ups.json"
    )
  }
}
