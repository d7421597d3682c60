import Persistence

/// The memos' SQLite file: its schema, as steps later versions only append to, and opening it
/// with the checks of `Database` (a file that is not ours is refused untouched).
public enum VoiceMemosDatabase {
  /// The schema: one row per memo, newest first by `position`; the recording is the file at `url`.
  public static let migrations = [
    Migration(
      "memos",
      sql: """
        CREATE TABLE memos (
          url TEXT PRIMARY KEY,
          position INTEGER NOT NULL,
          title TEXT NOT NULL,
          date TEXT NOT NULL,
          duration REAL NOT NULL
        )
        """
    )
  ]

  /// Opens (or creates) the database at `path`.
  public static func open(path: String) throws -> Database {
    try Database(path: path, migrations: migrations)
  }

  /// Refuses a file that `open` would refuse, creating nothing; a missing file passes.
  public static func check(path: String) throws {
    try Database.check(path: path, migrations: migrations)
  }

  /// A database in memory, for tests.
  public static func inMemory() throws -> Database {
    try Database(inMemoryWith: migrations)
  }
}
