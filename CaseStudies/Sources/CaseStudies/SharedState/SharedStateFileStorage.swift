import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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
    initialState: {
      @Dependency(\.statsFileURL) var url
      let stats = url.map { Shared(wrappedValue: Stats(), .fileStorage($0)) }
        ?? Shared(wrappedValue: Stats(), .inMemory("file-stats"))
      return SharedStateStats.State(stats: stats)
    },
    reducer: { SharedStateStats() },
    render: SharedStateStatsScreen.render, keyMap: SharedStateStatsScreen.keyMap
  )
}
