/// What a database claimed by one program knows of other programs writing to its file.
///
/// SQLite's `PRAGMA data_version` changes when another connection commits, never for the
/// connection's own commits; a write compares it with the value read when the file was claimed.
struct OutsideWrites: Sendable {
  /// `PRAGMA data_version` when the file was claimed; nil while writes are not checked.
  var claimedVersion: Int64?
  /// Another program committed to the file since it was claimed.
  var wasSeen = false
}

extension Database {
  /// Starts checking every later write for another program's commits (see `write`).
  func refuseOutsideWrites() throws {
    let version = try read { try $0.queryValue("PRAGMA data_version", as: Int64.self) }
    outsideWrites.withLock { $0.claimedVersion = version }
  }

  /// Throws `changedElsewhere` when another program committed to the file since it was claimed;
  /// runs inside the write transaction, after its lock is taken, so no commit can slip between.
  func refuseAfterOutsideWrite(_ connection: Connection) throws {
    guard let claimed = outsideWrites.withLock(\.claimedVersion) else { return }
    let seen = outsideWrites.withLock(\.wasSeen)
    if !seen, try connection.queryValue("PRAGMA data_version", as: Int64.self) == claimed { return }
    outsideWrites.withLock { $0.wasSeen = true }
    throw DatabaseError(.changedElsewhere, path: path)
  }
}
