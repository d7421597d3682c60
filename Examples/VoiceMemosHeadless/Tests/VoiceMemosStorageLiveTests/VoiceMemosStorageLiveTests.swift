import ComposableArchitecture
import Foundation
import Persistence
import Testing
import TestSupport
import VoiceMemosCore
import VoiceMemosStorageLive

/// The SQLite storage against a real file, with real recordings beside it.
struct VoiceMemosStorageLiveTests {
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  func recording(_ name: String) throws -> URL {
    URL(fileURLWithPath: try directory.file(name, containing: Data("RIFF".utf8)))
  }

  @Test func savedMemosComeBackInOrderAfterReopening() async throws {
    let memos = [
      VoiceMemo.State(date: Date(timeIntervalSince1970: 1_741_943_000.25), duration: 2.5, title: "Standup", url: try recording("a.wav")),
      VoiceMemo.State(date: Date(timeIntervalSince1970: 1_741_900_000), duration: 42, url: try recording("b.wav")),
    ]
    let path = directory.file("voicememos.sqlite")
    let database = try VoiceMemosDatabase.open(path: path)
    try await VoiceMemosStorage.live(database).save(memos)
    database.close()
    let reopened = try VoiceMemosDatabase.open(path: path)
    defer { reopened.close() }
    #expect(try VoiceMemosStorage.live(reopened).load() == IdentifiedArray(memos))
  }

  @Test func aMissingFileKeepsItsRowAndTitleAcrossASave() async throws {
    let kept = VoiceMemo.State(date: Date(timeIntervalSince1970: 0), duration: 1, url: try recording("kept.wav"))
    let gone = VoiceMemo.State(
      date: Date(timeIntervalSince1970: 60), duration: 7.5, title: "Call the plumber", url: try recording("gone.wav"))
    let database = try VoiceMemosDatabase.open(path: directory.file("voicememos.sqlite"))
    defer { database.close() }
    let storage = VoiceMemosStorage.live(database)
    try await storage.save([gone, kept])
    try FileManager.default.removeItem(at: gone.url)

    var missing = gone
    missing.isMissing = true
    #expect(try storage.load() == [missing, kept])
    // Saved again while the file is away, then the file comes back: nothing was forgotten.
    try await storage.save(Array(try storage.load()))
    _ = try recording("gone.wav")
    #expect(try storage.load() == [gone, kept])
  }

  @Test func movingTheFolderKeepsEveryMemo() async throws {
    let folder = directory.file("A")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let memos = [
      VoiceMemo.State(date: Date(timeIntervalSince1970: 60), duration: 2, title: "Standup", url: try recording("A/1.wav")),
      VoiceMemo.State(date: Date(timeIntervalSince1970: 0), duration: 3, url: try recording("A/2.wav")),
    ]
    let database = try VoiceMemosDatabase.open(path: folder + "/voicememos.sqlite")
    try await VoiceMemosStorage.live(database).save(memos)
    database.close()

    let moved = directory.file("B")
    try FileManager.default.moveItem(atPath: folder, toPath: moved)
    let reopened = try VoiceMemosDatabase.open(path: moved + "/voicememos.sqlite")
    defer { reopened.close() }
    let loaded = try VoiceMemosStorage.live(reopened).load()
    #expect(loaded.map(\.title) == ["Standup", ""])
    #expect(loaded.map(\.duration) == [2, 3])
    #expect(loaded.map(\.url.path) == [moved + "/1.wav", moved + "/2.wav"])
    #expect(loaded.map(\.isMissing) == [false, false])
  }

  /// The first schema, with the absolute paths the first version stored.
  func oldDatabase(at path: String, urls: [String]) throws {
    let database = try Database(path: path, migrations: [VoiceMemosDatabase.migrations[0]])
    defer { database.close() }
    try database.write { connection in
      for (position, url) in urls.enumerated() {
        try connection.execute(
          "INSERT INTO memos (url, position, title, date, duration) VALUES (?, ?, ?, ?, ?)",
          [url, position, "memo \(position)", "2025-03-14T09:03:20.250Z", 4.0])
      }
    }
  }

  @Test func anOldDatabaseIsMigratedToRelativePaths() async throws {
    let inside = try recording("inside.wav").path
    let outside = "/nowhere/else/outside.wav"
    // The folder was moved before this version ran: the old path is gone, its file is here.
    let moved = "/an/old/folder/moved.wav"
    _ = try recording("moved.wav")
    let path = directory.file("voicememos.sqlite")
    try oldDatabase(at: path, urls: [inside, outside, moved])

    let database = try VoiceMemosDatabase.open(path: path)
    defer { database.close() }
    let stored = try database.read { connection in
      try connection.query("SELECT url FROM memos ORDER BY position").map { try $0.column(0, as: String.self) }
    }
    #expect(stored == ["inside.wav", outside, "moved.wav"])
    let loaded = try VoiceMemosStorage.live(database).load()
    #expect(loaded.map(\.title) == ["memo 0", "memo 1", "memo 2"])
    #expect(loaded.map(\.url.path) == [inside, outside, directory.file("moved.wav")])
    #expect(loaded.map(\.isMissing) == [false, true, false])
  }

  @Test func deletingARecordingRemovesItsFile() async throws {
    let url = try recording("deleted.wav")
    let database = try VoiceMemosDatabase.inMemory()
    defer { database.close() }
    try await VoiceMemosStorage.live(database).deleteRecording(url)
    #expect(try directory.fileNames() == [])
    // A file already gone is not an error.
    try await VoiceMemosStorage.live(database).deleteRecording(url)
  }

  @Test func playingIsNeverSaved() async throws {
    var memo = VoiceMemo.State(date: Date(timeIntervalSince1970: 0), duration: 1, url: try recording("p.wav"))
    let database = try VoiceMemosDatabase.inMemory()
    defer { database.close() }
    memo.mode = .playing(progress: 0.5)
    try await VoiceMemosStorage.live(database).save(VoiceMemos.State(voiceMemos: [memo]).savedMemos)
    memo.mode = .notPlaying
    #expect(try VoiceMemosStorage.live(database).load() == [memo])
  }

  @Test func aFileThatIsNotADatabaseIsRefused() throws {
    let path = try directory.file("notes.sqlite", containing: Data("not a database\n".utf8))
    #expect(throws: (any Error).self) { try VoiceMemosDatabase.check(path: path) }
    #expect(try contents(of: path) == Data("not a database\n".utf8))
  }
}
