import Foundation
import Testing
import TestSupport

/// A session recorded on the user's own data starts from that data and replays: the recording
/// keeps the data file as it opened, and the replay starts from it in memory, leaving the file
/// alone.
struct RecordedDataTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory() }

  func run(_ program: String, _ arguments: [String]) async throws -> ChildProcess.Result {
    try await ChildProcess.run(try ChildProcess.builtExecutable(named: program), arguments, currentDirectory: directory.path)
  }

  /// A data file of `program` with what `script` adds.
  func dataFile(of program: String, adding script: String) async throws -> String {
    let path = directory.file("\(program).sqlite")
    let made = try await run(program, ["--script", try directory.file("add.script", containing: Data(script.utf8)), "--db", path])
    try #require(made.status == 0, "\(made.errorOutput)")
    return path
  }

  @Test(arguments: [
    ("todos", "a\n\"Buy milk\"\nEnter\n", "x\n"),
    ("syncups", "a\n\"Design\"\nTab\nTab\nTab\n\"Blob\"\nCtrl-S\n", "Enter\n"),
  ])
  func aScriptedRecordingWithDbReplays(program: String, adding: String, steps: String) async throws {
    let path = try await dataFile(of: program, adding: adding)
    let before = FileManager.default.contents(atPath: path)
    let session = directory.file("s.session")
    let script = try directory.file("steps.script", containing: Data(steps.utf8))
    let recorded = try await run(program, ["--script", script, "--db", path, "--record", session])
    try #require(recorded.status == 0, "\(recorded.errorOutput)")
    let afterRecording = FileManager.default.contents(atPath: path)
    let replayed = try await run(program, ["--replay", session])
    #expect(replayed.status == 0, "\(replayed.errorOutput)")
    #expect(replayed.errorOutput.hasSuffix("all as recorded\n"), "\(replayed.errorOutput)")
    #expect(FileManager.default.contents(atPath: path) == afterRecording, "the replay wrote to the file")
    #expect(before != nil)
  }

  /// In the terminal, `--record` shows the user's list, as a plain run does.
  @Test func aRecordingInTheTerminalShowsTheUsersListAndReplays() async throws {
    let path = try await dataFile(of: "todos", adding: "a\n\"Buy milk\"\nEnter\n")
    let session = directory.file("s.session")
    let terminal = try TerminalSession(
      try ChildProcess.builtExecutable(named: "todos"), ["--record", session, "--db", path],
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": directory.path, "XDG_DATA_HOME": directory.path]
    )
    try await terminal.waitForOutput(containing: "Buy milk")
    try terminal.type(" ")
    try await terminal.waitForOutput(containing: "1 done")
    try terminal.type("q")
    let (status, output) = try await terminal.waitForExit()
    #expect(status == 0)
    #expect(output.contains("1 todo saved in \(path)"), "\(output)")
    let replayed = try await run("todos", ["--replay", session])
    #expect(replayed.status == 0, "\(replayed.errorOutput)")
    #expect(replayed.output == "todos: exited (quit); 1 todo in memory, nothing saved\n")
  }
}
