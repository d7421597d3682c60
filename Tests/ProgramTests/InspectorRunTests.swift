import Foundation
import Testing
import TestSupport

/// The inspector in the built programs: the session up to an earlier action, exported with
/// `x`, replays with the same states, and the inspector's own keys are not part of it.
struct InspectorRunTests {
  /// The lines of a main flow without its last step when that step quits, so the steps after
  /// it still run.
  static func mainFlowBeforeQuitting(_ folder: String) throws -> [String] {
    let text = try String(contentsOfFile: "\(ScriptedRunTests.root)/\(folder)/Scripts/main-flow.script", encoding: .utf8)
    var lines = text.split(separator: "\n").map(String.init)
    if let last = lines.lastIndex(where: { !$0.isEmpty && !$0.hasPrefix("#") }), lines[last] == "q" {
      lines.remove(at: last)
    }
    return lines
  }

  @Test(arguments: ScriptedRunTests.flows)
  func anExportedTimelineReplaysWithNoDivergence(program: String, folder: String) async throws {
    let directory = try TemporaryDirectory()
    // The main flow, then into the inspector: ten actions back, export, back to now, close.
    let steps = try Self.mainFlowBeforeQuitting(folder) + ["F12", "PgUp", "x", "inspect", "End", "F12"]
    let script = try directory.file("export.script", containing: Data((steps.joined(separator: "\n") + "\n").utf8))
    let recording = directory.file("whole.session")
    let run = try await ScriptedRunTests.run(
      program, ["--script", script, "--record", recording], in: directory, workingThere: true
    )
    #expect(run.status == 0, "stderr: \(run.errorOutput)")
    let exported = try #require(try directory.fileNames().first { $0.hasPrefix("\(program)-") && $0.hasSuffix(".session") })
    #expect(run.output.contains("exported to \(exported)"))

    let replay = try await ScriptedRunTests.run(program, ["--replay", directory.file(exported)], in: directory)
    #expect(replay.status == 0, "stderr: \(replay.errorOutput)")
    #expect(replay.errorOutput.hasSuffix(" states, all as recorded\n"), "\(replay.errorOutput)")

    // The export is the recording up to the selected action, ended there; the inspector's
    // keys are in neither.
    let whole = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
    let part = try String(contentsOfFile: directory.file(exported), encoding: .utf8).split(separator: "\n")
    #expect(part.count <= whole.count)
    #expect(Array(part.dropLast()) == Array(whole.prefix(part.count - 1)))
    #expect(part.last?.contains(#""end":"end of script""#) == true)
    #expect(!whole.contains { $0.contains(#""key":"F12""#) || $0.contains(#""key":"PgUp""#) })
  }

  /// Keys a script sends at one instant: an export or a fork after the first of them keeps
  /// only the events before that action, so the recording and the export still replay.
  @Test func aForkOrExportWithinOneInstantKeepsOnlyTheEventsBeforeIt() async throws {
    let directory = try TemporaryDirectory()
    let steps = [
      "a", "\"Milk\"", "Enter", "space", "wait 2s",
      // #4 is the text reaching the row, before the Enter and space of the same instant.
      "F12", "Home", "Down", "Down", "Down", "x", "f", "F12",
      "a", "\"Bread\"", "Enter", "wait 2s", "state",
    ]
    let script = try directory.file("fork.script", containing: Data((steps.joined(separator: "\n") + "\n").utf8))
    let recording = directory.file("forked.session")
    let run = try await ScriptedRunTests.run("todos", ["--script", script, "--record", recording], in: directory, workingThere: true)
    #expect(run.status == 0, "stderr: \(run.errorOutput)")
    #expect(try directory.fileNames().contains("todos-4.session"))
    // The fork dropped the Enter and the space: Milk was still being edited, so the keys
    // after the fork went on typing into it, and it is not done.
    #expect(run.output.contains(#"description: "MilkaBread""#))
    #expect(!run.output.contains("isComplete: true"))

    for file in [recording, directory.file("todos-4.session")] {
      let replay = try await ScriptedRunTests.run("todos", ["--replay", file], in: directory)
      #expect(replay.status == 0, "stderr: \(replay.errorOutput)")
      #expect(replay.errorOutput.hasSuffix(" states, all as recorded\n"), "\(file): \(replay.errorOutput)")
    }
    let kept = try String(contentsOfFile: recording, encoding: .utf8)
    #expect(kept.components(separatedBy: #""key":"Enter""#).count == 2)
    #expect(!kept.contains(#""key":"space""#))
  }

  @Test func withoutAKeptSessionThereIsNothingToExport() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.file("x.script", containing: Data("a\n\"Milk\"\nEnter\nF12\nx\ninspect\n".utf8))
    let run = try await ScriptedRunTests.run("todos", ["--script", script], in: directory, workingThere: true)
    #expect(run.status == 0, "stderr: \(run.errorOutput)")
    #expect(!run.output.contains("exported"))
    #expect(try directory.fileNames().sorted() == ["tmp", "x.script"])
  }
}
