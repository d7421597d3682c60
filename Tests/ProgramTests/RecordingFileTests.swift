import Foundation
import Testing
import TestSupport

/// `--record FILE` in every program: a file that exists is refused untouched unless `--force`
/// is given, a path that cannot be written is named with the reason in words, and `--help`
/// says so.
struct RecordingFileTests {
  @Test(arguments: CommandLineTests.programs)
  func anExistingRecordingIsRefusedWithoutForce(program: String) async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.file("q.script", containing: Data("q\n".utf8))
    let session = try directory.file("s.session", containing: Data("an earlier session\n".utf8))
    let refused = try await ScriptedRunTests.run(program, ["--script", script, "--record", session], in: directory)
    #expect(refused.status == 1)
    #expect(
      refused.errorOutput
        == "\(program): cannot write the recording \(session): it already exists; add --force to replace it\n")
    #expect(try contents(of: session) == Data("an earlier session\n".utf8))

    let forced = try await ScriptedRunTests.run(program, ["--script", script, "--record", session, "--force"], in: directory)
    #expect(forced.status == 0, "stderr: \(forced.errorOutput)")
    #expect(try String(decoding: contents(of: session), as: UTF8.self).hasPrefix("{"))
  }

  @Test func unwritablePathsAreNamedInWords() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.file("q.script", containing: Data("q\n".utf8))
    let missing = directory.file("nowhere/s.session")
    let inMissing = try await ScriptedRunTests.run("todos", ["--script", script, "--record", missing], in: directory)
    #expect(inMissing.status == 1)
    #expect(inMissing.errorOutput == "todos: cannot write the recording \(missing): no such directory\n")
    let aDirectory = try await ScriptedRunTests.run("todos", ["--script", script, "--record", directory.path, "--force"], in: directory)
    #expect(aDirectory.status == 1)
    #expect(aDirectory.errorOutput == "todos: cannot write the recording \(directory.path): is a directory\n")
  }

  @Test(arguments: CommandLineTests.programs)
  func helpNamesForce(program: String) async throws {
    let result = try await ChildProcess.run(try ChildProcess.builtExecutable(named: program), ["--help"])
    #expect(result.output.contains("--force        let --record replace an existing FILE"))
    #expect(result.output.contains("[--force]") || program == "casestudies")
  }

  @Test func forceWithoutRecordIsAUsageError() async throws {
    let result = try await ChildProcess.run(try ChildProcess.builtExecutable(named: "todos"), ["--force"])
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("todos: --force goes with --record (it lets the recording replace FILE); see todos --help\n"))
  }
}
