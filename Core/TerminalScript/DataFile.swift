import Persistence

/// The SQLite file a program keeps its data in: `APP.sqlite` where `DatabaseLocation` puts it
/// (or `--db PATH`), its schema, and which of `--in-memory` and `--demo` the program offers.
public struct DataFile: Sendable {
  /// The program's name for its folder and file: `todos` keeps `todos/todos.sqlite`.
  public var app: String
  public var migrations: [Migration]
  /// Whether `--demo` (sample data, nothing saved) is taken beside `--in-memory`.
  public var offersDemo: Bool
  /// Whether a script, a recording or a replay keeps the data in memory even with `--db`, for
  /// a program whose effects write files beside the database under names a run repeats.
  public var isolatedRunsStayInMemory: Bool

  public init(app: String, migrations: [Migration], offersDemo: Bool = true, isolatedRunsStayInMemory: Bool = false) {
    self.app = app
    self.migrations = migrations
    self.offersDemo = offersDemo
    self.isolatedRunsStayInMemory = isolatedRunsStayInMemory
  }
}
