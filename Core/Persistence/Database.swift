import CSQLite
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// An open SQLite database, safe to share between tasks: one connection behind a lock.
///
/// Opening checks the file before changing anything (see `init(path:migrations:busyTimeout:)`),
/// then runs pending migrations. Work happens in `read` and `write` closures.
public final class Database: Sendable {
  /// The database file, or nil for an in-memory database.
  public let path: String?
  /// Nil once `close()` has run.
  private let connection: Mutex<OpaquePointer?>
  /// The file and its logs as opened, to notice one deleted or replaced meanwhile; nil in memory.
  let openedFiles: OpenedFiles?
  /// The thread inside `read` or `write`, so that re-entering throws instead of deadlocking.
  private let ownerThread = Atomic<UInt>(0)
  /// Whether writes check for another program's commits first, and whether one was seen.
  let outsideWrites = Mutex(OutsideWrites())

  /// Opens the database at `path`, creating it when missing, and brings it to the latest schema.
  ///
  /// An empty file (made by `touch`) is a new database. Throws without modifying the file or
  /// creating anything beside it when it is not an SQLite database, truncated, damaged, a database of another program, written by a newer
  /// version (schema above `migrations.count`), a directory, unreadable, read-only, or locked
  /// for longer than `busyTimeout`.
  public init(path: String, migrations: [Migration] = [], busyTimeout: Duration = .seconds(5)) throws {
    switch try DatabaseFile.inspect(path) {
    case .missing:
      try DatabaseFile.create(path)
      _ = try DatabaseFile.inspect(path)
    case .empty:
      try DatabaseFile.create(path, replacingEmpty: true)
      _ = try DatabaseFile.inspect(path)
    case .existing:
      break
    }
    try Self.checkUntouched(path, migrations: migrations)
    let pointer = try Self.open(path, flags: SQLITE_OPEN_READWRITE, busyTimeout: busyTimeout)
    do {
      try Self.checkOwnership(pointer, path: path, migrations: migrations)
      try Self.run(pointer, path: path, "PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;")
    } catch {
      sqlite3_close_v2(pointer)
      throw error
    }
    self.path = path
    self.connection = Mutex(pointer)
    self.openedFiles = OpenedFiles(path: path)
    try migrate(migrations)
  }

  /// Refuses `path` for every reason opening it would, but creates, changes and locks
  /// nothing (not even the `-wal` and `-shm` files SQLite makes when it reads): a program can
  /// check its file before it sets anything else up. A missing or empty file passes; opening
  /// creates it.
  public static func check(path: String, migrations: [Migration] = []) throws {
    guard try DatabaseFile.inspect(path) == .existing else { return }
    try checkUntouched(path, migrations: migrations)
  }

  /// Opens a private in-memory database, gone when the value is released; for tests and previews.
  public init(inMemoryWith migrations: [Migration] = []) throws {
    let pointer = try Self.open(":memory:", flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_MEMORY, busyTimeout: .zero)
    do {
      try Self.run(pointer, path: ":memory:", "PRAGMA foreign_keys = ON;")
    } catch {
      sqlite3_close_v2(pointer)
      throw error
    }
    self.path = nil
    self.connection = Mutex(pointer)
    self.openedFiles = nil
    try write { try $0.execute("PRAGMA application_id = \(DatabaseFile.applicationID)") }
    try migrate(migrations)
  }

  deinit {
    close()
  }

  /// Closes the file now instead of when the value is released (a program that calls `exit`
  /// never releases it). The last connection to a file folds the write-ahead log into it and
  /// removes the `-wal` and `-shm` files, so the file alone then holds every commit.
  ///
  /// SQLite does neither for a file that was deleted, moved or replaced while open (see
  /// `fileStatus()`); here the log is folded into the file it belongs to, wherever it is now,
  /// and the two files are removed, so a new database at the path never reads them as its own.
  /// Later reads and writes throw a `misuse` error; closing again does nothing.
  public func close() {
    let status = fileStatus()
    let wasOpen = connection.withLock { pointer in
      guard let open = pointer else { return false }
      if status == .deleted || status == .replaced {
        _ = sqlite3_wal_checkpoint_v2(open, nil, SQLITE_CHECKPOINT_TRUNCATE, nil, nil)
      }
      // v2 waits for statements still alive (none outlive a closure) instead of failing.
      sqlite3_close_v2(open)
      pointer = nil
      return true
    }
    if wasOpen && (status == .deleted || status == .replaced) { openedFiles?.removeOwnLogs() }
  }

  /// Runs `body` in a transaction (`BEGIN IMMEDIATE`): commits when it returns, rolls back
  /// everything when it throws, and rethrows.
  ///
  /// Nesting: calling `read` or `write` on the same database inside `body` throws a `misuse`
  /// error (it would deadlock); for a nested step use `Connection.write`, a savepoint.
  ///
  /// Once the file is claimed (`ExclusiveUse.claim`), a write after another program changed
  /// the file throws `changedElsewhere` instead of writing over that program's changes.
  public func write<T: Sendable>(_ body: (Connection) throws -> T) throws -> T {
    try withConnection(isReadOnly: false) { connection in
      try connection.transaction(begin: "BEGIN IMMEDIATE") { connection in
        try refuseAfterOutsideWrite(connection)
        return try body(connection)
      }
    }
  }

  /// Runs `body` in a read transaction, so all its queries see one consistent state even while
  /// another process writes. Statements that write throw a `misuse` error.
  public func read<T: Sendable>(_ body: (Connection) throws -> T) throws -> T {
    try withConnection(isReadOnly: true) { try $0.transaction(begin: "BEGIN DEFERRED", body) }
  }

  /// The schema version recorded in the file (`PRAGMA user_version`).
  public func schemaVersion() throws -> Int {
    try read { try $0.queryValue("PRAGMA user_version", as: Int.self) ?? 0 }
  }

  func withConnection<T: Sendable>(isReadOnly: Bool, _ body: (Connection) throws -> T) throws -> T {
    let thread = Self.currentThread()
    // Equal only when this very thread holds the lock: others store their own identifiers.
    guard ownerThread.load(ordering: .relaxed) != thread else {
      throw DatabaseError(
        .misuse("Database.read or Database.write was called inside another on the same database; "
          + "use the Connection passed to the closure (its write opens a savepoint)"), path: path)
    }
    return try connection.withLock { pointer in
      guard let pointer else {
        throw DatabaseError(.misuse("the database was used after Database.close()"), path: path)
      }
      ownerThread.store(thread, ordering: .relaxed)
      defer { ownerThread.store(0, ordering: .relaxed) }
      let lent = Connection(pointer: pointer, path: path, isReadOnly: isReadOnly)
      defer { lent.isLent = false }
      return try body(lent)
    }
  }

  private static func currentThread() -> UInt {
    #if canImport(Glibc)
      UInt(pthread_self())
    #else
      UInt(bitPattern: pthread_self())
    #endif
  }
}
