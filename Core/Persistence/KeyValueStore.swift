#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Small settings and shared state as JSON under string keys, in one table of a database.
///
/// The table is created on first use if missing, so it needs no migration step. Values are
/// encoded with sorted keys, so the same value always stores the same text.
public struct KeyValueStore: Sendable {
  public let database: Database
  public let table: String

  /// Opens the store kept in `table` (a plain identifier: letters, digits and underscores).
  public init(database: Database, table: String = "key_value") throws {
    guard !table.isEmpty, table.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else {
      throw DatabaseError(.misuse("\(table) is not a plain table name (letters, digits, underscores)"))
    }
    self.database = database
    self.table = table
    try database.write { connection in
      try connection.execute("CREATE TABLE IF NOT EXISTS \(table) (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)")
    }
  }

  /// The value stored under `key`, or nil when there is none. Throws when the stored JSON does
  /// not decode as `T` (for example after the type changed shape).
  public func get<T: Decodable>(_ key: String, as type: T.Type = T.self) throws -> T? {
    let json = try database.read { connection in
      try connection.queryValue("SELECT value FROM \(table) WHERE key = ?", [key], as: String.self)
    }
    guard let json else { return nil }
    return try JSONDecoder().decode(T.self, from: Data(json.utf8))
  }

  /// Stores `value` under `key`, replacing what was there.
  public func set(_ value: some Encodable, for key: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(value), as: UTF8.self)
    try database.write { connection in
      try connection.execute(
        "INSERT INTO \(table) (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        [key, json])
    }
  }

  /// Removes the value under `key`; removing a missing key does nothing.
  public func remove(_ key: String) throws {
    try database.write { try $0.execute("DELETE FROM \(table) WHERE key = ?", [key]) }
  }

  /// Every key, sorted.
  public func keys() throws -> [String] {
    try database.read { connection in
      try connection.query("SELECT key FROM \(table) ORDER BY key").map { try $0.column(0, as: String.self) }
    }
  }
}
