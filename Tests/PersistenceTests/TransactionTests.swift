import Foundation
import Persistence
import Testing
import TestSupport

struct Failure: Error {}

@Suite struct TransactionTests {
  let directory: TemporaryDirectory
  let database: Database

  init() throws {
    directory = try TemporaryDirectory()
    database = try Database(
      path: directory.file("transactions.sqlite"),
      migrations: [Migration("notes", sql: "CREATE TABLE note (text TEXT NOT NULL)")])
  }

  func notes() throws -> [String] {
    try database.read { connection in
      try connection.query("SELECT text FROM note ORDER BY rowid").map { try $0.column(0, as: String.self) }
    }
  }

  @Test func commitsWhenTheBodyReturns() throws {
    let count = try database.write { connection in
      try connection.execute("INSERT INTO note VALUES ('a')")
      try connection.execute("INSERT INTO note VALUES ('b')")
      return connection.changes
    }
    #expect(count == 1)
    #expect(try notes() == ["a", "b"])
  }

  @Test func rollbackOnThrowLeavesNoPartialWrite() throws {
    try database.write { try $0.execute("INSERT INTO note VALUES ('kept')") }
    #expect(throws: Failure.self) {
      try database.write { connection in
        try connection.execute("INSERT INTO note VALUES ('lost 1')")
        try connection.execute("INSERT INTO note VALUES ('lost 2')")
        throw Failure()
      }
    }
    #expect(try notes() == ["kept"])
    // A failing statement half way rolls back the statements before it too.
    #expect(throws: DatabaseError.self) {
      try database.write { connection in
        try connection.execute("INSERT INTO note VALUES ('lost 3')")
        try connection.execute("INSERT INTO note VALUES (NULL)")
      }
    }
    #expect(try notes() == ["kept"])
  }

  @Test func nestedWriteIsASavepoint() throws {
    try database.write { connection in
      try connection.execute("INSERT INTO note VALUES ('outer')")
      #expect(throws: Failure.self) {
        try connection.write { inner in
          try inner.execute("INSERT INTO note VALUES ('inner, rolled back')")
          throw Failure()
        }
      }
      try connection.write { try $0.execute("INSERT INTO note VALUES ('inner, kept')") }
    }
    #expect(try notes() == ["outer", "inner, kept"])
  }

  @Test func nestedSavepointErrorNotCaughtRollsBackEverything() throws {
    #expect(throws: Failure.self) {
      try database.write { connection in
        try connection.execute("INSERT INTO note VALUES ('outer')")
        try connection.write { _ in throw Failure() }
      }
    }
    #expect(try notes() == [])
  }

  @Test func reenteringTheDatabaseThrowsInsteadOfDeadlocking() throws {
    let error = #expect(throws: DatabaseError.self) {
      try database.write { _ in try database.read { _ in 1 } }
    }
    #expect(error?.description.contains("use the Connection passed to the closure") == true)
    // The lock was released: the database is usable afterwards.
    try database.write { try $0.execute("INSERT INTO note VALUES ('after')") }
    #expect(try notes() == ["after"])
  }

  @Test func readRefusesWrites() throws {
    #expect(throws: DatabaseError.self) {
      try database.read { try $0.execute("INSERT INTO note VALUES ('sneaky')") }
    }
    #expect(throws: DatabaseError.self) {
      try database.read { connection in try connection.write { _ in } }
    }
    #expect(try notes() == [])
  }

  @Test func connectionCannotBeUsedAfterItsClosure() throws {
    let leaked = LeakedConnection()
    try database.write { leaked.connection = $0 }
    let error = #expect(throws: DatabaseError.self) {
      try leaked.connection?.execute("INSERT INTO note VALUES ('late')")
    }
    #expect(error?.kind == .misuse("a Connection or Statement was used after its read or write closure returned"))
    #expect(try notes() == [])
  }
}

/// Holds a connection past its closure, which the API must refuse to use.
final class LeakedConnection {
  var connection: Connection?
}

/// Foreign keys are enforced, so `ON DELETE CASCADE` works and orphans are refused.
@Suite struct ForeignKeyTests {
  let schema = [
    Migration(
      "parents and children",
      sql: """
        CREATE TABLE parent (id INTEGER PRIMARY KEY);
        CREATE TABLE child (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES parent ON DELETE CASCADE);
        """
    )
  ]

  func check(_ database: Database) throws {
    try database.write { connection in
      try connection.execute("INSERT INTO parent VALUES (1)")
      try connection.execute("INSERT INTO child VALUES (1, 1)")
    }
    #expect(throws: DatabaseError.self) {
      try database.write { try $0.execute("INSERT INTO child VALUES (2, 7)") }
    }
    try database.write { try $0.execute("DELETE FROM parent") }
    #expect(try database.read { try $0.queryValue("SELECT count(*) FROM child", as: Int.self) } == 0)
  }

  @Test func inAFile() throws {
    let directory = try TemporaryDirectory()
    try check(Database(path: directory.file("keys.sqlite"), migrations: schema))
  }

  @Test func inMemory() throws {
    try check(Database(inMemoryWith: schema))
  }
}
