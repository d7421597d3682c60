import CSQLite
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The steps of opening a file: everything before the first write, then migrations.
extension Database {
  static func open(_ path: String, flags: Int32, busyTimeout: Duration) throws -> OpaquePointer {
    var pointer: OpaquePointer?
    let code = sqlite3_open_v2(path, &pointer, flags | SQLITE_OPEN_EXRESCODE, nil)
    guard code == SQLITE_OK, let pointer else {
      let error = DatabaseError(code: code, connection: pointer, path: path, statement: nil)
      sqlite3_close_v2(pointer)
      throw error
    }
    let (seconds, attoseconds) = busyTimeout.components
    sqlite3_busy_timeout(pointer, Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    return pointer
  }

  /// Checks an existing file's identity through a connection that cannot write, lock, or
  /// create SQLite's `-wal` and `-shm` files (`immutable`): reading a file in WAL mode through
  /// an ordinary connection creates both, even when the file is then refused.
  ///
  /// Skipped while a log or journal is beside the file: another connection is using it (or
  /// one crashed), the log may hold a newer header than the file, and the check after opening
  /// reads it; nothing new is created then either.
  static func checkUntouched(_ path: String, migrations: [Migration]) throws {
    guard !DatabaseFile.exists(path + "-wal"), !DatabaseFile.exists(path + "-journal") else { return }
    do {
      let pointer = try open(immutableURI(path), flags: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, busyTimeout: .zero)
      defer { sqlite3_close_v2(pointer) }
      try checkOwnership(pointer, path: path, migrations: migrations)
    } catch var error as DatabaseError {
      error.path = path
      throw error
    }
  }

  /// `path` as an SQLite URI that opens it immutable: `%`, `?` and `#` in names are escaped.
  private static func immutableURI(_ path: String) -> String {
    // What a URL's path may hold as it is (RFC 3986), less `%`, `?` and `#`.
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/".utf8)
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    for byte in path.utf8 {
      if allowed.contains(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    let escaped = String(decoding: bytes, as: UTF8.self)
    // An absolute path needs the empty authority, or "//x" would read as a host name.
    return (path.hasPrefix("/") ? "file://" : "file:") + escaped + "?immutable=1"
  }

  /// Reads (never writes) the identity of the file: refuses a database of another program or of
  /// a newer schema. Reading also makes SQLite validate the header and the schema table.
  ///
  /// Every program of this package marks its files with the same application id, so a file of
  /// another of them is told by its tables: the steps it claims to have taken (its
  /// `user_version`) make tables of which it holds none.
  static func checkOwnership(_ pointer: OpaquePointer, path: String, migrations: [Migration]) throws {
    let knownVersion = migrations.count
    let applicationID = try integer(pointer, path: path, "PRAGMA application_id")
    let version = try integer(pointer, path: path, "PRAGMA user_version")
    let tables = try names(pointer, path: path, tablesQuery)
    let isOurs = applicationID == Int64(DatabaseFile.applicationID) || (applicationID == 0 && tables.isEmpty && version == 0)
    guard isOurs else { throw DatabaseError(.foreignDatabase, path: path) }
    if version > 0, !tables.isEmpty {
      let expected = try tablesMade(by: migrations.prefix(min(Int(version), knownVersion)))
      guard expected.isEmpty || !expected.isDisjoint(with: tables) else { throw DatabaseError(.foreignDatabase, path: path) }
    }
    guard version <= knownVersion else {
      throw DatabaseError(.newerSchema(found: Int(version), known: knownVersion), path: path)
    }
  }

  /// The tables of a database, without SQLite's own.
  private static let tablesQuery = "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"

  /// The tables `migrations` make, run on an empty database in memory.
  private static func tablesMade(by migrations: ArraySlice<Migration>) throws -> Set<String> {
    guard !migrations.isEmpty else { return [] }
    let scratch = try Database(inMemoryWith: Array(migrations))
    return try scratch.read { connection in
      Set(try connection.query(tablesQuery).map { try $0.column(0, as: String.self) })
    }
  }

  /// Applies the pending steps in one transaction: a crash leaves the old schema or the new one.
  func migrate(_ migrations: [Migration]) throws {
    try write { connection in
      let version = try connection.queryValue("PRAGMA user_version", as: Int.self) ?? 0
      // Checked again under the write lock: another process may have migrated meanwhile.
      guard version <= migrations.count else {
        throw DatabaseError(.newerSchema(found: version, known: migrations.count), path: path)
      }
      guard version < migrations.count else { return }
      try connection.execute("PRAGMA application_id = \(DatabaseFile.applicationID)")
      for migration in migrations[version...] {
        do {
          try migration.apply(connection)
        } catch var error as DatabaseError {
          error.sqliteMessage = "migration \"\(migration.name)\" failed: " + (error.sqliteMessage ?? error.summary)
          throw error
        }
      }
      try connection.execute("PRAGMA user_version = \(migrations.count)")
    }
  }

  private static func integer(_ pointer: OpaquePointer, path: String, _ sql: String) throws -> Int64 {
    var statement: OpaquePointer?
    defer { sqlite3_finalize(statement) }
    var code = sqlite3_prepare_v2(pointer, sql, -1, &statement, nil)
    if code == SQLITE_OK {
      code = sqlite3_step(statement)
      if code == SQLITE_ROW { return sqlite3_column_int64(statement, 0) }
    }
    throw DatabaseError(code: code, connection: pointer, path: path, statement: sql)
  }

  private static func names(_ pointer: OpaquePointer, path: String, _ sql: String) throws -> Set<String> {
    var statement: OpaquePointer?
    defer { sqlite3_finalize(statement) }
    var code = sqlite3_prepare_v2(pointer, sql, -1, &statement, nil)
    var names: Set<String> = []
    if code == SQLITE_OK {
      code = sqlite3_step(statement)
      while code == SQLITE_ROW {
        if let text = sqlite3_column_text(statement, 0) { names.insert(String(cString: text)) }
        code = sqlite3_step(statement)
      }
      if code == SQLITE_DONE { return names }
    }
    throw DatabaseError(code: code, connection: pointer, path: path, statement: sql)
  }

  static func run(_ pointer: OpaquePointer, path: String, _ sql: String) throws {
    let code = sqlite3_exec(pointer, sql, nil, nil, nil)
    guard code == SQLITE_OK else {
      throw DatabaseError(code: code, connection: pointer, path: path, statement: sql)
    }
  }
}
