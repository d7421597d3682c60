#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A file as the system knows it (device and inode), whatever name it has now.
struct FileIdentity: Equatable, Sendable {
  let device: UInt64
  let inode: UInt64

  /// The file `path` names now, or nil when it names none.
  init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

/// A database file and SQLite's `-wal` and `-shm` files beside it, as they were when opened, to
/// tell later whether their paths still name them.
struct OpenedFiles: Sendable {
  let path: String
  let database: FileIdentity?
  let logs: [(path: String, identity: FileIdentity)]

  /// Records the files at `path` and beside it now (the logs exist once a connection is in WAL mode).
  init(path: String) {
    self.path = path
    database = FileIdentity(path: path)
    logs = [path + "-wal", path + "-shm"].compactMap { log in FileIdentity(path: log).map { (log, $0) } }
  }

  var status: Database.FileStatus {
    guard let now = FileIdentity(path: path) else { return .deleted }
    return now == database ? .inPlace : .replaced
  }

  /// Removes the logs that are still the ones opened. SQLite leaves them behind when it closes
  /// a file that was deleted or replaced, and a new database at the path would read them as its own.
  func removeOwnLogs() {
    for log in logs where FileIdentity(path: log.path) == log.identity {
      unlink(log.path)
    }
  }
}
