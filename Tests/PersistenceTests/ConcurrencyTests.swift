import Foundation
import Persistence
import Testing
import TestSupport

@Suite struct ConcurrencyTests {
  @Test func manyTasksWriteWithoutLosingAnything() async throws {
    let directory = try TemporaryDirectory()
    let database = try Database(
      path: directory.file("shared.sqlite"),
      migrations: [Migration("counter", sql: "CREATE TABLE counter (value INTEGER); INSERT INTO counter VALUES (0);"
        + "CREATE TABLE event (task INTEGER, number INTEGER)")])
    let tasks = 8
    let writesPerTask = 50
    try await withThrowingTaskGroup(of: Void.self) { group in
      for task in 0..<tasks {
        group.addTask {
          for number in 0..<writesPerTask {
            // Read-modify-write: lost updates would show if transactions interleaved.
            try database.write { connection in
              let value = try connection.queryValue("SELECT value FROM counter", as: Int.self) ?? 0
              try connection.execute("UPDATE counter SET value = ?", [value + 1])
              try connection.execute("INSERT INTO event VALUES (?, ?)", [task, number])
            }
            _ = try database.read { try $0.queryValue("SELECT count(*) FROM event", as: Int.self) }
          }
        }
      }
      try await group.waitForAll()
    }
    let (counter, events, distinct) = try database.read { connection in
      (
        try connection.queryValue("SELECT value FROM counter", as: Int.self),
        try connection.queryValue("SELECT count(*) FROM event", as: Int.self),
        try connection.queryValue("SELECT count(*) FROM (SELECT DISTINCT task, number FROM event)", as: Int.self)
      )
    }
    #expect(counter == tasks * writesPerTask)
    #expect(events == tasks * writesPerTask)
    #expect(distinct == tasks * writesPerTask)
  }

  @Test func twoConnectionsToOneFileSeeEachOthersCommits() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("two.sqlite")
    let schema = [Migration("item", sql: "CREATE TABLE item (number INTEGER)")]
    let first = try Database(path: path, migrations: schema)
    let second = try Database(path: path, migrations: schema)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (offset, database) in [first, second].enumerated() {
        group.addTask {
          for number in 0..<100 {
            try database.write { try $0.execute("INSERT INTO item VALUES (?)", [offset * 1000 + number]) }
          }
        }
      }
      try await group.waitForAll()
    }
    #expect(try first.read { try $0.queryValue("SELECT count(*) FROM item", as: Int.self) } == 200)
    #expect(try second.read { try $0.queryValue("SELECT count(*) FROM item", as: Int.self) } == 200)
  }
}
