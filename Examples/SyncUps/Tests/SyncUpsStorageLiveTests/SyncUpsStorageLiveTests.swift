import ComposableCore
import ComposableTesting
import Foundation
import Persistence
import SyncUpsCore
import SyncUpsStorageLive
import Testing
import TestSupport

/// The SQLite storage through real temporary files (spec scenario 28): what is saved is what
/// a new process loads, and a file that is not ours is left byte for byte.
@MainActor
struct SyncUpsStorageLiveTests {
  let directory: TemporaryDirectory
  let path: String
  let fixedDate = Date(timeIntervalSince1970: 1_234_567_890)

  init() throws {
    directory = try TemporaryDirectory()
    path = directory.file("syncups.sqlite")
  }

  /// The list as a new process would load it from the file.
  func reopened() throws -> IdentifiedArrayOf<SyncUp> {
    let database = try SyncUpsDatabase.open(path: path)
    defer { database.close() }
    return try SyncUpsStore.live(database).load() ?? []
  }

  @Test func aMissingFileIsCreatedEmpty() throws {
    #expect(try reopened() == [])
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func saveAndLoadKeepOrderAttendeesMeetingsAndDates() throws {
    let syncUps: IdentifiedArrayOf<SyncUp> = [
      SyncUp(
        id: UUID(), attendees: [Attendee(id: UUID(), name: "Blob"), Attendee(id: UUID(), name: "")],
        duration: .seconds(420),
        meetings: [
          Meeting(id: UUID(), date: Date(timeIntervalSince1970: 1_700_000_000.125), transcript: "Newest ❌"),
          Meeting(id: UUID(), date: fixedDate, transcript: ""),
        ],
        theme: .periwinkle, title: "Engineering"
      ),
      SyncUp(id: UUID(), attendees: [Attendee(id: UUID(), name: "Zoë")], theme: .oxblood, title: ""),
    ]
    let database = try SyncUpsDatabase.open(path: path)
    try SyncUpsStore.live(database).save(syncUps)
    database.close()
    #expect(try reopened() == syncUps)
  }

  @Test func anUnknownThemeLoadsAsBubblegum() throws {
    let database = try SyncUpsDatabase.open(path: path)
    let id = UUID()
    try SyncUpsStore.live(database).save([SyncUp(id: id, attendees: [Attendee(id: UUID())], theme: .teal)])
    try database.write { try $0.execute("UPDATE sync_ups SET theme = 'chartreuse'") }
    database.close()
    #expect(try reopened()[id: id]?.theme == .bubblegum)
  }

  @Test func deletingASyncUpDeletesItsRows() throws {
    let database = try SyncUpsDatabase.open(path: path)
    let store = SyncUpsStore.live(database)
    let syncUp = SyncUp(
      id: UUID(), attendees: [Attendee(id: UUID())], meetings: [Meeting(id: UUID(), date: fixedDate, transcript: "x")]
    )
    try store.save([syncUp])
    try store.save([])
    let counts = try database.read { connection in
      try ["attendees", "meetings"].map { try connection.queryValue("SELECT count(*) FROM \($0)", as: Int.self) }
    }
    #expect(counts == [0, 0])
    database.close()
  }

  @Test func theFeaturesRoundTripThroughTheFile() async throws {
    let database = try SyncUpsDatabase.open(path: path)
    let storage = SharedStorage(persisting: true)
    let store = TestStore(initialState: AppFeature.State()) { AppFeature() } withDependencies: {
      $0.sharedStorage = storage
      $0.syncUpsStore = .live(database)
      $0.uuid = .incrementing
      $0.date = .constant(fixedDate)
      $0.speechClient.authorizationStatus = { .denied }
    }
    store.exhaustivity = .off
    func saved() -> IdentifiedArrayOf<SyncUp> { store.state.syncUpsList.syncUps }

    // Add.
    await store.send(.syncUpsList(.addSyncUpButtonTapped))
    await store.send(.syncUpsList(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Design")))))))
    await store.send(.syncUpsList(.confirmAddSyncUpButtonTapped))
    #expect(saved().count == 1)
    #expect(try reopened() == saved())

    // Edit.
    let id = saved()[0].id
    await store.send(.syncUpTapped(id))
    await store.send(.path(.element(id: 0, action: .detail(.editButtonTapped))))
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.edit(.addAttendeeButtonTapped)))))))
    let attendeeID = try #require(store.state.path[id: 0].flatMap(\.form)?.syncUp.attendees.last?.id)
    await store.send(
      .path(.element(id: 0, action: .detail(.destination(.presented(.edit(.binding(.set(\.syncUp.attendees[id: attendeeID], Attendee(id: attendeeID, name: "Blob"))))))))))
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.edit(.binding(.set(\.syncUp.theme, .teal)))))))))
    await store.send(.path(.element(id: 0, action: .detail(.doneEditingButtonTapped))))
    #expect(saved()[0].theme == .teal)
    #expect(saved()[0].attendees.map(\.name) == ["Blob"])
    #expect(try reopened() == saved())

    // Record: end early and save.
    await store.send(.path(.element(id: 0, action: .detail(.startMeetingButtonTapped))))
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.alert(.continueWithoutRecording)))))))
    await store.skipReceivedActions()
    #expect(store.state.path.count == 2)
    await store.send(.path(.element(id: 1, action: .record(.endMeetingButtonTapped))))
    await store.send(.path(.element(id: 1, action: .record(.alert(.presented(.confirmSave))))))
    await store.skipReceivedActions()
    #expect(store.state.path.count == 1)
    #expect(saved()[0].meetings.count == 1)
    #expect(try reopened() == saved())

    // Delete the meeting.
    await store.send(.path(.element(id: 0, action: .detail(.deleteMeetings(atOffsets: [0])))))
    #expect(saved()[0].meetings.isEmpty)
    #expect(try reopened() == saved())

    // Delete the sync-up.
    await store.send(.path(.element(id: 0, action: .detail(.deleteButtonTapped))))
    await store.send(.path(.element(id: 0, action: .detail(.destination(.presented(.alert(.confirmDeletion)))))))
    await store.skipReceivedActions()
    #expect(store.state.path.isEmpty)
    #expect(saved().isEmpty)
    #expect(try reopened() == [])
    database.close()
  }

  @Test func aFileThatIsNotOursIsRefusedAndLeftUntouched() throws {
    let bytes = Data("not a database, just notes\n".utf8)
    let notes = try directory.file("notes.sqlite", containing: bytes)
    #expect(throws: DatabaseError.self) { try SyncUpsDatabase.check(path: notes) }
    #expect(throws: DatabaseError.self) { try SyncUpsDatabase.open(path: notes) }
    #expect(try contents(of: notes) == bytes)
    #expect(try directory.fileNames() == ["notes.sqlite"])
  }

  @Test func aDatabaseOfAnotherProgramIsRefusedAndLeftUntouched() throws {
    let other = directory.file("other.sqlite")
    let foreign = try Database(
      path: other, migrations: [Migration("other", sql: "PRAGMA application_id = 1234; CREATE TABLE t (x)")])
    foreign.close()
    let before = try contents(of: other)
    let error = #expect(throws: DatabaseError.self) { try SyncUpsDatabase.open(path: other) }
    #expect(error?.kind == .foreignDatabase)
    #expect(try contents(of: other) == before)
  }

  @Test func anotherExampleDatabaseFailsToLoadAndIsLeftUntouched() throws {
    // Written by this project's Persistence (same application id and schema version), with
    // other tables: it opens, and the load says what is wrong.
    let todos = directory.file("todos.sqlite")
    let database = try Database(path: todos, migrations: [Migration("todos", sql: "CREATE TABLE todos (id TEXT)")])
    database.close()
    let before = try contents(of: todos)
    let opened = try SyncUpsDatabase.open(path: todos)
    #expect(throws: DatabaseError.self) { try SyncUpsStore.live(opened).load() }
    opened.close()
    #expect(try contents(of: todos) == before)
  }
}

extension AppFeature.Path.State {
  /// The edit form of a detail screen, when it shows one.
  var form: SyncUpForm.State? {
    guard case let .detail(detail) = self, case let .edit(form)? = detail.destination else { return nil }
    return form
  }
}
