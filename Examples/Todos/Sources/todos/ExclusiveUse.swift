#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps a second `todos` away from a list this one has open. Each program saves its whole
/// list, so two programs on one file would overwrite each other's changes; the second one
/// is told instead. The lock (`flock`, which SQLite's own locks do not touch) lasts until
/// the process ends, however it ends.
enum ExclusiveUse {
  struct InUse: Error, CustomStringConvertible {
    let path: String
    var description: String {
      "\(path) is open in another todos; close that one first (each saves its whole list, so two would overwrite each other)"
    }
  }

  /// Takes the lock on `path` for the rest of the process, or throws `InUse`.
  static func claim(_ path: String) throws {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }  // Database already reported an unreadable file.
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      close(descriptor)
      throw InUse(path: path)
    }
    // The descriptor stays open on purpose: closing it would release the lock.
  }
}
