import Foundation
import Persistence
import Testing
import TestSupport

/// A file deleted, moved or replaced while open: writes still succeed, into a file no one can
/// open again, so the database says so; closing keeps every commit in the file it belongs to
/// and leaves no log a new database at the path would read as its own.
@Suite struct FileStatusTests {
  let directory: TemporaryDirectory
  let schema = [Migration("notes", sql: "CREATE TABLE note (text TEXT NOT NULL)")]

  init() throws { directory = try TemporaryDirectory() }

  func add(_ text: String, to database: Database) throws {
    try database.write { try $0.execute("INSERT INTO note VALUES (?)", [text]) }
  }

  func notes(in database: Database) throws -> [String] {
    try database.read { connection in
      try connection.query("SELECT text FROM note ORDER BY rowid").map { try $0.column(0, as: String.self) }
    }
  }

  @Test func anUntouchedFileIsInPlace() throws {
    let database = try Database(path: directory.file("notes.sqlite"), migrations: schema)
    try add("milk", to: database)
    #expect(database.fileStatus() == .inPlace)
    #expect(try Database(inMemoryWith: schema).fileStatus() == .inPlace)
  }

  @Test func aDeletedFileIsReportedAndLeavesNoLogBehind() throws {
    let path = directory.file("notes.sqlite")
    let database = try Database(path: path, migrations: schema)
    try add("milk", to: database)
    try FileManager.default.removeItem(atPath: path)
    #expect(database.fileStatus() == .deleted)
    try add("bread", to: database)  // succeeds, into the deleted file

    database.close()
    #expect(try directory.fileNames() == [])
    // A new database at the path starts empty instead of taking the old log as its own.
    #expect(try notes(in: Database(path: path, migrations: schema)) == [])
  }

  @Test func aMovedFileKeepsEveryCommit() throws {
    let path = directory.file("notes.sqlite")
    let moved = directory.file("moved.sqlite")
    let database = try Database(path: path, migrations: schema)
    try add("milk", to: database)
    try FileManager.default.moveItem(atPath: path, toPath: moved)
    #expect(database.fileStatus() == .deleted)
    try add("bread", to: database)

    database.close()
    #expect(try directory.fileNames() == ["moved.sqlite"])
    #expect(try notes(in: Database(path: moved, migrations: schema)) == ["milk", "bread"])
  }

  @Test func aReplacedFileIsReportedAndTheNewOneLeftAlone() throws {
    let path = directory.file("notes.sqlite")
    let other = directory.file("other.sqlite")
    do {
      let replacement = try Database(path: other, migrations: schema)
      try add("the other list", to: replacement)
    }
    let replacementBytes = try contents(of: other)
    let database = try Database(path: path, migrations: schema)
    try add("milk", to: database)
    #expect(rename(other, path) == 0)
    #expect(database.fileStatus() == .replaced)

    database.close()
    #expect(try directory.fileNames() == ["notes.sqlite"])
    #expect(try contents(of: path) == replacementBytes)
    #expect(try notes(in: Database(path: path, migrations: schema)) == ["the other list"])
  }
}
