import ComposableArchitecture
import Foundation
import Testing
import TerminalUI
import TestSupport
import TerminalScript

/// The stopwatch with a deliberate change: a tick counts two seconds.
struct ChangedStopwatch: Reducer {
  var body: some ReducerOf<Stopwatch> {
    Reduce { state, action in
      if action == .tick { state.seconds += 1 }
      return .none
    }
    Stopwatch()
  }
}

@MainActor
@Suite struct SessionTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory() }

  /// Records the stopwatch headless through `script`; returns the recording's path.
  func record(_ script: String) async throws -> String {
    let path = directory.file("stopwatch.session")
    let driver = try ProgramDriver(
      program: "stopwatch", script: try Script(parsing: script), size: Size(width: 24, height: 3), recordPath: path,
      replaying: nil
    )
    let run = try #require(driver.scripted)
    run.output = { _ in }
    let store = Store(initialState: Stopwatch.State()) { Stopwatch() } withDependencies: { driver.install(into: &$0) }
    driver.sessionRecorder?.begin(program: "stopwatch", size: run.backend.size)
    _ = try await run.run(store, render: Stopwatch.render, keyMap: Stopwatch.keyMap)
    return path
  }

  /// Replays the recording at `path` against `reducer`.
  func replay(_ path: String, _ reducer: some Reducer<Stopwatch.State, Stopwatch.Action>) async throws -> Int {
    let recording = try SessionRecording(text: String(contentsOfFile: path, encoding: .utf8))
    let driver = try ProgramDriver(program: "stopwatch", script: nil, size: Size(width: 1, height: 1), recordPath: nil,
                                   replaying: (recording, path))
    let run = try #require(driver.scripted)
    let store = Store(initialState: Stopwatch.State()) { reducer } withDependencies: { driver.install(into: &$0) }
    let (reason, compared) = try await run.replay(
      store, recording, minimumSize: Size(width: 1, height: 1), render: Stopwatch.render, keyMap: Stopwatch.keyMap,
      sizeChanged: nil
    )
    #expect(reason == .quit)
    return compared
  }

  @Test func aRecordedRunReplaysWithTheSameStates() async throws {
    let path = try await record("t\nwait 2.5s\n\"lap\"\nresize 30x4\nwait 1s\nt\nwait 3s\nq\n")
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
    #expect(lines.first == #"{"arguments":[],"date":1772442000,"format":"composable-session","locale":"en_US_POSIX","program":"stopwatch","seed":0,"size":"24x3","timeZone":"GMT","version":1}"#)
    #expect(lines.last == #"{"end":"quit","nanoseconds":6500000000}"#)
    // The start, t, the text, the resize, t, q.
    #expect(try await replay(path, Stopwatch()) == 6)
  }

  @Test func aChangedReducerIsReportedAtTheFirstStateThatDiffers() async throws {
    let path = try await record("t\nwait 2.5s\n\"lap\"\nq\n")
    await #expect(
      throws: ScriptRun.Divergence(
        line: 4, event: "text \"lap\" at 2.500 s",
        difference: """
            Stopwatch.State(
          -   seconds: 2,
          +   seconds: 4,
              isRunning: true,
              note: "lap"
            )
          """)
    ) {
      try await replay(path, ChangedStopwatch())
    }
  }

  @Test func keysRoundTripThroughTheirScriptNames() {
    let keys: [Key] = [
      .char("a"), .char(" "), .char("#"), .char("\""), .control("s"), .up, .down, .left, .right, .shiftUp, .shiftDown,
      .shiftLeft, .shiftRight, .controlLeft, .controlRight, .enter, .escape, .tab, .backTab, .backspace, .delete,
      .insert, .home, .end, .pageUp, .pageDown, .function(5),
    ]
    for key in keys {
      #expect(key.scriptName.flatMap(Key.init(scriptName:)) == key, "\(key)")
    }
    #expect(Key.paste("x").scriptName == nil)
    for event in [MouseEvent(.click, x: 3, y: 12), MouseEvent(.wheelUp, x: 0, y: 0), MouseEvent(.wheelDown, x: 79, y: 23)] {
      #expect(Key.mouse(event).scriptName.flatMap(Key.init(scriptName:)) == .mouse(event))
    }
    #expect(Key(scriptName: "click 3") == nil)
    #expect(Key(scriptName: "wheel sideways 1 2") == nil)
  }

  @Test func aFileThatIsNotARecordingIsRefused() {
    #expect(throws: SessionRecording.Unreadable.self) { try SessionRecording(text: "{\"format\":\"other\"}\n") }
    #expect(throws: SessionRecording.Unreadable.self) {
      try SessionRecording(text: "{\"format\":\"composable-session\",\"version\":2}\n")
    }
    #expect(throws: SessionRecording.Unreadable.self) { try SessionRecording(text: "not json\n") }
  }
}

@Suite struct SessionRecordingTests {
  @Test func entriesKeepTheirLinesAndValuesTheirOrder() throws {
    let recording = try SessionRecording(text: """
      {"format":"composable-session","program":"p","version":1}
      {"nanoseconds":0,"state":"S0","step":"start"}

      {"uuid":"00000000-0000-0000-0000-000000000007"}
      {"key":"a","nanoseconds":5,"state":"S1"}
      {"http":{"url":"http://x/1","status":200,"body":""}}
      {"end":"quit","nanoseconds":9}
      """)
    #expect(recording.steps.map(\.line) == [2, 5, 7])
    #expect(recording.steps.map(\.entry.key) == [nil, "a", nil])
    #expect(recording.uuids == [UUID(incrementing: 7)])
    #expect(recording.exchanges.map(\.url) == ["http://x/1"])
  }
}
