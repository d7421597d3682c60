import CSQLite

/// Reads rows the way another program would while the owner writes: a read-only connection
/// that sees only committed transactions. Each row is its columns joined by spaces; nil when
/// the file or the table is not there yet.
func storedRows(in path: String, _ sql: String) -> [String]? {
  var connection: OpaquePointer?
  defer { sqlite3_close_v2(connection) }
  guard sqlite3_open_v2(path, &connection, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else { return nil }
  sqlite3_busy_timeout(connection, 5000)
  var statement: OpaquePointer?
  defer { sqlite3_finalize(statement) }
  guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK else { return nil }
  var rows: [String] = []
  while true {
    switch sqlite3_step(statement) {
    case SQLITE_ROW:
      let columns = (0..<sqlite3_column_count(statement)).map { column in
        sqlite3_column_text(statement, column).map { String(cString: $0) } ?? "NULL"
      }
      rows.append(columns.joined(separator: " "))
    case SQLITE_DONE: return rows
    default: return nil
    }
  }
}
