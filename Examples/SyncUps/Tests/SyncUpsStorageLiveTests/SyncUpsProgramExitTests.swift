import ComposableArchitecture
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Persistence
import SyncUpsCore
import SyncUpsStorageLive
import Testing
import TestSupport

/// The `syncups` program in a terminal of its own: a file deleted while it runs took every
/// save into nothing, so quitting writes the sync-ups to a new file at the path and says so;
/// a file replaced meanwhile is left alone and the sync-ups go to a new file beside it; and a
/// meeting running when a signal ends the program is kept as a meeting ended early.
struct SyncUpsProgramExitTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory() }

  static let syncUps: IdentifiedArrayOf<SyncUp> = [
    SyncUp(id: SyncUp.ID(UUID()), attendees: [Attendee(id: Attendee.ID(UUID()), name: "Blob")], title: "Design"),
    SyncUp(id: SyncUp.ID(UUID()), attendees: [Attendee(id: Attendee.ID(UUID()), name: "Blob Jr")], title: "Engineering"),
  ]

  func savedSyncUps(at path: String) throws {
    let database = try SyncUpsDatabase.open(path: path)
    defer { database.close() }
    try SyncUpsStore.live(database).save(Self.syncUps)
  }

  func syncUps(at path: String) throws -> IdentifiedArrayOf<SyncUp> {
    let database = try SyncUpsDatabase.open(path: path)
    defer { database.close() }
    return try SyncUpsStore.live(database).loadWithMeetings()
  }

  func startSyncUps(_ arguments: [String]) throws -> TerminalSession {
    try TerminalSession(
      try ChildProcess.builtExecutable(named: "syncups"), arguments,
      environment: [
        "TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": directory.path, "SWIFT_BACKTRACE": "interactive=no",
      ]
    )
  }

  @Test func aFileDeletedWhileRunningIsWrittenAnew() async throws {
    let path = directory.file("syncups.sqlite")
    try savedSyncUps(at: path)
    let session = try startSyncUps(["--db", path])
    try await session.waitForOutput(containing: "Engineering")
    try FileManager.default.removeItem(atPath: path)
    try session.type("q")
    let (status, output) = try await session.waitForExit()
    #expect(status == 0)
    #expect(
      output.contains(
        "syncups: exited (quit); \(path) was deleted while syncups was running; wrote the 2 sync-ups to a new \(path)"),
      "\(output.debugDescription)")
    #expect(try directory.fileNames() == ["syncups.sqlite"])
    #expect(try syncUps(at: path) == Self.syncUps)
  }

  @Test func aFileReplacedWhileRunningIsLeftAloneAndTheSyncUpsWrittenBeside() async throws {
    let path = directory.file("syncups.sqlite")
    try savedSyncUps(at: path)
    let other = try directory.file("other.sqlite", containing: Data("someone else's file".utf8))
    let session = try startSyncUps(["--db", path])
    try await session.waitForOutput(containing: "Engineering")
    #expect(rename(other, path) == 0)
    try session.type("q")
    let (status, output) = try await session.waitForExit()
    let beside = directory.file("syncups-kept.sqlite")
    #expect(status == 0)
    #expect(
      output.contains(
        "syncups: exited (quit); \(path) was replaced by another file while syncups was running; "
          + "that file was left alone; wrote the 2 sync-ups to \(beside)"),
      "\(output.debugDescription)")
    #expect(try contents(of: path) == Data("someone else's file".utf8))
    #expect(try syncUps(at: beside) == Self.syncUps)
  }

  @Test(arguments: [(SIGINT, "interrupted", 130), (SIGTERM, "terminated", 143), (SIGHUP, "hung up", 129)] as [(Int32, String, Int32)])
  func aMeetingInProgressIsKeptWhenASignalEndsTheProgram(signal: Int32, reason: String, exitStatus: Int32) async throws {
    let path = directory.file("syncups.sqlite")
    try savedSyncUps(at: path)
    let session = try startSyncUps(["--db", path, "--open", "Design/record"])
    try await session.waitForOutput(containing: "Blob")
    // The meeting runs on the real clock here: let its first second pass.
    try await Task.sleep(for: .milliseconds(1_500))
    try session.type("q")  // asks, as Esc does, instead of quitting
    try await session.waitForOutput(containing: "End meeting?")
    session.send(signal: signal)
    let (status, output) = try await session.waitForExit()
    // Saved first, then the status a shell gives a program the signal killed.
    #expect(status == exitStatus)
    #expect(
      // How long it ran depends on the machine's load: the time is not checked.
      output.contains("syncups: exited (\(reason)); kept the meeting of Design, ended early at "),
      "\(output.debugDescription)")
    #expect(output.contains("; 2 sync-ups saved in \(path)"), "\(output.debugDescription)")
    let saved = try syncUps(at: path)
    #expect(saved.map(\.meetings.count) == [1, 0])
    #expect(saved.map(\.title) == ["Design", "Engineering"])
  }
}
