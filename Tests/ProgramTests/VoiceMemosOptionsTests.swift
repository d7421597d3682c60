import Foundation
import Testing
import TestSupport

/// `voicememos` refuses what it cannot use before the terminal is touched, and creates
/// nothing when it cannot have the terminal.
struct VoiceMemosOptionsTests {
  func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> ChildProcess.Result {
    var values = ProcessInfo.processInfo.environment
    values["VOICEMEMOS_MIC"] = nil
    values.merge(environment) { $1 }
    return try await ChildProcess.run(try ChildProcess.builtExecutable(named: "voicememos"), arguments, environment: values)
  }

  @Test func anUnknownPermissionIsNamedWithTheChoices() async throws {
    let result = try await run(["--mic-permission", "maybe"])
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("voicememos: --mic-permission: unknown permission maybe (granted, denied); see voicememos --help\n"))
    #expect(!result.errorOutput.contains("usage:"))
    let fromEnvironment = try await run([], environment: ["VOICEMEMOS_MIC": "yes"])
    #expect(fromEnvironment.status == 64)
    #expect(fromEnvironment.errorOutput.hasPrefix("voicememos: VOICEMEMOS_MIC: unknown permission yes (granted, denied); see voicememos --help\n"))
  }

  @Test func badValuesAreNamed() async throws {
    let seconds = try await run(["--record-fail-after", "soon"])
    #expect(seconds.status == 64)
    #expect(seconds.errorOutput.hasPrefix("voicememos: --record-fail-after: not a number of seconds: soon; see voicememos --help\n"))
    let player = try await run(["--player"])
    #expect(player.status == 64)
    #expect(player.errorOutput.hasPrefix("voicememos: --player needs a value; see voicememos --help\n"))
  }

  @Test func withoutATerminalNothingIsCreated() async throws {
    let data = try TemporaryDirectory()
    let result = try await run(["--tone"], environment: ["XDG_DATA_HOME": data.path])
    #expect(result.status == 1)
    #expect(result.errorOutput.hasPrefix("voicememos: "))
    #expect(result.errorOutput.contains("terminal"))
    #expect(try data.fileNames() == [])
  }

  @Test func aFileThatIsNotOursIsRefusedUntouched() async throws {
    let data = try TemporaryDirectory()
    try FileManager.default.createDirectory(atPath: data.file("voicememos"), withIntermediateDirectories: false)
    let path = try data.file("voicememos/voicememos.sqlite", containing: Data("my notes\n".utf8))
    let result = try await run([], environment: ["XDG_DATA_HOME": data.path])
    #expect(result.status == 1)
    #expect(result.errorOutput.hasPrefix("voicememos: "))
    #expect(try contents(of: path) == Data("my notes\n".utf8))
  }

  @Test func dbNamesTheListsFileAndCannotBeCombinedWithInMemory() async throws {
    let both = try await run(["--db", "memos.sqlite", "--in-memory"])
    #expect(both.status == 64)
    #expect(both.errorOutput.hasPrefix("voicememos: --db cannot be combined with --in-memory; see voicememos --help\n"))
    let data = try TemporaryDirectory()
    let path = try data.file("mine.sqlite", containing: Data("my notes\n".utf8))
    let foreign = try await run(["--db", path])
    #expect(foreign.status == 1)
    #expect(foreign.errorOutput.hasPrefix("voicememos: \(path) is not a database"))
    #expect(try contents(of: path) == Data("my notes\n".utf8))
  }

  /// With `--db PATH` the list is kept in PATH and each recording beside it.
  @Test func withDbTheListAndItsRecordingsLiveInThatFolder() async throws {
    let data = try TemporaryDirectory()
    let path = data.file("mine.sqlite")
    let session = try TerminalSession(
      try ChildProcess.builtExecutable(named: "voicememos"), ["--db", path],
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": data.path, "XDG_DATA_HOME": data.file("unused")])
    try await session.waitForOutput(containing: "Voice memos")
    try session.type("r")
    try await Task.sleep(for: .milliseconds(300))
    try session.type("s")
    try await session.waitForOutput(containing: "1 memo")
    try session.type("q")
    let (status, output) = try await session.waitForExit()
    #expect(status == 0)
    #expect(output.contains("1 memo saved in \(path)"))
    let names = try data.fileNames()
    #expect(names.contains("mine.sqlite"))
    #expect(names.contains { $0.hasSuffix(".wav") }, "\(names)")
    #expect(!names.contains("unused"))
  }
}
