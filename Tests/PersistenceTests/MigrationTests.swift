import Foundation
import Persistence
import Testing
import TestSupport

@Suite struct MigrationTests {
  let directory: TemporaryDirectory
  let first = Migration("notes", sql: "CREATE TABLE note (text TEXT NOT NULL)")
  let second = Migration("note dates") { connection in
    try connection.execute("ALTER TABLE note ADD COLUMN created REAL")
    try connection.execute("UPDATE note SET created = ?", [Date(timeIntervalSince1970: 0)])
  }

  init() throws { directory = try TemporaryDirectory() }

  @Test func newFileGetsEveryStep() throws {
    let database = try Database(path: directory.file("new.sqlite"), migrations: [first, second])
    #expect(try database.schemaVersion() == 2)
    try database.write { try $0.execute("INSERT INTO note (text, created) VALUES ('hi', 1.0)") }
  }

  @Test func laterStepsRunOnAnOlderFileAndKeepItsData() throws {
    let path = directory.file("old.sqlite")
    do {
      let old = try Database(path: path, migrations: [first])
      try old.write { try $0.execute("INSERT INTO note (text) VALUES ('from version 1')") }
    }
    let database = try Database(path: path, migrations: [first, second])
    #expect(try database.schemaVersion() == 2)
    let rows = try database.read { try $0.query("SELECT text, created FROM note") }
    #expect(try rows.map { try $0.column(0, as: String.self) } == ["from version 1"])
    #expect(try rows[0].column(1, as: Date.self) == Date(timeIntervalSince1970: 0))
  }

  @Test func failingStepLeavesTheFileAtItsOldVersion() throws {
    let path = directory.file("failing.sqlite")
    _ = try Database(path: path, migrations: [first])
    let broken = Migration("broken", sql: "CREATE TABLE tag (name TEXT); CREATE TABLE note (again TEXT)")
    let error = #expect(throws: DatabaseError.self) {
      _ = try Database(path: path, migrations: [first, second, broken])
    }
    #expect(error?.sqliteMessage?.hasPrefix("migration \"broken\" failed") == true)
    let database = try Database(path: path, migrations: [first])
    #expect(try database.schemaVersion() == 1)
    let tables = try database.read { try $0.query("SELECT name FROM sqlite_schema WHERE type = 'table'") }
    #expect(try tables.map { try $0.column(0, as: String.self) } == ["note"])
  }

  @Test func databaseIsInWALMode() throws {
    let database = try Database(path: directory.file("wal.sqlite"), migrations: [first])
    // SQLite counts PRAGMA journal_mode as a possible write, so it runs in write.
    #expect(try database.write { try $0.queryValue("PRAGMA journal_mode", as: String.self) } == "wal")
  }

  @Test func scriptWithStringsHoldingSemicolons() throws {
    let database = try Database(
      inMemoryWith: [
        Migration("script", sql: "CREATE TABLE t (x TEXT);; INSERT INTO t VALUES ('a;b'); -- done\n INSERT INTO t VALUES ('c');")
      ])
    let values = try database.read { try $0.query("SELECT x FROM t ORDER BY x").map { try $0.column(0, as: String.self) } }
    #expect(values == ["a;b", "c"])
  }
}
