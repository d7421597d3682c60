import CSQLite

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

  /// Reads (never writes) the identity of the file: refuses a database of another program or of
  /// a newer schema. Reading also makes SQLite validate the header and the schema table.
  static func checkOwnership(_ pointer: OpaquePointer, path: String, knownVersion: Int) throws {
    let applicationID = try integer(pointer, path: path, "PRAGMA application_id")
    let version = try integer(pointer, path: path, "PRAGMA user_version")
    let tables = try integer(pointer, path: path, "SELECT count(*) FROM sqlite_schema")
    let isOurs = applicationID == Int64(DatabaseFile.applicationID) || (applicationID == 0 && tables == 0 && version == 0)
    guard isOurs else { throw DatabaseError(.foreignDatabase, path: path) }
    guard version <= knownVersion else {
      throw DatabaseError(.newerSchema(found: Int(version), known: knownVersion), path: path)
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

  static func run(_ pointer: OpaquePointer, path: String, _ sql: String) throws {
    let code = sqlite3_exec(pointer, sql, nil, nil, nil)
    guard code == SQLITE_OK else {
      throw DatabaseError(code: code, connection: pointer, path: path, statement: sql)
    }
  }
}
