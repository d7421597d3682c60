import ComposableCore
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

  @Test func rowsWhoseFileIsGoneAreDropped() async throws {
    let kept = VoiceMemo.State(date: Date(timeIntervalSince1970: 0), duration: 1, url: try recording("kept.wav"))
    let gone = VoiceMemo.State(date: Date(timeIntervalSince1970: 0), duration: 1, url: try recording("gone.wav"))
    let database = try VoiceMemosDatabase.inMemory()
    defer { database.close() }
    let storage = VoiceMemosStorage.live(database)
    try await storage.save([gone, kept])
    try FileManager.default.removeItem(at: gone.url)
    #expect(try storage.load() == [kept])
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
