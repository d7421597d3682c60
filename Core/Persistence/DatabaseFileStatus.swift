extension Database {
  /// What the database's path names now, compared with the file opened there.
  public enum FileStatus: Sendable, Equatable {
    /// The path names the file that was opened (always so in memory).
    case inPlace
    /// Nothing is at the path any more: the file was deleted, or moved away.
    case deleted
    /// Another file is at the path.
    case replaced
    /// The path names the file that was opened, but another program wrote to it while this
    /// one held it for its own use (`ExclusiveUse.claim`); later writes are refused.
    case changedElsewhere
  }

  /// Whether the path still names the file this database opened. A write to a file deleted
  /// while open still succeeds, into a file no one can open again: ask before telling the
  /// user where the data is.
  public func fileStatus() -> FileStatus {
    let status = openedFiles?.status ?? .inPlace
    return status == .inPlace && outsideWrites.withLock(\.wasSeen) ? .changedElsewhere : status
  }
}
