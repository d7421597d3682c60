import CSQLite
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A compiled SQL statement: bind arguments, step through rows, read typed columns.
///
/// Prepare once and run many times for speed (`execute` and `rows` reset it first).
/// Valid only inside the `read` or `write` closure whose connection prepared it.
public final class Statement {
  public let sql: String
  let pointer: OpaquePointer
  let connection: Connection

  init(sql: String, pointer: OpaquePointer, connection: Connection) {
    self.sql = sql
    self.pointer = pointer
    self.connection = connection
  }

  deinit { sqlite3_finalize(pointer) }

  /// The number of columns each row has; zero for statements that return no rows.
  public var columnCount: Int { Int(sqlite3_column_count(pointer)) }

  /// The name of a column as the SQL named it (`AS` alias if any).
  public func columnName(_ index: Int) -> String {
    sqlite3_column_name(pointer, Int32(index)).map { String(cString: $0) } ?? ""
  }

  /// Resets the statement and binds `arguments` to its `?` parameters in order.
  public func bind(_ arguments: [any DatabaseValueConvertible]) throws {
    try connection.checkLent()
    // Every parameter is bound below, so earlier bindings need no clearing.
    sqlite3_reset(pointer)
    let expected = Int(sqlite3_bind_parameter_count(pointer))
    guard arguments.count == expected else {
      throw error(.misuse("the statement has \(expected) parameters but \(arguments.count) arguments were given"))
    }
    for (offset, argument) in arguments.enumerated() {
      try check(bind(argument.databaseValue, at: Int32(offset + 1)))
    }
  }

  private func bind(_ value: DatabaseValue, at position: Int32) -> Int32 {
    switch value {
    case .null:
      return sqlite3_bind_null(pointer, position)
    case .integer(let number):
      return sqlite3_bind_int64(pointer, position, number)
    case .real(let number):
      return sqlite3_bind_double(pointer, position, number)
    case .text(let text):
      // TRANSIENT: SQLite copies the bytes, because Swift's buffer lives only for this call.
      // The byte count (not a terminating NUL) ends the text, so embedded NULs survive.
      if text.isEmpty { return sqlite3_bind_text64(pointer, position, "", 0, csqlite_transient(), UInt8(SQLITE_UTF8)) }
      var text = text
      return text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { characters in
          sqlite3_bind_text64(
            pointer, position, characters.baseAddress, sqlite3_uint64(characters.count),
            csqlite_transient(), UInt8(SQLITE_UTF8))
        }
      }
    case .blob(let data):
      // An empty buffer may have no address, and a null address binds NULL: bind a zero blob.
      if data.isEmpty { return sqlite3_bind_zeroblob(pointer, position, 0) }
      return data.withUnsafeBytes { bytes in
        sqlite3_bind_blob64(pointer, position, bytes.baseAddress, sqlite3_uint64(bytes.count), csqlite_transient())
      }
    }
  }

  /// Advances to the next row: true when a row is ready to read, false when the statement is done.
  public func step() throws -> Bool {
    try connection.checkLent()
    let code = sqlite3_step(pointer)
    switch code {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default:
      sqlite3_reset(pointer)
      throw error(code: code)
    }
  }

  /// Runs the statement to completion with `arguments`, ignoring any rows.
  public func execute(_ arguments: [any DatabaseValueConvertible] = []) throws {
    try bind(arguments)
    while try step() {}
  }

  /// Runs the statement with `arguments` and collects every row.
  public func rows(_ arguments: [any DatabaseValueConvertible] = []) throws -> [Row] {
    try bind(arguments)
    let names = (0..<columnCount).map(columnName)
    var rows: [Row] = []
    while try step() {
      rows.append(Row(columnNames: names, values: (0..<names.count).map(value(at:))))
    }
    return rows
  }

  /// Runs the statement with `arguments` and calls `body` on each row without collecting them,
  /// for results too big to hold in memory. Read columns with `column(_:as:)` inside `body`.
  public func forEachRow(_ arguments: [any DatabaseValueConvertible] = [], _ body: (Statement) throws -> Void) throws {
    try bind(arguments)
    while try step() { try body(self) }
  }

  /// The current row's value in column `index` (0-based) as SQLite stores it.
  public func value(at index: Int) -> DatabaseValue {
    let column = Int32(index)
    switch sqlite3_column_type(pointer, column) {
    case SQLITE_INTEGER:
      return .integer(sqlite3_column_int64(pointer, column))
    case SQLITE_FLOAT:
      return .real(sqlite3_column_double(pointer, column))
    case SQLITE_TEXT:
      // Ask for the text before its length: the conversion may change the length.
      guard let text = sqlite3_column_text(pointer, column) else { return .text("") }
      let count = Int(sqlite3_column_bytes(pointer, column))
      return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
    case SQLITE_BLOB:
      guard let bytes = sqlite3_column_blob(pointer, column) else { return .blob(Data()) }
      return .blob(Data(bytes: bytes, count: Int(sqlite3_column_bytes(pointer, column))))
    default:
      return .null
    }
  }

  /// The current row's column `index` (0-based) as `T`; throws when the stored value does not fit
  /// (NULL read as a non-optional type, text read as a number). Read NULLable columns as `T?`.
  public func column<T: DatabaseValueConvertible>(_ index: Int, as type: T.Type = T.self) throws -> T {
    let value = value(at: index)
    guard let converted = T.fromDatabaseValue(value) else {
      throw error(.typeMismatch(column: index, expected: String(describing: T.self), found: value.typeName))
    }
    return converted
  }

  func check(_ code: Int32) throws {
    guard code == SQLITE_OK else { throw error(code: code) }
  }

  private func error(code: Int32) -> DatabaseError {
    DatabaseError(code: code, connection: connection.pointer, path: connection.path, statement: sql)
  }

  private func error(_ kind: DatabaseError.Kind) -> DatabaseError {
    DatabaseError(kind, path: connection.path, statement: sql)
  }
}

