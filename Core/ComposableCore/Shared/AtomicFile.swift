import Foundation

/// Replaces a file's contents so that a crash at any moment leaves the old contents or the
/// new, whole: the data is written to a hidden file beside it, synced to the disk, then renamed
/// over it (a rename within a directory is atomic). A file left beside by a crash is never
/// read, and the next write replaces it.
package enum AtomicFile {
  /// Writes `data` to `url`, making its directory when missing. `beforeRename` runs between
  /// the write and the rename.
  package static func write(_ data: Data, to url: URL, beforeRename: () throws -> Void = {}) throws {
    let directory = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let aside = asideURL(for: url)
    try data.write(to: aside)
    let handle = try FileHandle(forWritingTo: aside)
    defer { try? handle.close() }
    try handle.synchronize()
    try beforeRename()
    guard rename(aside.path, url.path) == 0 else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: String(cString: strerror(errno))])
    }
  }

  /// The hidden file a write goes to before the rename: `.NAME.saving` beside `url`.
  package static func asideURL(for url: URL) -> URL {
    url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".saving")
  }
}
