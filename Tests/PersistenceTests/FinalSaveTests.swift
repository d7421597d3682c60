import Foundation
import Persistence
import Testing
import TestSupport

/// Closing at exit when the file was deleted, moved or replaced while open: the data is written
/// once more to a file the program can name, a replacement is never touched, and a save that
/// cannot be made is an error that says so.
@Suite struct FinalSaveTests {
  let directory: TemporaryDirectory
  let schema = [Migration("notes", sql: "CREATE TABLE note (text TEXT NOT NULL)")]

  init() throws { directory = try TemporaryDirectory() }

  /// Opens `path`, adds `texts` and leaves it open, as a running program would.
  func openDatabase(at path: String, holding texts: [String]) throws -> Database {
    let database = try Database(path: path, migrations: schema)
    try Self.write(texts, to: database)
    return database
  }

  /// Replaces the notes with `texts`: the whole list, as the programs save.
  static func write(_ texts: [String], to database: Database) throws {
    try database.write { connection in
      try connection.execute("DELETE FROM note")
      for text in texts { try connection.execute("INSERT INTO note VALUES (?)", [text]) }
    }
  }

  func notes(at path: String) throws -> [String] {
    let database = try Database(path: path, migrations: schema)
    defer { database.close() }
    return try database.read { connection in
      try connection.query("SELECT text FROM note ORDER BY rowid").map { try $0.column(0, as: String.self) }
    }
  }

  func closeKeeping(_ texts: [String], of database: Database, recreatingDirectory: Bool = false) async throws
    -> FinalSave
  {
    try await database.closeKeepingData(migrations: schema, recreatingDirectory: recreatingDirectory) {
      try Self.write(texts, to: $0)
    }
  }

  @Test func aFileInPlaceIsJustClosed() async throws {
    let path = directory.file("notes.sqlite")
    let database = try openDatabase(at: path, holding: ["milk"])
    let saved = try await closeKeeping(["not written"], of: database)
    #expect(saved == .inPlace(path: path))
    #expect(saved.report(of: "1 note", program: "notes") == "1 note saved in \(path)")
    #expect(try directory.fileNames() == ["notes.sqlite"])
    #expect(try notes(at: path) == ["milk"])
  }

  @Test func aDeletedFileIsWrittenAnewAtItsPath() async throws {
    let path = directory.file("notes.sqlite")
    let database = try openDatabase(at: path, holding: ["milk"])
    try FileManager.default.removeItem(atPath: path)
    let saved = try await closeKeeping(["milk", "bread"], of: database)
    #expect(saved == .writtenAnew(path: path))
    #expect(
      saved.report(of: "2 notes", program: "notes")
        == "\(path) was deleted while notes was running; wrote the 2 notes to a new \(path)")
    #expect(try directory.fileNames() == ["notes.sqlite"])
    #expect(try notes(at: path) == ["milk", "bread"])
  }

  @Test func aReplacedFileIsLeftAloneAndTheDataWrittenBesideIt() async throws {
    let path = directory.file("notes.sqlite")
    let other = try directory.file("other.sqlite", containing: Data("someone else's file".utf8))
    // A first kept file from an earlier run is not overwritten either.
    let earlier = try directory.file("notes-kept.sqlite", containing: Data("kept before".utf8))
    let database = try openDatabase(at: path, holding: ["milk"])
    #expect(rename(other, path) == 0)
    let saved = try await closeKeeping(["milk", "bread"], of: database)
    let beside = directory.file("notes-kept-2.sqlite")
    #expect(saved == .writtenBeside(replaced: path, path: beside))
    #expect(
      saved.report(of: "2 notes", program: "notes")
        == "\(path) was replaced by another file while notes was running; that file was left alone; "
        + "wrote the 2 notes to \(beside)")
    #expect(try contents(of: path) == Data("someone else's file".utf8))
    #expect(try contents(of: earlier) == Data("kept before".utf8))
    #expect(try notes(at: beside) == ["milk", "bread"])
    #expect(try directory.fileNames() == ["notes-kept-2.sqlite", "notes-kept.sqlite", "notes.sqlite"])
  }

  @Test func aDefaultFolderDeletedWithItsFileIsMadeAgain() async throws {
    let folder = directory.file("notes")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let database = try openDatabase(at: folder + "/notes.sqlite", holding: ["milk"])
    try FileManager.default.removeItem(atPath: folder)
    let saved = try await closeKeeping(["milk"], of: database, recreatingDirectory: true)
    #expect(saved == .writtenAnew(path: folder + "/notes.sqlite"))
    #expect(try notes(at: folder + "/notes.sqlite") == ["milk"])
  }

  @Test func aNamedFolderDeletedWithItsFileIsReportedNotSaved() async throws {
    let folder = directory.file("notes")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let path = folder + "/notes.sqlite"
    let database = try openDatabase(at: path, holding: ["milk"])
    try FileManager.default.removeItem(atPath: folder)
    do {
      _ = try await closeKeeping(["milk"], of: database)
      Issue.record("the save into a missing folder succeeded")
    } catch let error as FinalSaveError {
      #expect(error.status == .deleted)
      #expect(
        error.report(of: "1 note", program: "notes").hasPrefix(
          "\(path) was deleted while notes was running, and the 1 note could NOT be saved: \(path) cannot be opened"))
    }
    #expect(try directory.fileNames() == [])
  }
}
