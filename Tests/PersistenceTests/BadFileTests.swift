import Foundation
import Persistence
import Testing
import TestSupport

/// Every file that is not a healthy database of ours is refused with a clear message and left
/// byte for byte as it was, with nothing created beside it, not even for a moment; checking a
/// file (`Database.check`) refuses the same files for the same reasons.
@Suite struct BadFileTests {
  let directory: TemporaryDirectory
  let schema = [
    Migration("notes", sql: "CREATE TABLE note (text TEXT NOT NULL)"),
    Migration("tags", sql: "CREATE TABLE tag (name TEXT PRIMARY KEY)"),
  ]

  init() throws { directory = try TemporaryDirectory() }

  /// Checks and opens `path`, expects the same refusal from both, and checks that the file's
  /// bytes did not change and that no file was created beside it.
  func expectRefusal(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> DatabaseError? {
    let before = try contents(of: path)
    let created = try CreatedFiles(in: directory.path)
    let checked = #expect(throws: DatabaseError.self, sourceLocation: sourceLocation) {
      try Database.check(path: path, migrations: schema)
    }
    let error = #expect(throws: DatabaseError.self, sourceLocation: sourceLocation) {
      _ = try Database(path: path, migrations: schema)
    }
    #expect(checked?.kind == error?.kind, sourceLocation: sourceLocation)
    #expect(try contents(of: path) == before, "the file was modified", sourceLocation: sourceLocation)
    #expect(created.names() == [], "files were created beside it", sourceLocation: sourceLocation)
    return error
  }

  /// A database of ours with a few pages of data, closed again.
  func healthyDatabase(_ name: String, migrations: [Migration]? = nil) throws -> String {
    let path = directory.file(name)
    let database = try Database(path: path, migrations: migrations ?? schema)
    try database.write { connection in
      let insert = try connection.prepare("INSERT INTO note VALUES (?)")
      for number in 0..<200 { try insert.execute([String(repeating: "\(number)", count: 100)]) }
    }
    return path
  }

  @Test func textFileIsNotADatabase() throws {
    let path = try directory.file("diary.txt", containing: Data(String(repeating: "Dear diary,\n", count: 50).utf8))
    let error = try expectRefusal(path)
    #expect(error?.description.hasPrefix("\(path) is not a database") == true)
    // Refused before SQLite touched it: no journal or WAL files appear beside it.
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["diary.txt"])
  }

  @Test func shortRandomFileIsNotADatabase() throws {
    let path = try directory.file("noise.bin", containing: Data((0..<37).map { UInt8($0 * 7 % 256) }))
    let error = try expectRefusal(path)
    #expect(error?.kind == .notADatabase(reason: "it does not start with the SQLite header"))
  }

  /// `touch todos.sqlite` then `todos --db todos.sqlite`: SQLite takes an empty file as a new
  /// database, and so does this package.
  @Test func zeroLengthFileIsANewDatabase() throws {
    let path = try directory.file("empty.sqlite", containing: Data())
    try Database.check(path: path, migrations: schema)
    let database = try Database(path: path, migrations: schema)
    try database.write { try $0.execute("INSERT INTO note VALUES ('first')") }
    #expect(try database.read { try $0.queryValue("SELECT count(*) FROM note", as: Int.self) } == 1)
    database.close()
    #expect(try Database(path: path, migrations: schema).schemaVersion() == schema.count)
  }

  @Test(arguments: [0.5, 0.9, 0.0]) func truncatedDatabaseIsRefused(keptFraction: Double) throws {
    let original = try contents(of: try healthyDatabase("whole.sqlite"))
    #expect(original.count >= 8 * 4096)
    // Cut at a page boundary, in the middle of a page, and inside the 100-byte header.
    let pageCount = original.count / 4096
    let keptBytes = keptFraction == 0 ? 60 : Int(Double(pageCount) * keptFraction) * 4096 + (keptFraction == 0.9 ? 1000 : 0)
    let path = try directory.file("truncated.sqlite", containing: original.prefix(keptBytes))
    let error = try expectRefusal(path)
    #expect(error?.kind == .truncated)
    #expect(error?.summary.hasPrefix("\(path) is damaged (it is truncated") == true)
  }

  @Test func damagedSchemaIsRefused() throws {
    var bytes = try contents(of: try healthyDatabase("whole.sqlite"))
    // The first page's b-tree header, right after the file header: the schema is unreadable.
    bytes.replaceSubrange(100..<112, with: Data(repeating: 0xEE, count: 12))
    let path = try directory.file("damaged.sqlite", containing: bytes)
    let error = try expectRefusal(path)
    #expect(error?.kind == .corrupt)
    #expect(error?.summary.hasPrefix("\(path) is damaged") == true)
  }

  @Test func checkingAHealthyOrMissingFileChangesNothing() throws {
    let path = try healthyDatabase("healthy.sqlite")
    let before = try contents(of: path)
    let created = try CreatedFiles(in: directory.path)
    try Database.check(path: path, migrations: schema)
    try Database.check(path: directory.file("missing.sqlite"), migrations: schema)
    #expect(created.names() == [])
    #expect(try contents(of: path) == before)
    #expect(try directory.fileNames() == ["healthy.sqlite"])
  }

  @Test func directoryIsRefused() throws {
    let path = directory.file("folder.sqlite")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    let error = #expect(throws: DatabaseError.self) { _ = try Database(path: path, migrations: schema) }
    #expect(error?.kind == .folder)
    #expect(try FileManager.default.contentsOfDirectory(atPath: path) == [])
  }

  @Test func newerSchemaIsRefused() throws {
    let newer = schema + (3...7).map { Migration("step \($0)", sql: "CREATE TABLE t\($0) (x)") }
    let path = try healthyDatabase("newer.sqlite", migrations: newer)
    let error = try expectRefusal(path)
    #expect(error?.kind == .newerSchema(found: 7, known: 2))
    #expect(
      error?.summary.hasPrefix("\(path) was written by a newer version (schema 7, this program knows 2)") == true)
  }

  @Test func databaseOfAnotherProgramIsRefused() throws {
    let tagged = try healthyDatabase(
      "tagged.sqlite", migrations: [Migration("other", sql: "PRAGMA application_id = 1234; CREATE TABLE note (text)")])
    #expect(try expectRefusal(tagged)?.kind == .foreignDatabase)
    let untagged = try healthyDatabase(
      "untagged.sqlite", migrations: [Migration("other", sql: "PRAGMA application_id = 0; CREATE TABLE note (text)")])
    #expect(try expectRefusal(untagged)?.kind == .foreignDatabase)
  }

  @Test func namesWithURICharactersAreCheckedAsTheyAre() throws {
    // The check opens the file through an SQLite URI, where ?, # and % mean something.
    let name = "list? #2 100%.sqlite"
    let foreign = try healthyDatabase(
      name, migrations: [Migration("other", sql: "PRAGMA application_id = 1234; CREATE TABLE note (text)")])
    #expect(try expectRefusal(foreign)?.kind == .foreignDatabase)
    try FileManager.default.removeItem(atPath: foreign)
    let ours = try healthyDatabase(name)
    #expect(try Database(path: ours, migrations: schema).schemaVersion() == 2)
  }

  @Test func healthyDatabaseOpensAgainUnchanged() throws {
    let path = try healthyDatabase("healthy.sqlite")
    let before = try contents(of: path)
    let database = try Database(path: path, migrations: schema)
    #expect(try database.schemaVersion() == 2)
    #expect(try database.read { try $0.queryValue("SELECT count(*) FROM note", as: Int.self) } == 200)
    #expect(try contents(of: path) == before)
  }

  @Test func lockedDatabaseSaysSo() throws {
    let path = try healthyDatabase("locked.sqlite")
    let holder = try Database(path: path, migrations: schema)
    let other = try Database(path: path, migrations: schema, busyTimeout: .milliseconds(50))
    let error = try holder.write { connection in
      try connection.execute("INSERT INTO note VALUES ('holding the write lock')")
      return #expect(throws: DatabaseError.self) {
        try other.write { try $0.execute("INSERT INTO note VALUES ('blocked')") }
      }
    }
    #expect(error?.kind == .locked)
    #expect(error?.summary.hasPrefix("\(path) is locked by another process") == true)
    // Once the lock is gone, the other connection writes normally.
    try other.write { try $0.execute("INSERT INTO note VALUES ('later')") }
  }

  @Test func missingDirectoryIsAnError() throws {
    let path = directory.file("no/such/dir/data.sqlite")
    let error = #expect(throws: DatabaseError.self) { _ = try Database(path: path) }
    #expect(error?.kind == .cannotOpen)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  /// Root ignores permission bits, so as root the check runs in a child process that drops to
  /// the unprivileged user `nobody` (via `setpriv`); otherwise it runs in this process.
  @Test func unreadableFileIsRefused() async throws {
    let path = try healthyDatabase("private.sqlite")
    let before = try contents(of: path)
    try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path) }
    if geteuid() != 0 {
      let error = #expect(throws: DatabaseError.self) { _ = try Database(path: path, migrations: schema) }
      #expect(error?.kind == .cannotOpen)
    } else {
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
      let result = try await ChildProcess.run(
        "/usr/bin/setpriv",
        ["--reuid=65534", "--regid=65534", "--clear-groups", try ChildProcess.crashWriter(), "open", path])
      #expect(result.status == 1)
      #expect(result.output.hasPrefix("\(path) cannot be opened"), "child printed: \(result.output)")
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    #expect(try contents(of: path) == before)
  }
}
