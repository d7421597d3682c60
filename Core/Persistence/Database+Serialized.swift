import CSQLite
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Database {
  /// The whole database as the bytes of one file, committed changes in the log included: what
  /// a recorded session keeps of the data it started from.
  public func serialized() throws -> Data {
    try withConnection(isReadOnly: true) { connection in
      var size: sqlite3_int64 = 0
      guard let bytes = sqlite3_serialize(connection.pointer, "main", &size, 0) else {
        throw DatabaseError(.sqlite, sqliteMessage: "the database could not be serialized", path: path)
      }
      defer { sqlite3_free(bytes) }
      return Data(bytes: bytes, count: Int(size))
    }
  }

  /// A database in memory holding `bytes` (as `serialized()` gave them), brought to the schema
  /// of `migrations`; nothing is ever written to a file.
  public static func deserializing(_ bytes: Data, migrations: [Migration] = []) throws -> Database {
    let database = try Database(inMemoryWith: [])
    try database.withConnection(isReadOnly: false) { connection in
      guard bytes.count >= 100, let buffer = sqlite3_malloc64(sqlite3_uint64(bytes.count)) else {
        throw DatabaseError(.notADatabase(reason: "too short"), path: nil)
      }
      let image = buffer.bindMemory(to: UInt8.self, capacity: bytes.count)
      bytes.copyBytes(to: image, count: bytes.count)
      // A file in WAL mode says so in its header (bytes 18 and 19); memory has no log.
      image[18] = 1
      image[19] = 1
      let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_RESIZEABLE)
      let code = sqlite3_deserialize(connection.pointer, "main", image, sqlite3_int64(bytes.count), sqlite3_int64(bytes.count), flags)
      guard code == SQLITE_OK else { throw DatabaseError(code: code, connection: connection.pointer, path: nil, statement: nil) }
    }
    try database.migrate(migrations)
    return database
  }
}
