import Foundation
import Testing
import TestSupport

/// `speechrecognition` refuses what it cannot use before the terminal is touched: a wrong
/// permission or failure mode (status 64, with the usage), a script it cannot read or that
/// has no words (status 1). With a pipe for stdin, whatever passes gets to the terminal check.
struct SpeechRecognitionOptionsTests {
  func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> ChildProcess.Result {
    var values = ProcessInfo.processInfo.environment
    values["SPEECH_AUTH"] = nil
    values.merge(environment) { $1 }
    let program = try ChildProcess.builtExecutable(named: "speechrecognition")
    return try await ChildProcess.run(program, arguments, environment: values)
  }

  @Test func anUnknownPermissionIsNamedWithTheChoices() async throws {
    let result = try await run(["--speech-auth", "maybe"])
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix(
      "speechrecognition: --speech-auth: unknown permission maybe (notDetermined, denied, restricted, authorized); see speechrecognition --help\n"
    ))
    #expect(!result.errorOutput.contains("usage:"))
  }

  @Test func theEnvironmentVariableIsCheckedToo() async throws {
    let result = try await run([], environment: ["SPEECH_AUTH": "yes"])
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("speechrecognition: SPEECH_AUTH: unknown permission yes"))
  }

  @Test func anUnknownFailureModeIsNamedWithTheChoices() async throws {
    let result = try await run(["--speech-fail", "microphone"])
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("speechrecognition: --speech-fail: unknown mode microphone (session, engine, task); see speechrecognition --help\n"))
  }

  @Test func anOptionWithoutItsValueIsNamed() async throws {
    let result = try await run(["--transcript"])
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("speechrecognition: --transcript needs a value; see speechrecognition --help\n"))
  }

  @Test func aTranscriptThatCannotBeReadOrHasNoWordsIsReported() async throws {
    let directory = try TemporaryDirectory()
    let missing = try await run(["--transcript", directory.file("missing.txt")])
    #expect(missing.status == 1)
    #expect(missing.errorOutput.hasPrefix("speechrecognition: cannot read the transcript \(directory.file("missing.txt")):"))
    let blank = try directory.file("blank.txt", containing: Data(" \n\n ".utf8))
    let empty = try await run(["--transcript", blank])
    #expect(empty.status == 1)
    #expect(empty.errorOutput == "speechrecognition: the transcript \(blank) has no words\n")
  }

  @Test func goodOptionsGetAsFarAsTheTerminalCheck() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.file("talk.txt", containing: Data("one two\nthree\n".utf8))
    let result = try await run(
      ["--speech-auth", "denied", "--transcript", script, "--speech-fail", "task"], environment: ["SPEECH_AUTH": "restricted"]
    )
    #expect(result.status == 1)
    #expect(result.errorOutput.hasPrefix("speechrecognition: "))
    #expect(result.errorOutput.contains("terminal"))
    #expect(!result.errorOutput.contains("usage:"))
  }
}
