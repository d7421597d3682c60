#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a recording's file is written in the database: relative to the data folder (the folder
/// of the database file), so that moving or renaming the folder keeps every memo. A file
/// outside the folder keeps its absolute path.
enum RecordingPath {
  /// The text stored for `url`: its path inside `folder`, or its absolute path when it lies
  /// elsewhere or there is no folder (a database in memory).
  static func stored(_ url: URL, folder: URL?) -> String {
    guard let folder, let inside = relativePath(of: url.path, in: folder) else { return url.path }
    return inside
  }

  /// The file a stored text names: a relative one inside `folder`, an absolute one as it is.
  static func resolved(_ text: String, folder: URL?) -> URL {
    guard !text.hasPrefix("/"), let folder else { return URL(fileURLWithPath: text) }
    return folder.appendingPathComponent(text, isDirectory: false)
  }

  /// What an absolute path written by an older version becomes: relative when it lies in
  /// `folder`; relative too when its file is gone and one of the same name is in `folder`
  /// (the folder was moved before this version ran: recordings have unique names). Any other
  /// path is kept as it is.
  static func migrated(_ text: String, folder: URL) -> String {
    guard text.hasPrefix("/") else { return text }
    if let inside = relativePath(of: text, in: folder) { return inside }
    let name = URL(fileURLWithPath: text).lastPathComponent
    let manager = FileManager.default
    if !manager.fileExists(atPath: text), manager.fileExists(atPath: folder.appendingPathComponent(name).path) {
      return name
    }
    return text
  }

  /// `path` relative to `folder`, or nil when it lies outside. Symbolic links are resolved on
  /// both sides, so a data folder reached through a link still matches.
  private static func relativePath(of path: String, in folder: URL) -> String? {
    for (file, base) in [(path, folder.path), (resolvingLinks(path), resolvingLinks(folder.path))] {
      let prefix = base.hasSuffix("/") ? base : base + "/"
      if file.hasPrefix(prefix), file.count > prefix.count { return String(file.dropFirst(prefix.count)) }
    }
    return nil
  }

  private static func resolvingLinks(_ path: String) -> String {
    URL(fileURLWithPath: path).resolvingSymlinksInPath().path
  }
}
