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

/// Replaces a file's contents so that a crash at any moment leaves the old contents or the
/// new, whole: the data is written to a hidden file beside it, synced to the disk, then renamed
/// over it (a rename within a directory is atomic). A file left beside by a crash is never
/// read, and the next write replaces it.
package enum AtomicFile {
  /// A step that failed, in the system's words ("No space left on device").
  package struct Failure: Error, LocalizedError, CustomStringConvertible {
    package let description: String
    package var errorDescription: String? { description }
  }

  /// Writes `data` to `url`, making its directory when missing. `beforeRename` runs between
  /// the write and the rename.
  package static func write(_ data: Data, to url: URL, beforeRename: () throws -> Void = {}) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let aside = asideURL(for: url)
    // Written through the descriptor, not `Data.write`, so a refused write says why.
    let descriptor = open(aside.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw failure("cannot create \(aside.lastPathComponent)") }
    defer { close(descriptor) }
    try data.withUnsafeBytes { bytes in
      guard let start = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, start + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { throw failure("cannot write \(aside.lastPathComponent)") }
        offset += written
      }
    }
    guard fsync(descriptor) == 0 else { throw failure("cannot sync \(aside.lastPathComponent) to the disk") }
    try beforeRename()
    guard rename(aside.path, url.path) == 0 else {
      throw failure("cannot rename \(aside.lastPathComponent) over \(url.lastPathComponent)")
    }
  }

  /// The hidden file a write goes to before the rename: `.NAME.saving` beside `url`.
  package static func asideURL(for url: URL) -> URL {
    url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".saving")
  }

  /// The system's `write`, which this type's own `write` hides.
  private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }

  /// `step` and the system's reason for the last failed call.
  private static func failure(_ step: String) -> Failure {
    Failure(description: "\(step): \(String(cString: strerror(errno)))")
  }
}
