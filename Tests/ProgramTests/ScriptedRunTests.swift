import Foundation
import Testing
import TestSupport

/// Every program driven headless through its main-flow script (`PROGRAM --script FILE`), as
/// users run it: the frames it prints are the checked-in ones, and it leaves nothing behind
/// in the user's home, data or temporary directories.
///
/// Beside the frames, `main-flow.styles` holds their style runs (`--styles`), so a changed
/// colour or attribute fails too. After a deliberate change to a screen,
/// `UPDATE_SCRIPT_FRAMES=1 swift test --filter ScriptedRunTests` writes the new frames and
/// styles; review them with `git diff`.
struct ScriptedRunTests {
  /// Each program and the folder of its lesson.
  static let flows = [
    ("todos", "Examples/Todos"), ("tictactoe", "Examples/TicTacToe"), ("search", "Examples/Search"),
    ("syncups", "Examples/SyncUps"), ("voicememos", "Examples/VoiceMemosHeadless"),
    ("speechrecognition", "Examples/SpeechRecognition"), ("casestudies", "CaseStudies"),
  ]

  static let root = String(#filePath.prefix(upTo: #filePath.range(of: "/Tests/ProgramTests/")!.lowerBound))

  /// Runs `program` with a home, data and temporary directory of its own; with
  /// `workingThere`, in that directory too.
  static func run(
    _ program: String, _ arguments: [String], in directory: TemporaryDirectory, workingThere: Bool = false
  ) async throws -> ChildProcess.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = directory.path
    environment["XDG_DATA_HOME"] = directory.file("data")
    environment["TMPDIR"] = directory.file("tmp")
    try FileManager.default.createDirectory(atPath: directory.file("tmp"), withIntermediateDirectories: true)
    return try await ChildProcess.run(
      try ChildProcess.builtExecutable(named: program), arguments, environment: environment,
      currentDirectory: workingThere ? directory.path : nil
    )
  }

  @Test(arguments: flows)
  func mainFlowDrawsTheCheckedInFramesAndTouchesNothing(program: String, folder: String) async throws {
    let directory = try TemporaryDirectory()
    let stylesDirectory = try TemporaryDirectory()
    let styles = stylesDirectory.file("main-flow.styles")
    let scripts = "\(Self.root)/\(folder)/Scripts"
    let result = try await Self.run(
      program, ["--script", "\(scripts)/main-flow.script", "--styles", styles], in: directory)
    #expect(result.status == 0, "stderr: \(result.errorOutput)")
    #expect(result.errorOutput.isEmpty)
    let expectedPath = "\(scripts)/main-flow.txt"
    if ProcessInfo.processInfo.environment["UPDATE_SCRIPT_FRAMES"] == "1" {
      try Data(result.output.utf8).write(to: URL(fileURLWithPath: expectedPath))
    }
    let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
    #expect(result.output == expected, "\(FrameDifference(expected: expected, actual: result.output))")
    let stylesPath = "\(scripts)/main-flow.styles"
    let drawnStyles = try String(contentsOfFile: styles, encoding: .utf8)
    if ProcessInfo.processInfo.environment["UPDATE_SCRIPT_FRAMES"] == "1" {
      try Data(drawnStyles.utf8).write(to: URL(fileURLWithPath: stylesPath))
    }
    let expectedStyles = try String(contentsOfFile: stylesPath, encoding: .utf8)
    #expect(drawnStyles == expectedStyles, "\(FrameDifference(expected: expectedStyles, actual: drawnStyles))")
    #expect(try directory.fileNames() == ["tmp"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.file("tmp")).isEmpty)
  }

  /// The smallest terminal every program is used in (60x20) and an 80x24 terminal less a
  /// tmux status line (80x23) draw the main flow whole: the checked-in `main-flow-WxH.txt`.
  @Test(arguments: flows, ["60x20", "80x23"])
  func mainFlowAtSmallSizesDrawsTheCheckedInFrames(flow: (program: String, folder: String), size: String) async throws {
    let scripts = "\(Self.root)/\(flow.folder)/Scripts"
    let result = try await Self.run(
      flow.program, ["--script", "\(scripts)/main-flow.script", "--size", size], in: try TemporaryDirectory())
    #expect(result.status == 0, "stderr: \(result.errorOutput)")
    let expectedPath = "\(scripts)/main-flow-\(size).txt"
    if ProcessInfo.processInfo.environment["UPDATE_SCRIPT_FRAMES"] == "1" {
      try Data(result.output.utf8).write(to: URL(fileURLWithPath: expectedPath))
    }
    let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
    #expect(result.output == expected, "\(FrameDifference(expected: expected, actual: result.output))")
    #expect(!result.output.contains("terminal too small"))
  }

  /// Without a UTF-8 locale every symbol a program draws has an ASCII stand-in: a `?` in an
  /// ASCII frame is one the UTF-8 frame has on the same line too (in text, "i about").
  @Test(arguments: flows)
  func mainFlowInASCIIHasAStandInForEverySymbol(program: String, folder: String) async throws {
    let script = "\(Self.root)/\(folder)/Scripts/main-flow.script"
    let unicode = try await Self.run(program, ["--script", script], in: try TemporaryDirectory())
    let ascii = try await Self.run(program, ["--script", script, "--ascii"], in: try TemporaryDirectory())
    #expect(ascii.status == 0, "stderr: \(ascii.errorOutput)")
    #expect(ascii.output.unicodeScalars.allSatisfy { $0.isASCII }, "\(ascii.output)")
    let unicodeLines = unicode.output.split(separator: "\n", omittingEmptySubsequences: false)
    let asciiLines = ascii.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(asciiLines.count == unicodeLines.count)
    // ASCII key labels are wider ("Enter" for "⏎"), so a hint bar may end with "? help" in
    // ASCII alone: that `?` is a key, not a stand-in.
    func questionMarks(_ line: Substring) -> Int { line.replacingOccurrences(of: "? help", with: "").count { $0 == "?" } }
    for (asciiLine, unicodeLine) in zip(asciiLines, unicodeLines) {
      #expect(questionMarks(asciiLine) <= questionMarks(unicodeLine), "\(unicodeLine)\n\(asciiLine)")
    }
  }

  @Test func everyUnknownLineIsReportedBeforeAnythingRuns() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.file("bad.script", containing: Data("a\n\"milk\"\nEnterr\nwait 1 s\nsnapshot\n".utf8))
    let result = try await Self.run("todos", ["--script", script], in: directory)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput == """
      todos: \(script):3: unknown step "Enterr" (a key such as a, Enter or Ctrl-S; "text"; click; wheel; wait; resize; snapshot; check-keys; inspect; state)
      todos: \(script):4: unknown wait "wait 1 s" (write wait 300ms, wait 1.5s or wait 10m)

      """)
  }

  @Test func aScriptedRunKeepsItsListInTheFileNamedByDb() async throws {
    let directory = try TemporaryDirectory()
    let database = directory.file("list.sqlite")
    let add = try directory.file("add.script", containing: Data("a\n\"Buy milk\"\nEnter\nq\n".utf8))
    let first = try await Self.run("todos", ["--db", database, "--script", add], in: directory)
    #expect(first.status == 0, "stderr: \(first.errorOutput)")
    #expect(first.output == "todos: exited (quit); 1 todo saved in \(database)\n")
    let look = try directory.file("look.script", containing: Data("snapshot \(directory.file("list.txt"))\n".utf8))
    let second = try await Self.run("todos", ["--script", look, "--db", database], in: directory)
    #expect(second.status == 0, "stderr: \(second.errorOutput)")
    #expect(try String(contentsOfFile: directory.file("list.txt"), encoding: .utf8) == """
       Todos                                           [ All ]  Active    Completed
      ────────────────────────────────────────────────────────────────────────────────
       > [ ] Buy milk


















      ────────────────────────────────────────────────────────────────────────────────
       1 item, 0 done
       a add  space toggle  ⏎ edit  d delete  m move mode  f/F filter  C clear done

      """)
  }

  @Test func aScriptThatIsNotARegularFileIsReadAndAMissingOneIsNamed() async throws {
    let directory = try TemporaryDirectory()
    let empty = try await Self.run("tictactoe", ["--script", "/dev/null"], in: directory)
    #expect(empty.status == 0, "stderr: \(empty.errorOutput)")
    #expect(empty.output.hasSuffix("exited (end of script)\n"), "\(empty.output)")
    let missing = try await Self.run("tictactoe", ["--script", directory.file("missing.script")], in: directory)
    #expect(missing.status == 1)
    #expect(missing.errorOutput == "tictactoe: cannot read the script \(directory.file("missing.script")): no such file\n")
    let binary = try directory.file("binary.script", containing: Data([0xFF, 0xFE, 0x00]))
    let notText = try await Self.run("tictactoe", ["--script", binary], in: directory)
    #expect(notText.status == 1)
    #expect(notText.errorOutput == "tictactoe: cannot read the script \(binary): it is not UTF-8 text\n")
  }

  @Test func aStepAfterTheProgramQuitIsAnError() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.file("late.script", containing: Data("Ctrl-C\nsnapshot\n".utf8))
    let result = try await Self.run("tictactoe", ["--script", script], in: directory)
    #expect(result.status == 1)
    #expect(result.errorOutput == "tictactoe: script line 2: the program had already ended (interrupted) before this step\n")
  }
}

/// The first line where two outputs differ, both shown, for a failure that reads at a glance.
struct FrameDifference: CustomStringConvertible {
  let expected: String
  let actual: String

  var description: String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let wanted = index < expectedLines.count ? String(expectedLines[index]) : "(nothing)"
      let got = index < actualLines.count ? String(actualLines[index]) : "(nothing)"
      if wanted != got { return "line \(index + 1):\n  expected \"\(wanted)\"\n  actual   \"\(got)\"\n\(actual)" }
    }
    return "the same"
  }
}
