#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An advisory lock every process takes before it changes a file: `flock` on a hidden file
/// beside it, `.NAME.lock`. The data file itself can't carry the lock, as each save renames a
/// new file over it. The lock file stays (removing it would let two processes lock two
/// different files of one name); the lock ends with the process, however it ends.
package enum FileLock {
  /// Runs `body` while holding the lock of `url`, waiting for another process to release it.
  /// Makes `url`'s directory when missing.
  package static func withLock<Result>(of url: URL, _ body: () throws -> Result) throws -> Result {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let path = lockURL(for: url).path
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw systemError(path, "cannot open its lock file") }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw systemError(path, "cannot lock its lock file") }
    }
    defer { flock(descriptor, LOCK_UN) }
    return try body()
  }

  /// The lock file of `url`: `.NAME.lock` beside it.
  package static func lockURL(for url: URL) -> URL {
    url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".lock")
  }

  /// A lock that failed, as a file that cannot be saved: `what` went wrong with the lock file
  /// at `path`, for the reason `errno` gives.
  private static func systemError(_ path: String, _ what: String) -> FileStorageError {
    FileStorageError(.unwritable, path: path, reason: "\(what): \(String(cString: strerror(errno)))")
  }
}
