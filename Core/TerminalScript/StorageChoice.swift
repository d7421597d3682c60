/// Where a program with a data file keeps its data this run, as `--db PATH`, `--in-memory` and
/// `--demo` chose.
public enum StorageChoice: Equatable, Sendable {
  /// The data file: `--db PATH`'s, or the per-user default when `path` is nil.
  case file(path: String?)
  /// Nothing is written; `--demo` starts with sample data.
  case memory(isDemo: Bool)

  /// The choice for a run that keeps away from the user's data (a script, a recording or a
  /// replay): the default file becomes memory, and so does a `--db` file in a replay, which
  /// does no real I/O, or when the program keeps such runs in memory whatever the flags.
  public func isolated(isReplay: Bool, staysInMemory: Bool) -> StorageChoice {
    switch self {
    case .memory: self
    case .file(nil): .memory(isDemo: false)
    case .file(let path?): isReplay || staysInMemory ? .memory(isDemo: false) : .file(path: path)
    }
  }
}
