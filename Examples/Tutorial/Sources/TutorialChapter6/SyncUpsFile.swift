import ComposableCore
import Foundation
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
        URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/share")
      }
    return dataHome.appendingPathComponent("tutorial/sync-ups.json")
  }
}
