import ComposableArchitecture
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

  /// The list as a new process would load it from the file, with every sync-up opened.
  func reopened() throws -> IdentifiedArrayOf<SyncUp> {
    let database = try SyncUpsDatabase.open(path: path)
    defer { database.close() }
    return try SyncUpsStore.live(database).loadWithMeetings()
  }

  /// Rows written to the file while `body` runs, counted by a trigger on each table.
  func rowsWritten(in database: Database, during body: () throws -> Void) throws -> [String: Int] {
    let tables = ["sync_ups", "attendees", "meetings"]
    try database.write { connection in
      try connection.execute("CREATE TEMP TABLE IF NOT EXISTS writes (name TEXT)")
      for table in tables {
        for event in ["INSERT", "UPDATE", "DELETE"] {
          try connection.execute(
            "CREATE TEMP TRIGGER IF NOT EXISTS \(table)_\(event) AFTER \(event) ON main.\(table) BEGIN INSERT INTO writes VALUES ('\(table)'); END")
        }
      }
    }
    try body()
    return try database.write { connection in
      var counts: [String: Int] = [:]
      for row in try connection.query("SELECT name, count(*) FROM writes GROUP BY name") {
        counts[try row.column(0, as: String.self)] = try row.column(1, as: Int.self)
      }
      try connection.execute("DELETE FROM writes")
      return counts
    }
  }

  @Test func aMissingFileIsCreatedEmpty() throws {
    #expect(try reopened() == [])
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func saveAndLoadKeepOrderAttendeesMeetingsAndDates() throws {
    let syncUps: IdentifiedArrayOf<SyncUp> = [
      SyncUp(
        id: SyncUp.ID(UUID()), attendees: [Attendee(id: Attendee.ID(UUID()), name: "Blob"), Attendee(id: Attendee.ID(UUID()), name: "")],
        duration: .seconds(420),
        meetings: [
          Meeting(id: Meeting.ID(UUID()), date: Date(timeIntervalSince1970: 1_700_000_000.125), transcript: "Newest ❌"),
          Meeting(id: Meeting.ID(UUID()), date: fixedDate, transcript: ""),
        ],
        theme: .periwinkle, title: "Engineering"
      ),
      SyncUp(id: SyncUp.ID(UUID()), attendees: [Attendee(id: Attendee.ID(UUID()), name: "Zoë")], theme: .oxblood, title: ""),
    ]
    let database = try SyncUpsDatabase.open(path: path)
    try SyncUpsStore.live(database).save(syncUps)
    database.close()
    #expect(try reopened() == syncUps)
  }

  @Test func theListLoadsWithoutMeetingsAndASyncUpsMeetingsLoadOnRequest() throws {
    let meetings: IdentifiedArrayOf<Meeting> = [
      Meeting(id: Meeting.ID(UUID()), date: Date(timeIntervalSince1970: 1_700_000_000), transcript: "Newest"),
      Meeting(id: Meeting.ID(UUID()), date: fixedDate, transcript: "Oldest"),
    ]
    let syncUp = SyncUp(id: SyncUp.ID(UUID()), attendees: [Attendee(id: Attendee.ID(UUID()), name: "Blob")], meetings: meetings, title: "Design")
    let database = try SyncUpsDatabase.open(path: path)
    defer { database.close() }
    try SyncUpsStore.live(database).save([syncUp])
    let store = SyncUpsStore.live(database)
    let loaded = try #require(try store.load())
    var listed = syncUp
    listed.meetings = []
    listed.areMeetingsLoaded = false
    #expect(loaded == [listed])
    #expect(try store.loadMeetings(syncUp.id) == meetings)
    #expect(try store.loadMeetings(SyncUp.ID()) == [])
  }

  @Test func savingKeepsTheMeetingsThatWereNeverLoaded() throws {
    let kept = SyncUp(
      id: SyncUp.ID(UUID()), attendees: [Attendee(id: Attendee.ID(UUID()))], meetings: [Meeting(id: Meeting.ID(UUID()), date: fixedDate, transcript: "kept")],
      title: "Kept")
    let opened = SyncUp(
      id: SyncUp.ID(UUID()), attendees: [Attendee(id: Attendee.ID(UUID()))], meetings: [Meeting(id: Meeting.ID(UUID()), date: fixedDate, transcript: "old")],
      title: "Opened")
    let database = try SyncUpsDatabase.open(path: path)
    try SyncUpsStore.live(database).save([kept, opened])
    database.close()

    // A new run: renames the unopened sync-up, and replaces the opened one's meetings.
    let reopenedDatabase = try SyncUpsDatabase.open(path: path)
    let store = SyncUpsStore.live(reopenedDatabase)
    var list = try #require(try store.load())
    list[id: kept.id]?.title = "Renamed"
    list[id: opened.id]?.meetings = try store.loadMeetings(opened.id)
    list[id: opened.id]?.areMeetingsLoaded = true
    let newMeeting = Meeting(id: Meeting.ID(UUID()), date: fixedDate, transcript: "new")
    list[id: opened.id]?.meetings = [newMeeting]
    try store.save(list)
    // Saved by a store that read nothing, as the final save to a new file is.
    try SyncUpsStore.live(reopenedDatabase).save(list)
    reopenedDatabase.close()

    var renamed = kept
    renamed.title = "Renamed"
    var recorded = opened
    recorded.meetings = [newMeeting]
    #expect(try reopened() == [renamed, recorded])
  }

  @Test func aSaveWritesOnlyWhatChanged() throws {
    let syncUps = IdentifiedArray((0..<3).map { index in
      SyncUp(
        id: SyncUp.ID(UUID()), attendees: [Attendee(id: Attendee.ID(UUID()), name: "Blob")],
        meetings: [Meeting(id: Meeting.ID(UUID()), date: fixedDate, transcript: "\(index)")], title: "Sync-up \(index)")
    })
    let database = try SyncUpsDatabase.open(path: path)
    defer { database.close() }
    try SyncUpsStore.live(database).save(syncUps)
    let store = SyncUpsStore.live(database)
    var list = try #require(try store.load())
    let first = list[0].id

    // Opening a sync-up reads its meetings; the list holding them then is nothing to write.
    list[id: first]?.meetings = try store.loadMeetings(first)
    list[id: first]?.areMeetingsLoaded = true
    #expect(try rowsWritten(in: database) { try store.save(list) } == [:])

    list[id: first]?.title = "Renamed"
    #expect(try rowsWritten(in: database) { try store.save(list) } == ["sync_ups": 1])

    list[id: first]?.meetings.removeAll()
    #expect(try rowsWritten(in: database) { try store.save(list) } == ["meetings": 1])

    // Deleting the first moves the others up; the cascade deletes its attendee.
    _ = list.remove(id: first)
    #expect(try rowsWritten(in: database) { try store.save(list) } == ["sync_ups": 3, "attendees": 1])
    #expect(try reopened() == IdentifiedArray(syncUps.dropFirst()))
  }

  @Test func anUnknownThemeLoadsAsBubblegum() throws {
    let database = try SyncUpsDatabase.open(path: path)
    let id = SyncUp.ID()
    try SyncUpsStore.live(database).save([SyncUp(id: id, attendees: [Attendee(id: Attendee.ID(UUID()))], theme: .teal)])
    try database.write { try $0.execute("UPDATE sync_ups SET theme = 'chartreuse'") }
    database.close()
    #expect(try reopened()[id: id]?.theme == .bubblegum)
  }

  @Test func deletingASyncUpDeletesItsRows() throws {
    let database = try SyncUpsDatabase.open(path: path)
    let store = SyncUpsStore.live(database)
    let syncUp = SyncUp(
      id: SyncUp.ID(UUID()), attendees: [Attendee(id: Attendee.ID(UUID()))], meetings: [Meeting(id: Meeting.ID(UUID()), date: fixedDate, transcript: "x")]
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

  @Test func anotherExampleDatabaseIsRefusedAndLeftUntouched() throws {
    // Written by this project's Persistence (same application id and schema version), with
    // none of the tables the sync-ups' first migration makes: another program's file.
    let todos = directory.file("todos.sqlite")
    let database = try Database(path: todos, migrations: [Migration("todos", sql: "CREATE TABLE todos (id TEXT)")])
    database.close()
    let before = try contents(of: todos)
    let error = #expect(throws: DatabaseError.self) { try SyncUpsDatabase.open(path: todos) }
    #expect(error?.kind == .foreignDatabase)
    #expect(try contents(of: todos) == before)
  }
}

extension SyncUpsStore {
  /// The saved list with every sync-up's meetings read, as if each had been opened.
  func loadWithMeetings() throws -> IdentifiedArrayOf<SyncUp> {
    var syncUps = try load() ?? []
    for id in syncUps.ids {
      syncUps[id: id]?.meetings = try loadMeetings(id)
      syncUps[id: id]?.areMeetingsLoaded = true
    }
    return syncUps
  }
}

extension AppFeature.Path.State {
  /// The edit form of a detail screen, when it shows one.
  var form: SyncUpForm.State? {
    guard case let .detail(detail) = self, case let .edit(form)? = detail.destination else { return nil }
    return form
  }
}
