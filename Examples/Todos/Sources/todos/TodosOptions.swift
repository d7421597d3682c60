/// What the command line asks for: help, or where the list is kept.
struct TodosOptions: Equatable {
  enum Storage: Equatable {
    /// The SQLite file: `--db PATH`, or the per-user default.
    case file
    /// Nothing is written; `--demo` starts with the demo list.
    case memory(isDemo: Bool)
  }

  var showsHelp = false
  var storage = Storage.file

  /// An option this program does not know, or a combination that makes no sense.
  struct UsageError: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads the arguments after the program name. `--db PATH` itself is resolved by
  /// `DatabaseLocation`, which reads the same arguments.
  init(_ arguments: [String]) throws {
    var iterator = arguments.makeIterator()
    var hasDatabasePath = false
    while let argument = iterator.next() {
      switch argument {
      case "--help", "-h":
        showsHelp = true
      case "--in-memory":
        storage = .memory(isDemo: false)
      case "--demo":
        storage = .memory(isDemo: true)
      case "--db":
        guard iterator.next() != nil else { throw UsageError(description: "--db needs a file path") }
        hasDatabasePath = true
      case _ where argument.hasPrefix("--db="):
        hasDatabasePath = true
      default:
        throw UsageError(description: "unknown argument \(argument)")
      }
    }
    if hasDatabasePath, storage != .file {
      throw UsageError(description: "--db cannot be combined with --in-memory or --demo")
    }
  }
}
