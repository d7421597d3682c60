#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Persistence

/// The memos' SQLite file: its schema, as steps later versions only append to, and opening it
/// with the checks of `Database` (a file that is not ours is refused untouched).
public enum VoiceMemosDatabase {
  /// The schema: one row per memo, newest first by `position`; the recording is the file at
  /// `url`, relative to the database's folder since the second step (see `RecordingPath`).
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
    ),
    Migration("recordings relative to the data folder") { connection in
      // The folder is the database file's; a database in memory has none and keeps its paths.
      let file = try connection.queryValue("SELECT file FROM pragma_database_list WHERE name = 'main'", as: String.self)
      guard let file, !file.isEmpty else { return }
      let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
      // OR IGNORE: a path whose new form another row already holds stays as it was.
      let update = try connection.prepare("UPDATE OR IGNORE memos SET url = ? WHERE url = ?")
      for row in try connection.query("SELECT url FROM memos") {
        let old = try row.column(0, as: String.self)
        let new = RecordingPath.migrated(old, folder: folder)
        if new != old { try update.execute([new, old]) }
      }
    },
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
