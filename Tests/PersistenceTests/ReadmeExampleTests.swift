import Foundation
import Persistence
import Testing
import TestSupport

/// The example of Core/Persistence/README.md, run so that it cannot drift from the API.
@Test func readmeExample() throws {
  let directory = try TemporaryDirectory()
  let schema = [
    Migration("todos", sql: "CREATE TABLE todo (id TEXT PRIMARY KEY, title TEXT NOT NULL, done INTEGER NOT NULL)"),
    Migration("todo dates", sql: "ALTER TABLE todo ADD COLUMN created REAL"),
  ]

  let location = try DatabaseLocation(app: "todos", arguments: ["todos", "--db", directory.file("todos.sqlite")])
  try location.createDirectory()
  let database = try Database(path: location.path, migrations: schema)

  try database.write { connection in
    let insert = try connection.prepare("INSERT INTO todo (id, title, done, created) VALUES (?, ?, ?, ?)")
    try insert.execute([UUID(), "Buy milk", false, Date()])
    try insert.execute([UUID(), "Call Zoë", true, Date()])
  }

  let titles = try database.read { connection in
    try connection.query("SELECT title FROM todo WHERE done = ?", [false])
      .map { try $0.column(0, as: String.self) }
  }
  #expect(titles == ["Buy milk"])
}
