import ComposableCore
import Foundation

extension CaseStudy {
  /// The stats of the in-memory study, kept in `stats.json` across runs.
  public static let sharedStateFileStorage = CaseStudy(
    id: "shared-file-storage", name: "File storage", chapter: .sharedState,
    about: """
      The same two tabs, with the stats in `@Shared(.fileStorage(url))`: `stats.json` in \
      the XDG data directory, read when the study opens and written atomically a second \
      after each change, so they survive a restart. A file that can't be read gives zeros \
      and is left as it is until the next change.
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
