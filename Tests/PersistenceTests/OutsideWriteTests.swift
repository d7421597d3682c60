import Foundation
import Persistence
import Testing
import TestSupport

/// A program that claimed its file (`ExclusiveUse.claim`) never writes over another program's
/// changes: a write after one throws `changedElsewhere`, and closing puts the data beside the
/// file. A second connection stands for the other program: to SQLite they are the same.
@Suite struct OutsideWriteTests {
  let directory: TemporaryDirectory
  let schema = [Migration("notes", sql: "CREATE TABLE note (text TEXT NOT NULL)")]

  init() throws { directory = try TemporaryDirectory() }

  func notes(in database: Database) throws -> [String] {
    try database.read { connection in
      try connection.query("SELECT text FROM note ORDER BY rowid").map { try $0.column(0, as: String.self) }
    }
  }

  /// Replaces the notes with `texts`, as the programs save their whole list.
  static func save(_ texts: [String], to database: Database) throws {
    try database.write { connection in
      try connection.execute("DELETE FROM note")
      for text in texts { try connection.execute("INSERT INTO note VALUES (?)", [text]) }
    }
  }

  @Test func aWriteAfterAnotherProgramsIsRefusedAndTheirRowsStay() async throws {
    let path = directory.file("notes.sqlite")
    let database = try Database(path: path, migrations: schema)
    try ExclusiveUse.claim(database, program: "notes")
    try Self.save(["milk"], to: database)
    try Self.save(["milk", "eggs"], to: database)
    #expect(database.fileStatus() == .inPlace)

    let other = try Database(path: path, migrations: schema)
    try other.write { try $0.execute("INSERT INTO note VALUES ('added by sqlite3')") }
    other.close()

    let error = try #require(throws: DatabaseError.self) { try Self.save(["milk", "eggs", "bread"], to: database) }
    #expect(error.kind == .changedElsewhere)
    #expect(
      error.summary
        == "\(path) was changed by another program; nothing more is written over its changes. "
        + "Quitting writes the data to a new file beside it.")
    #expect(database.fileStatus() == .changedElsewhere)
    #expect(try notes(in: database) == ["milk", "eggs", "added by sqlite3"])
    // Later writes stay refused: the other program's row is never deleted by a whole-list save.
    #expect(throws: DatabaseError.self) { try Self.save(["milk"], to: database) }

    let saved = try await database.closeKeepingData(migrations: schema) {
      try Self.save(["milk", "eggs", "bread"], to: $0)
    }
    let beside = directory.file("notes-kept.sqlite")
    #expect(saved == .writtenBesideChanged(changed: path, path: beside))
    #expect(
      saved.report(of: "3 notes", program: "notes")
        == "another program wrote to \(path) while notes was running; its changes were left alone; "
        + "wrote the 3 notes to \(beside)")
    let original = try Database(path: path, migrations: schema)
    #expect(try notes(in: original) == ["milk", "eggs", "added by sqlite3"])
    let kept = try Database(path: beside, migrations: schema)
    #expect(try notes(in: kept) == ["milk", "eggs", "bread"])
  }

  @Test func readersAndOwnWritesAreNotChanges() async throws {
    let path = directory.file("notes.sqlite")
    let database = try Database(path: path, migrations: schema)
    try ExclusiveUse.claim(database, program: "notes")
    for count in 1...5 {
      try Self.save((1...count).map { "note \($0)" }, to: database)
      let reader = try Database(path: path, migrations: schema)
      #expect(try notes(in: reader).count == count)
      reader.close()
    }
    #expect(database.fileStatus() == .inPlace)
    let saved = try await database.closeKeepingData(migrations: schema) { _ in }
    #expect(saved == .inPlace(path: path))
  }

  /// Files shared on purpose (the key-value store of shared state) are not claimed: every
  /// program writes, and none is refused.
  @Test func anUnclaimedFileTakesWritesFromBoth() throws {
    let path = directory.file("notes.sqlite")
    let first = try Database(path: path, migrations: schema)
    let second = try Database(path: path, migrations: schema)
    try first.write { try $0.execute("INSERT INTO note VALUES ('one')") }
    try second.write { try $0.execute("INSERT INTO note VALUES ('two')") }
    try first.write { try $0.execute("INSERT INTO note VALUES ('three')") }
    #expect(try notes(in: second) == ["one", "two", "three"])
    #expect(first.fileStatus() == .inPlace)
  }
}
