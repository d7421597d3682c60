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
    #expect(result.errorOutput.hasPrefix("voicememos: --mic-permission: unknown permission maybe (granted, denied)\n"))
    #expect(result.errorOutput.contains("usage: voicememos"))
    let fromEnvironment = try await run([], environment: ["VOICEMEMOS_MIC": "yes"])
    #expect(fromEnvironment.status == 64)
    #expect(fromEnvironment.errorOutput.hasPrefix("voicememos: VOICEMEMOS_MIC: unknown permission yes (granted, denied)\n"))
  }

  @Test func badValuesAreNamed() async throws {
    let seconds = try await run(["--record-fail-after", "soon"])
    #expect(seconds.status == 64)
    #expect(seconds.errorOutput.hasPrefix("voicememos: --record-fail-after: not a number of seconds: soon\n"))
    let player = try await run(["--player"])
    #expect(player.status == 64)
    #expect(player.errorOutput.hasPrefix("voicememos: --player needs a value\n"))
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
}
