import Persistence
import Testing
import TerminalScript

/// The flags every program shares, taken out of its arguments as the program reads its own.
@Suite struct ProgramArgumentsTests {
  static let notes = DataFile(app: "notes", migrations: [])

  /// Reads `arguments` as a program taking `--tone` and `--player CMD` does.
  func read(_ arguments: [String], dataFile: DataFile? = notes) throws(ArgumentError) -> (ProgramArguments, [String]) {
    var reader = ProgramArguments(arguments, dataFile: dataFile)
    var own: [String] = []
    while let argument = try reader.next() {
      switch argument {
      case "--tone": own.append(argument)
      case "--player": own.append(try reader.value(of: argument, needing: "a command"))
      default: throw .unknown(argument)
      }
    }
    try reader.finish()
    return (reader, own)
  }

  @Test func theProgramSeesOnlyItsOwnArgumentsInOrder() throws {
    let (reader, own) = try read(["--tone", "--db", "a.sqlite", "-h", "--player", "aplay -q"])
    #expect(own == ["--tone", "aplay -q"])
    #expect(reader.showsHelp)
    #expect(reader.storage == .file(path: "a.sqlite"))
  }

  @Test func withoutFlagsTheDataGoesToTheDefaultFile() throws {
    let (reader, own) = try read([])
    #expect(own == [])
    #expect(!reader.showsHelp)
    #expect(reader.storage == .file(path: nil))
  }

  @Test func inMemoryAndDemoContradictEachOther() throws {
    #expect(throws: ArgumentError("--in-memory cannot be combined with --demo: --demo starts with sample data, --in-memory empty")) {
      try read(["--in-memory", "--demo"])
    }
    #expect(throws: ArgumentError("--demo cannot be combined with --in-memory: --demo starts with sample data, --in-memory empty")) {
      try read(["--demo", "--in-memory"])
    }
    #expect(try read(["--demo", "--demo"]).0.storage == .memory(isDemo: true))
    #expect(try read(["--in-memory"]).0.storage == .memory(isDemo: false))
    #expect(try read(["--db=b.sqlite"]).0.storage == .file(path: "b.sqlite"))
  }

  @Test func aValueIsTakenWhateverItLooksLike() throws {
    #expect(try read(["--player", "--help"]).1 == ["--help"])
    #expect(try !read(["--player", "--help"]).0.showsHelp)
  }

  @Test func wrongArgumentsAreNamed() {
    #expect(throws: ArgumentError("--db needs a file path")) { try read(["--db"]) }
    #expect(throws: ArgumentError("--db needs a file path")) { try read(["--db="]) }
    #expect(throws: ArgumentError("--player needs a command")) { try read(["--player"]) }
    #expect(throws: ArgumentError("unknown argument --bogus")) { try read(["--help", "--bogus"]) }
    #expect(throws: ArgumentError("--db cannot be combined with --in-memory or --demo")) {
      try read(["--in-memory", "--db", "a.sqlite"])
    }
  }

  @Test func onlyTheStorageFlagsAProgramOffersAreTaken() {
    let noDemo = DataFile(app: "memos", migrations: [], offersDemo: false)
    #expect(throws: ArgumentError("unknown argument --demo")) { try read(["--demo"], dataFile: noDemo) }
    #expect(throws: ArgumentError("--db cannot be combined with --in-memory")) {
      try read(["--db", "a.sqlite", "--in-memory"], dataFile: noDemo)
    }
    #expect(throws: ArgumentError("unknown argument --db")) { try read(["--db", "a.sqlite"], dataFile: nil) }
    #expect(throws: ArgumentError("unknown argument --in-memory")) { try read(["--in-memory"], dataFile: nil) }
  }

  @Test func argumentsLeftUnreadAreRefused() {
    var reader = ProgramArguments(["--demo", "--verbose"], dataFile: Self.notes)
    #expect(throws: ArgumentError("unknown argument --verbose")) { try reader.finish() }
  }

  @Test func wrongArgumentsPointToHelpButUnreadableFilesDoNot() {
    #expect(ArgumentError.unknown("--x").line(program: "notes") == "unknown argument --x; see notes --help")
    #expect(ArgumentError("cannot read the transcript t.txt", status: 1).line(program: "notes") == "cannot read the transcript t.txt")
    #expect(ArgumentError("no sync-up named Design", pointsToHelp: false).line(program: "notes") == "no sync-up named Design")
  }

  @Test func aScriptedRunKeepsAwayFromTheDefaultFile() {
    let isolated = { (choice: StorageChoice, isReplay: Bool, staysInMemory: Bool) in
      choice.isolated(isReplay: isReplay, staysInMemory: staysInMemory)
    }
    #expect(isolated(.file(path: nil), false, false) == .memory(isDemo: false))
    #expect(isolated(.file(path: "a.sqlite"), false, false) == .file(path: "a.sqlite"))
    // A replay does no real I/O, whatever the recorded run wrote to.
    #expect(isolated(.file(path: "a.sqlite"), true, false) == .memory(isDemo: false))
    #expect(isolated(.file(path: "a.sqlite"), false, true) == .memory(isDemo: false))
    #expect(isolated(.memory(isDemo: true), true, true) == .memory(isDemo: true))
  }
}
