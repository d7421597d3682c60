import Foundation
import Persistence
import Testing
import TestSupport

/// Closing: the file alone then holds every commit (no `-wal` or `-shm` beside it), and a
/// closed database refuses work instead of crashing.
@Suite struct CloseTests {
  let directory: TemporaryDirectory
  let schema = [Migration("notes", sql: "CREATE TABLE note (text TEXT NOT NULL)")]

  init() throws { directory = try TemporaryDirectory() }

  func notes(in database: Database) throws -> [String] {
    try database.read { connection in
      try connection.query("SELECT text FROM note ORDER BY rowid").map { try $0.column(0, as: String.self) }
    }
  }

  @Test func closingFoldsTheLogIntoTheFile() throws {
    let path = directory.file("notes.sqlite")
    let database = try Database(path: path, migrations: schema)
    try database.write { try $0.execute("INSERT INTO note VALUES ('milk'), ('bread')") }
    // Until the close, the commits live in the write-ahead log.
    #expect(try directory.fileNames() == ["notes.sqlite", "notes.sqlite-shm", "notes.sqlite-wal"])

    database.close()
    #expect(try directory.fileNames() == ["notes.sqlite"])
    let elsewhere = try TemporaryDirectory()
    let copy = try elsewhere.file("copy.sqlite", containing: contents(of: path))
    #expect(try notes(in: Database(path: copy, migrations: schema)) == ["milk", "bread"])
  }

  @Test func aClosedDatabaseRefusesWork() throws {
    let database = try Database(path: directory.file("notes.sqlite"), migrations: schema)
    database.close()
    let write = #expect(throws: DatabaseError.self) {
      try database.write { try $0.execute("INSERT INTO note VALUES ('late')") }
    }
    #expect(write?.kind == .misuse("the database was used after Database.close()"))
    let read = #expect(throws: DatabaseError.self) { try notes(in: database) }
    #expect(read?.kind == .misuse("the database was used after Database.close()"))
    database.close()
  }

  @Test func closingWhileAnotherConnectionIsOpenKeepsItsLog() throws {
    let path = directory.file("notes.sqlite")
    let first = try Database(path: path, migrations: schema)
    let second = try Database(path: path, migrations: schema)
    try first.write { try $0.execute("INSERT INTO note VALUES ('shared')") }
    first.close()
    // Not the last connection: the log stays for the other one, which still sees the commit.
    #expect(try directory.fileNames() == ["notes.sqlite", "notes.sqlite-shm", "notes.sqlite-wal"])
    #expect(try notes(in: second) == ["shared"])
    second.close()
    #expect(try directory.fileNames() == ["notes.sqlite"])
  }
}
