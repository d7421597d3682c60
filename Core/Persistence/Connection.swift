import CSQLite

/// The open database as lent to a `Database.read` or `Database.write` closure.
///
/// It is not `Sendable` and stops working when the closure returns, so every use happens
/// while the database's lock is held. Inside a read, statements that write are refused.
public final class Connection {
  let pointer: OpaquePointer
  /// The database file, or nil for an in-memory database.
  public let path: String?
  let isReadOnly: Bool
  var isLent = true
  private var savepointDepth = 0

  init(pointer: OpaquePointer, path: String?, isReadOnly: Bool) {
    self.pointer = pointer
    self.path = path
    self.isReadOnly = isReadOnly
  }

  /// Compiles one SQL statement; throws on a syntax error or on text holding more than one.
  public func prepare(_ sql: String) throws -> Statement {
    try checkLent()
    guard let (statement, rest) = try prepareFirst(of: Substring(sql)) else {
      throw DatabaseError(.misuse("the SQL text holds no statement"), path: path, statement: sql)
    }
    guard rest.allSatisfy({ $0.isWhitespace || $0 == ";" }) else {
      throw DatabaseError(
        .misuse("the SQL text holds several statements; prepare them one by one"), path: path, statement: sql)
    }
    return statement
  }

  /// Runs SQL that returns no rows. Text holding several statements (a schema script) runs them
  /// all in order; `arguments` are allowed only when the text holds one statement.
  public func execute(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws {
    try checkLent()
    var remaining = Substring(sql)
    while let (statement, rest) = try prepareFirst(of: remaining) {
      if !arguments.isEmpty && !rest.allSatisfy({ $0.isWhitespace || $0 == ";" }) {
        throw DatabaseError(
          .misuse("arguments were given for SQL text holding several statements"), path: path, statement: sql)
      }
      try statement.execute(arguments)
      remaining = rest
    }
  }

  /// Runs a query and returns every row it produces.
  public func query(_ sql: String, _ arguments: [any DatabaseValueConvertible] = []) throws -> [Row] {
    try prepare(sql).rows(arguments)
  }

  /// The first column of the first row as `T`, or nil when the query returns no row.
  public func queryValue<T: DatabaseValueConvertible>(
    _ sql: String, _ arguments: [any DatabaseValueConvertible] = [], as type: T.Type = T.self
  ) throws -> T? {
    let statement = try prepare(sql)
    try statement.bind(arguments)
    guard try statement.step() else { return nil }
    return try statement.column(0, as: type)
  }

  /// The rowid of the most recent successful INSERT on this connection.
  public var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(pointer) }

  /// How many rows the most recent INSERT, UPDATE or DELETE changed.
  public var changes: Int { Int(sqlite3_changes(pointer)) }

  /// Runs `body` inside a savepoint: if `body` throws, only its own changes are rolled back and
  /// the error propagates; the enclosing `Database.write` decides whether to catch it and commit.
  /// Calling it inside `Database.read` throws, because a read may not write.
  public func write<T>(_ body: (Connection) throws -> T) throws -> T {
    try checkLent()
    guard !isReadOnly else {
      throw DatabaseError(.misuse("Connection.write was called inside Database.read; use Database.write"), path: path)
    }
    savepointDepth += 1
    defer { savepointDepth -= 1 }
    let name = "nested_\(savepointDepth)"
    try execute("SAVEPOINT \(name)")
    do {
      let result = try body(self)
      try execute("RELEASE \(name)")
      return result
    } catch {
      // The savepoint is gone if SQLite already rolled back the whole transaction.
      if sqlite3_get_autocommit(pointer) == 0 {
        try? execute("ROLLBACK TO \(name)")
        try? execute("RELEASE \(name)")
      }
      throw error
    }
  }

  /// Runs `body` in a top-level transaction opened with `begin`; commits, or rolls back on throw.
  func transaction<T>(begin: String, _ body: (Connection) throws -> T) throws -> T {
    try execute(begin)
    do {
      let result = try body(self)
      try execute("COMMIT")
      return result
    } catch {
      // SQLite rolls back by itself after some failures (disk full, I/O): only roll back if open.
      if sqlite3_get_autocommit(pointer) == 0 { try? execute("ROLLBACK") }
      throw error
    }
  }

  func checkLent() throws {
    guard isLent else {
      throw DatabaseError(
        .misuse("a Connection or Statement was used after its read or write closure returned"), path: path)
    }
  }

  /// Compiles the first statement of `sql` and returns it with the text after it, or nil when
  /// only whitespace and comments remain. Each statement is compiled after the previous one ran,
  /// so a script may create a table and then fill it.
  private func prepareFirst(of sql: Substring) throws -> (Statement, Substring)? {
    let text = String(sql)
    var tailOffset = 0
    var compiled: OpaquePointer?
    let code = text.withCString { start in
      var tail: UnsafePointer<CChar>?
      let code = sqlite3_prepare_v2(pointer, start, -1, &compiled, &tail)
      if let tail { tailOffset = start.distance(to: tail) }
      return code
    }
    guard code == SQLITE_OK else {
      sqlite3_finalize(compiled)
      throw DatabaseError(code: code, connection: pointer, path: path, statement: text)
    }
    let utf8 = text.utf8
    let cut = utf8.index(utf8.startIndex, offsetBy: tailOffset)
    guard let compiled else {
      // An empty statement (a lone semicolon) compiles to nothing; look past it.
      return tailOffset > 0 && cut < utf8.endIndex ? try prepareFirst(of: text[cut...]) : nil
    }
    let statementText = String(text[..<cut]).trimmingWhitespace()
    if isReadOnly && sqlite3_stmt_readonly(compiled) == 0 {
      sqlite3_finalize(compiled)
      throw DatabaseError(
        .misuse("a statement that writes was run inside Database.read; use Database.write"), path: path,
        statement: statementText)
    }
    return (Statement(sql: statementText, pointer: compiled, connection: self), text[cut...])
  }
}

extension String {
  fileprivate func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
