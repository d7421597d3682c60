import ComposableArchitecture
import Foundation
import Testing
import TerminalUI
import TerminalScript

/// A stopwatch whose effect ticks on the clock off the main actor, as programs' effects do.
struct Stopwatch: Reducer {
  struct State: Equatable {
    var seconds = 0
    var isRunning = false
    var note = ""
  }

  enum Action: Equatable {
    case noteTyped(String)
    case tick
    case toggleButtonTapped
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .noteTyped(let text):
        state.note += text
        return .none
      case .tick:
        state.seconds += 1
        return .none
      case .toggleButtonTapped:
        state.isRunning.toggle()
        guard state.isRunning else { return .cancel(id: CancelID.timer) }
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.timer)
      }
    }
  }

  static func render(_ state: State, into frame: inout Frame) {
    let (title, body, hints) = frame.area.split(top: 1, bottom: 1)
    frame.render(Label("Stopwatch", style: .bold), in: title)
    frame.render("\(state.seconds) s \(state.note)", in: body)
    frame.render(HintBar(keyMap(state)), in: hints)
  }

  static func keyMap(_ state: State) -> KeyMap<Action> {
    KeyMap(
      [
        KeyBinding([.char("t")], help: state.isRunning ? "stop" : "start", send: .toggleButtonTapped),
        .quit([.char("q")]),
      ],
      otherKeys: { key in if case .paste(let text) = key { .noteTyped(text) } else { nil } }
    )
  }
}

@MainActor
@Suite struct ScriptRunTests {
  func run(_ text: String, size: Size = Size(width: 24, height: 3)) async throws -> (ExitReason, [String]) {
    var frames: [String] = []
    let driver = try ProgramDriver(
      program: "stopwatch", script: try Script(parsing: text), size: size, recordPath: nil, replaying: nil
    )
    let run = try #require(driver.scripted)
    run.output = { frames.append($0) }
    let store = Store(initialState: Stopwatch.State()) { Stopwatch() } withDependencies: {
      driver.install(into: &$0)
    }
    let reason = try await run.run(store, render: Stopwatch.render, keyMap: Stopwatch.keyMap)
    return (reason, frames)
  }

  @Test func keysWaitsAndSnapshotsInVirtualTime() async throws {
    let clock = ContinuousClock()
    let start = clock.now
    let (reason, frames) = try await run("""
      snapshot
      t
      wait 10m
      snapshot
      t
      wait 5s
      "lap"
      resize 12x3
      snapshot
      """)
    #expect(reason == .scriptEnded)
    #expect(frames == [
      """
      Stopwatch
      0 s
      t start  q quit
      """,
      """
      Stopwatch
      600 s
      t stop  q quit
      """,
      """
      Stopwatch
      600 s lap
      ? help
      """,
    ])
    // Ten virtual minutes, not ten real ones (a generous bound: this is no benchmark).
    #expect(start.duration(to: clock.now) < .seconds(60))
  }

  @Test func theSameScriptDrawsTheSameFramesEveryTime() async throws {
    let script = "t\nwait 2.5s\nsnapshot\nwait 499ms\nsnapshot\nwait 1ms\nsnapshot\n"
    let (_, first) = try await run(script)
    #expect(first.map { $0.split(separator: "\n")[1] } == ["2 s", "2 s", "3 s"])
    for _ in 0..<5 {
      #expect(try await run(script).1 == first)
    }
  }

  @Test func aStepAfterTheProgramQuitIsReported() async throws {
    await #expect(throws: ScriptRun.Failure(line: 3, message: "the program had already ended (quit) before this step")) {
      try await run("t\nq\nt\n")
    }
  }

  @Test func ctrlCInterruptsAsInATerminal() async throws {
    #expect(try await run("Ctrl-C").0 == .interrupted)
  }

  @Test func theDateFollowsTheScriptClock() async throws {
    let driver = try ProgramDriver(program: "p", script: Script(steps: []), size: Size(width: 1, height: 1), recordPath: nil, replaying: nil)
    let run = try #require(driver.scripted)
    var values = DependencyValues()
    driver.install(into: &values)
    #expect(values.date() == ProgramDriver.scriptStart)
    await run.advance(by: .seconds(90))
    #expect(values.date() == ProgramDriver.scriptStart.addingTimeInterval(90))
    #expect(values.uuid() == UUID(incrementing: 0))
    #expect(values.uuid() == UUID(incrementing: 1))
  }
}
