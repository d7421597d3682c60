import Foundation
import TestSupport
import Testing

/// Every program's main flow recorded headless (`--script FILE --record SESSION`) and
/// replayed (`--replay SESSION`) through the built programs: the same states, step by step;
/// and a recording that no longer matches the code is reported at its first differing state.
struct SessionReplayTests {
  @Test(arguments: ScriptedRunTests.flows)
  func aRecordedMainFlowReplaysWithTheSameStates(program: String, folder: String) async throws {
    let directory = try TemporaryDirectory()
    let session = directory.file("main-flow.session")
    let script = "\(ScriptedRunTests.root)/\(folder)/Scripts/main-flow.script"
    let recorded = try await ScriptedRunTests.run(program, ["--script", script, "--record", session], in: directory)
    #expect(recorded.status == 0, "stderr: \(recorded.errorOutput)")
    let replayed = try await ScriptedRunTests.run(program, ["--replay", session], in: directory)
    #expect(replayed.status == 0, "stderr: \(replayed.errorOutput)")
    #expect(replayed.errorOutput.hasPrefix("\(program): replayed \(session): "), "\(replayed.errorOutput)")
    #expect(replayed.errorOutput.hasSuffix(" states, all as recorded\n"))
    // The replay ends as the recorded run did, with the same last line.
    #expect(replayed.output.split(separator: "\n").last == recorded.output.split(separator: "\n").last)
  }

  @Test func aRecordingThatNoLongerMatchesIsReportedWithTheDifference() async throws {
    let directory = try TemporaryDirectory()
    let session = directory.file("todos.session")
    let script = try directory.file("add.script", containing: Data("a\n\"Buy milk\"\nEnter\nq\n".utf8))
    #expect(try await ScriptedRunTests.run("todos", ["--script", script, "--record", session], in: directory).status == 0)
    // As if the code had typed something else: the recorded state after the text differs.
    var lines = try String(contentsOfFile: session, encoding: .utf8).split(separator: "\n").map(String.init)
    let textLine = try #require(lines.firstIndex { $0.contains(#""text":"Buy milk""#) })
    lines[textLine] = lines[textLine].replacingOccurrences(of: #"description: \"Buy milk\""#, with: #"description: \"Buy bread\""#)
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: session))
    let replayed = try await ScriptedRunTests.run("todos", ["--replay", session], in: directory)
    #expect(replayed.status == 1)
    #expect(replayed.output.isEmpty)
    #expect(replayed.errorOutput == """
      todos: \(session): the replay diverged at line \(textLine + 1) of the recording (text "Buy milk" at 0.000 s); \
      the state differs (- recorded, + replayed):
        … (7 unchanged)
              filter: .all,
              todos: [
                Todo.State(
      -           description: "Buy bread",
      +           description: "Buy milk",
                  id: UUID(00000000-0000-0000-0000-000000000000),
                  isComplete: false
                )
        … (18 unchanged)

      """)
  }

  @Test func aReplayRunsWithTheRecordedArguments() async throws {
    let directory = try TemporaryDirectory()
    let session = directory.file("demo.session")
    let script = try directory.file("toggle.script", containing: Data("space\nwait 1s\nq\n".utf8))
    let recorded = try await ScriptedRunTests.run("todos", ["--demo", "--script", script, "--record", session], in: directory)
    #expect(recorded.output == "todos: exited (quit); 3 todos in memory, nothing saved\n")
    let header = try String(contentsOfFile: session, encoding: .utf8).split(separator: "\n")[0]
    #expect(header.contains(#""arguments":["--demo"]"#))
    let replayed = try await ScriptedRunTests.run("todos", ["--replay", session], in: directory)
    #expect(replayed.status == 0, "stderr: \(replayed.errorOutput)")
    #expect(replayed.output == recorded.output)
    let withOthers = try await ScriptedRunTests.run("todos", ["--replay", session, "--in-memory"], in: directory)
    #expect(withOthers.status == 64)
    #expect(withOthers.errorOutput.hasPrefix("todos: --replay runs with the recorded arguments; give it no others; see todos --help\n"))
  }

  @Test(arguments: ScriptedRunTests.flows.map(\.0))
  func recordingWithoutATerminalLeavesNothingBehind(program: String) async throws {
    let directory = try TemporaryDirectory()
    let result = try await ScriptedRunTests.run(program, ["--record", directory.file("s.session")], in: directory)
    #expect(result.status == 1)
    #expect(result.errorOutput.hasPrefix("\(program): "))
    #expect(result.errorOutput.contains("terminal"))
    #expect(try directory.fileNames() == ["tmp"])
  }

  @Test func aRecordingOfAnotherProgramOrFormatIsRefused() async throws {
    let directory = try TemporaryDirectory()
    let session = directory.file("s.session")
    let script = try directory.file("q.script", containing: Data("q\n".utf8))
    #expect(try await ScriptedRunTests.run("todos", ["--script", script, "--record", session], in: directory).status == 0)
    let other = try await ScriptedRunTests.run("syncups", ["--replay", session], in: directory)
    #expect(other.status == 66)
    #expect(other.errorOutput == "syncups: \(session) is a session of todos\n")
    let text = try directory.file("t.txt", containing: Data("hello\n".utf8))
    let notOne = try await ScriptedRunTests.run("todos", ["--replay", text], in: directory)
    #expect(notOne.status == 1)
    #expect(notOne.errorOutput == "todos: \(text): line 1 is not a session entry\n")
    let both = try await ScriptedRunTests.run("todos", ["--replay", session, "--script", script], in: directory)
    #expect(both.status == 64)
    #expect(both.errorOutput.hasPrefix("todos: --replay cannot be combined with --script or --record; see todos --help\n"))
  }
}

/// Search over HTTP to a stand-in for the weather APIs on 127.0.0.1: a scripted run waits
/// for the real answers, the recording keeps them, and the replay needs no server.
struct SearchSessionTests {
  static let places = #"{"results":[{"id":1,"name":"Sandwich","latitude":51.27,"longitude":1.34,"country":"England"}]}"#
  static let forecast = """
    {"daily_units":{"time":"iso8601","temperature_2m_max":"°C","temperature_2m_min":"°C"},
     "daily":{"time":["2026-03-02","2026-03-03"],"temperature_2m_max":[12.5,9.1],"temperature_2m_min":[2.0,-1.4]}}
    """

  @Test func answersOverHTTPAreRecordedAndReplayedWithoutTheServer() async throws {
    let server = try LoopbackHTTPServer { request in
      .response(status: 200, body: Data((request.path.hasPrefix("/v1/search") ? Self.places : Self.forecast).utf8))
    }
    let directory = try TemporaryDirectory()
    let session = directory.file("search.session")
    let script = try directory.file("search.script", containing: Data("\"Sand\"\nwait 1s\nDown\nEnter\nwait 1s\nsnapshot\nq\n".utf8))
    let urls = ["--geocoding-url", server.url("/v1/search").absoluteString, "--forecast-url", server.url("/v1/forecast").absoluteString]
    let recorded = try await ScriptedRunTests.run("search", urls + ["--script", script, "--record", session], in: directory)
    #expect(recorded.status == 0, "stderr: \(recorded.errorOutput)")
    let frame = recorded.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(frame[6...8] == [" > Sandwich, England", "     Today, 2.0°C – 12.5°C", "     Tuesday, -1.4°C – 9.1°C"])
    #expect(try String(contentsOfFile: session, encoding: .utf8).components(separatedBy: #""http":"#).count == 3)
    server.stop()
    let replayed = try await ScriptedRunTests.run("search", ["--replay", session], in: directory)
    #expect(replayed.status == 0, "stderr: \(replayed.errorOutput)")
    #expect(replayed.errorOutput.hasSuffix(" states, all as recorded\n"))

    // The test written from it answers as the server did, at the times it did, with no server.
    let emitted = try await ScriptedRunTests.run(
      "search", ["--replay", session, "--emit-test", "OverHTTPTests"], in: directory, workingThere: true
    )
    #expect(emitted.status == 0, "stderr: \(emitted.errorOutput)")
    let test = try String(contentsOfFile: directory.file("OverHTTPTests.swift"), encoding: .utf8)
    #expect(test.contains("import SearchClientLive\n"))
    #expect(test.contains("    let http = HTTPClient.answering(\n"))
    #expect(test.contains(#"url: "\#(server.url("/v1/search").absoluteString)?name=Sand"#))
    #expect(test.contains(##"body: #"{"results":[{"id":1,"name":"Sandwich""##))
    #expect(test.contains("      $0.weatherClient = .live(\n        http: http,"))
    #expect(test.contains(#"await store.receive(\.searchResponse.success)"#))
  }
}
