import Persistence

/// The todos' SQLite file: its schema, as steps that later versions only append to, and
/// opening it with the checks of `Database` (a file that is not ours is refused untouched).
public enum TodosDatabase {
  /// The schema: one row per todo, ordered by `position`.
  public static let migrations = [
    Migration(
      "todos",
      sql: """
        CREATE TABLE todos (
          id TEXT PRIMARY KEY,
          position INTEGER NOT NULL,
          description TEXT NOT NULL,
          is_complete INTEGER NOT NULL
        )
        """
    )
  ]

  /// Opens (or creates) the todos database at `path`.
  public static func open(path: String) throws -> Database {
    try Database(path: path, migrations: migrations)
  }

  /// Refuses a file that `open` would refuse, creating and changing nothing; a missing file
  /// passes. Lets the program report a bad file before it creates a directory or takes the terminal.
  public static func check(path: String) throws {
    try Database.check(path: path, migrations: migrations)
  }

  /// A database in memory, for tests.
  public static func inMemory() throws -> Database {
    try Database(inMemoryWith: migrations)
  }
}
