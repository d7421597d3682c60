import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The stats kept in `stats.json` (the `statsFileURL` dependency), or in memory when there
/// is no such file to keep them in, as in tests and scripted runs.
public enum FileStats: StatsStorage {
  public static func stats() -> Shared<Stats> {
    @Dependency(\.statsFileURL) var url
    guard let url else { return Shared(wrappedValue: Stats(), .inMemory("file-stats")) }
    return Shared(wrappedValue: Stats(), .fileStorage(url))
  }
}

/// Two tabs sharing stats kept in a file, as the reference's study of that name.
public typealias SharedStateFileStorage = SharedStateStats<FileStats>

extension CaseStudy {
  /// The stats of the in-memory study, kept in `stats.json` across runs and shared with any
  /// other instance of the program running beside this one.
  public static let sharedStateFileStorage = CaseStudy(
    id: "shared-file-storage", name: "File storage", chapter: .sharedState,
    about: """
      The same two tabs, with the stats in `@Shared(.fileStorage(url))`: `stats.json` in \
      the XDG data directory, read when the study opens, so they survive a restart. Each \
      `withLock` locks the file, applies the change to the stats as the file holds them \
      then, and writes them atomically before unlocking: run a second `casestudies` beside \
      this one, press + in one and - in the other, and both stay in step, each showing the \
      other's change within a second. A file that can't be read gives zeros and is left as \
      it is until the next change.
      """,
    initialState: { SharedStateFileStorage.State() },
    reducer: { SharedStateFileStorage() },
    render: SharedStateStatsScreen.render, keyMap: SharedStateStatsScreen.keyMap
  )
}
