import Dependencies
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DependencyValues {
  /// Where the file-storage study keeps its stats: `stats.json` in the XDG data directory
  /// (`$XDG_DATA_HOME/casestudies`, else `~/.local/share/casestudies`). Nil keeps them in
  /// memory, as tests do.
  public var statsFileURL: URL? {
    get { self[StatsFileURLKey.self] }
    set { self[StatsFileURLKey.self] = newValue }
  }
}

private enum StatsFileURLKey: DependencyKey {
  static let liveValue = statsFileURL(environment: ProcessInfo.processInfo.environment)
  static let testValue: URL? = nil
}

/// `stats.json` in the program's XDG data directory; a relative `XDG_DATA_HOME` is ignored, as
/// its spec says. Nil without a usable `XDG_DATA_HOME` or `HOME`.
public func statsFileURL(environment: [String: String]) -> URL? {
  let directory: String
  if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
    directory = dataHome + "/casestudies"
  } else if let home = environment["HOME"], home.hasPrefix("/") {
    directory = home + "/.local/share/casestudies"
  } else {
    return nil
  }
  return URL(fileURLWithPath: directory + "/stats.json")
}
