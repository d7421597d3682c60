import Foundation
import Persistence
import Testing
import TestSupport

/// One program at a time on a database file: the second is refused with a message that says
/// what to do, and its connection is closed, so it writes nothing.
@Suite struct ExclusiveUseTests {
  let directory: TemporaryDirectory
  let schema = [Migration("notes", sql: "CREATE TABLE note (text TEXT NOT NULL)")]

  init() throws { directory = try TemporaryDirectory() }

  @Test func aSecondClaimOnTheSameFileIsRefusedAndClosesItsDatabase() throws {
    let path = directory.file("notes.sqlite")
    let first = try Database(path: path, migrations: schema)
    try ExclusiveUse.claim(first, program: "notes")

    // A second program opening the file: a new open file description, as in another process.
    let second = try Database(path: path, migrations: schema)
    let refusal = #expect(throws: ExclusiveUse.InUse.self) { try ExclusiveUse.claim(second, program: "notes") }
    #expect(
      refusal?.description
        == "\(path) is open in another notes; close that one first (two programs on one file would overwrite each other's changes)"
    )
    #expect(throws: DatabaseError.self) { try second.write { try $0.execute("INSERT INTO note VALUES ('late')") } }

    // The first goes on as before.
    try first.write { try $0.execute("INSERT INTO note VALUES ('kept')") }
    let notes = try first.read { try $0.query("SELECT text FROM note").map { try $0.column(0, as: String.self) } }
    #expect(notes == ["kept"])
  }

  @Test func claimsOnDifferentFilesDoNotMeet() throws {
    let one = try Database(path: directory.file("one.sqlite"), migrations: schema)
    let other = try Database(path: directory.file("other.sqlite"), migrations: schema)
    try ExclusiveUse.claim(one, program: "notes")
    try ExclusiveUse.claim(other, program: "notes")
    // A database in memory has no file to share.
    try ExclusiveUse.claim(Database(inMemoryWith: schema), program: "notes")
  }
}
