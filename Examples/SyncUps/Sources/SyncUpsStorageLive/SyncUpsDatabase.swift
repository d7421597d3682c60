import Persistence

/// The sync-ups' SQLite file: its schema, as steps later versions only append to, and opening
/// it with the checks of `Database` (a file that is not ours is refused untouched).
public enum SyncUpsDatabase {
  /// The schema: sync-ups, their attendees and their meetings, each ordered by `position`;
  /// deleting a sync-up deletes its rows (foreign keys are on).
  public static let migrations = [
    Migration(
      "sync-ups, attendees, meetings",
      sql: """
        CREATE TABLE sync_ups (
          id TEXT PRIMARY KEY,
          position INTEGER NOT NULL,
          title TEXT NOT NULL,
          duration_seconds INTEGER NOT NULL,
          theme TEXT NOT NULL
        );
        CREATE TABLE attendees (
          id TEXT PRIMARY KEY,
          sync_up_id TEXT NOT NULL REFERENCES sync_ups ON DELETE CASCADE,
          position INTEGER NOT NULL,
          name TEXT NOT NULL
        );
        CREATE TABLE meetings (
          id TEXT PRIMARY KEY,
          sync_up_id TEXT NOT NULL REFERENCES sync_ups ON DELETE CASCADE,
          position INTEGER NOT NULL,
          date TEXT NOT NULL,
          transcript TEXT NOT NULL
        );
        CREATE INDEX attendees_by_sync_up ON attendees (sync_up_id, position);
        CREATE INDEX meetings_by_sync_up ON meetings (sync_up_id, position);
        """
    )
  ]

  /// Opens (or creates) the database at `path`.
  public static func open(path: String) throws -> Database {
    try Database(path: path, migrations: migrations)
  }

  /// Refuses a file that `open` would refuse, creating and changing nothing; a missing file
  /// passes. Lets the program report a bad file before it takes the terminal.
  public static func check(path: String) throws {
    try Database.check(path: path, migrations: migrations)
  }

  /// A database in memory, for `--in-memory` and tests.
  public static func inMemory() throws -> Database {
    try Database(inMemoryWith: migrations)
  }
}
