import Testing
import TerminalUI
import TestSupport

/// What every program says on the command line, run as users run it: `--help` fits a
/// terminal of 80 columns, and a wrong argument is named in one line that points to `--help`
/// (the whole usage would scroll it off the screen), with exit status 64.
struct CommandLineTests {
  static let programs = [
    "casestudies", "tictactoe", "todos", "speechrecognition", "search", "voicememos", "syncups", "tutorial",
  ]

  func run(_ program: String, _ arguments: [String]) async throws -> ChildProcess.Result {
    try await ChildProcess.run(try ChildProcess.builtExecutable(named: program), arguments)
  }

  @Test(arguments: programs)
  func helpFitsEightyColumns(program: String) async throws {
    let result = try await run(program, ["--help"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("usage: \(program)"))
    for line in result.output.split(separator: "\n", omittingEmptySubsequences: false) {
      #expect(DisplayWidth.of(String(line)) <= 80, "\(DisplayWidth.of(String(line))) columns: \(line)")
    }
  }

  /// The driver's flags end with `--inspect`: a line indented after its entry stands alone,
  /// under no flag; and a program without `--db` says nothing of it.
  @Test(arguments: programs)
  func helpHasNoStrandedLinesAndNamesOnlyItsOwnFlags(program: String) async throws {
    let lines = try await run(program, ["--help"]).output.split(separator: "\n", omittingEmptySubsequences: false)
    let inspect = try #require(lines.firstIndex { $0.hasPrefix("  --inspect ") })
    let after = lines[(inspect + 1)...].drop { $0.hasPrefix(String(repeating: " ", count: 17)) }
    #expect(after.first.map { !$0.hasPrefix(" ") } == true, "stranded: \(after.first ?? "")")
    let hasDataFile = ["todos", "syncups", "voicememos"].contains(program)
    #expect(lines.contains { $0.contains("--db") } == hasDataFile)
  }

  @Test(arguments: programs)
  func anUnknownArgumentIsNamedEvenAfterHelp(program: String) async throws {
    let result = try await run(program, ["--help", "--bogus"])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput == "\(program): unknown argument --bogus; see \(program) --help\n")
  }

  @Test(arguments: programs)
  func aWrongFlagOfEveryProgramIsOneLine(program: String) async throws {
    let result = try await run(program, ["--size", "huge"])
    #expect(result.status == 64)
    #expect(result.errorOutput == "\(program): --size needs a size such as 80x24; see \(program) --help\n")
  }

  @Test(arguments: [[], ["bogus"]])
  func scriptsRunListsThePrograms(arguments: [String]) async throws {
    let script = String(#filePath.prefix(upTo: #filePath.range(of: "/Tests/ProgramTests/")!.lowerBound)) + "/scripts/run"
    let result = try await ChildProcess.run("/bin/bash", [script] + arguments)
    #expect(result.status == 64)
    let listed = result.errorOutput.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { $0.dropFirst(2) }
    #expect(listed == Self.programs.map { Substring($0) })
    #expect(arguments.isEmpty || result.errorOutput.hasPrefix("scripts/run: no program named \"bogus\"\n"))
  }
}
