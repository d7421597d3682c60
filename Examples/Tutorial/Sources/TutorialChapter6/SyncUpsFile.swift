import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TutorialChapter2

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  /// The sync-ups, kept as JSON in `sync-ups.json`, none before the file exists: every
  /// `@Shared(.syncUps) var syncUps` is this one value.
  public static var syncUps: Self {
    Self[.fileStorage(.syncUpsFile(environment: ProcessInfo.processInfo.environment)), default: []]
  }
}

extension URL {
  /// `$XDG_DATA_HOME/tutorial/sync-ups.json`, else `~/.local/share/tutorial/sync-ups.json`; a
  /// relative `XDG_DATA_HOME` is ignored, as its specification says.
  public static func syncUpsFile(environment: [String: String]) -> URL {
    let dataHome =
      if let folder = environment["XDG_DATA_HOME"], folder.hasPrefix("/") {
        URL(fileURLWithPath: folder)
      } else {
        URL(fileURLWithPath: environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path).appendingPathComponent(".local/share")
      }
    return dataHome.appendingPathComponent("tutorial/sync-ups.json")
  }
}

/// Why the program will not start on the sync-ups file: it is there, but it is not a list of
/// sync-ups. The file is left as it is; the first change would otherwise be written over it.
public struct UnreadableSyncUpsFile: Error, CustomStringConvertible {
  public let path: String
  public let reason: String

  /// Reads the file at `url` as `.syncUps` will; throws when it is there and cannot be read.
  public static func check(_ url: URL) throws(UnreadableSyncUpsFile) {
    do {
      _ = try FileStorageKey<IdentifiedArrayOf<SyncUp>>(url: url).load()
    } catch {
      // The reason alone: what file storage would then do is not what the program does.
      throw UnreadableSyncUpsFile(path: url.path, reason: (error as? FileStorageError)?.reason ?? "\(error)")
    }
  }

  public var description: String {
    "\(path) is not a list of sync-ups (\(reason)); it is left as it is: move it away or mend it, then run again"
  }
}
