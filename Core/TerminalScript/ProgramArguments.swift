/// The arguments a program reads itself, once the driver has taken its own: `next()` takes
/// out the flags every program shares as they come, `--help` (`-h`) and, for a program with a
/// data file, `--db PATH` (`--db=PATH`), `--in-memory` and `--demo` when offered. Any two of
/// `--db`, `--in-memory` and `--demo` contradict each other and are refused by `finish()`.
public struct ProgramArguments {
  private var remaining: ArraySlice<String>
  private let dataFile: DataFile?
  /// `--help` or `-h` was given: the usage is printed and nothing runs, so read no file.
  public private(set) var showsHelp = false
  /// Where the data goes, as the flags chose: `.file(path: nil)` when none was given.
  public private(set) var storage = StorageChoice.file(path: nil)
  private var memoryFlag: String?
  /// A second, different one of `--in-memory` and `--demo`, refused by `finish()`.
  private var otherMemoryFlag: String?

  public init(_ arguments: [String], dataFile: DataFile? = nil) {
    remaining = arguments[...]
    self.dataFile = dataFile
  }

  /// The next argument that is not a shared flag, or nil after the last.
  public mutating func next() throws(ArgumentError) -> String? {
    while let argument = remaining.popFirst() {
      switch argument {
      case "--help", "-h":
        showsHelp = true
      case "--db" where dataFile != nil:
        guard let path = remaining.popFirst(), !path.isEmpty else { throw ArgumentError("--db needs a file path") }
        storage = .file(path: path)
      case _ where dataFile != nil && argument.hasPrefix("--db="):
        let path = String(argument.dropFirst("--db=".count))
        guard !path.isEmpty else { throw ArgumentError("--db needs a file path") }
        storage = .file(path: path)
      case "--in-memory" where dataFile != nil, "--demo" where dataFile?.offersDemo == true:
        if let memoryFlag, memoryFlag != argument { otherMemoryFlag = argument } else { memoryFlag = argument }
      default:
        return argument
      }
    }
    return nil
  }

  /// The value after `option`, whatever it looks like; `what` names it when it is missing.
  public mutating func value(of option: String, needing what: String = "a value") throws(ArgumentError) -> String {
    guard let value = remaining.popFirst() else { throw ArgumentError("\(option) needs \(what)") }
    return value
  }

  /// Refuses any argument left unread, `--db` beside `--in-memory` or `--demo`, and those two
  /// together (sample data, or none?); then `storage` is final.
  public mutating func finish() throws(ArgumentError) {
    if let argument = try next() { throw .unknown(argument) }
    guard let memoryFlag, let dataFile else { return }
    if let otherMemoryFlag {
      throw ArgumentError("\(memoryFlag) cannot be combined with \(otherMemoryFlag): --demo starts with sample data, --in-memory empty")
    }
    if case .file(_?) = storage {
      throw ArgumentError("--db cannot be combined with --in-memory" + (dataFile.offersDemo ? " or --demo" : ""))
    }
    storage = .memory(isDemo: memoryFlag == "--demo")
  }
}
