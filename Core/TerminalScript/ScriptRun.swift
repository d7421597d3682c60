import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI

/// Runs a program's store headless through a script, in virtual time: the same run loop,
/// render and key map as in a terminal, on a `HeadlessBackend`, with every effect on a
/// counting executor, so after each step the run waits until the program has done all it
/// can (effects blocked on the clock or done, the screen drawn) before the next one.
@MainActor
public final class ScriptRun {
  public let script: Script
  /// The `continuousClock` the program's effects must sleep on (see `ProgramDriver.install`).
  public let clock = ScriptClock()
  /// The screen the program draws on.
  public let backend: HeadlessBackend
  /// Where `snapshot` without a file writes each frame.
  package var output: (String) -> Void
  /// Where each such snapshot's style runs (`Frame.styleRuns`) are written, if anywhere.
  package var stylesPath: String?
  private var styleRuns: [String] = []
  let executor = ScriptEffectExecutor()
  /// Set for `--script FILE --record FILE`: each step is written down as it runs.
  var recorder: SessionRecorder?
  /// Real I/O the program started (see `ProgramDriver.tracking`).
  nonisolated let externalWork = ExternalWork()
  var exitReason: ExitReason?
  /// Whether `run` started the run loop; before that only effects need settling.
  var hasLoop = false
  /// The inspector's pane as text, for the `inspect` step; nil before `run`.
  private var inspectorText: (() -> String)?
  /// The program's state as a dump, for the `state` step; nil before `run`.
  private var stateText: (() -> String)?
  /// Whether the inspector waits to be drawn again (an effect ended) after the program settled.
  private var inspectorWaits: () -> Bool = { false }

  /// A problem met while running, at a line of the script.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "\(line): \(message)" }

    package init(line: Int, message: String) {
      self.line = line
      self.message = message
    }
  }

  /// A run of `script` on a screen of `size` showing `charset`; frames go to `output`
  /// (stdout by default).
  public init(
    _ script: Script, size: Size, charset: Charset = .unicode, output: @escaping (String) -> Void = { print($0) }
  ) {
    self.script = script
    self.backend = HeadlessBackend(width: size.width, height: size.height, charset: charset)
    self.output = output
  }

  /// Runs the store's effects where this run can count them. Call it before sending the
  /// store anything; `run` calls it too.
  public func attach<State, Action>(_ store: Store<State, Action>) {
    store.root?.effectExecutor = executor
  }

  /// Runs the script's steps against the store, then ends the run loop (`.scriptEnded`) unless
  /// the program quit on the last step. A step after the program quit, or a snapshot file
  /// that cannot be written, stops the run with a `Failure`.
  public func run<State, Action>(
    _ store: Store<State, Action>,
    minimumSize: Size = Size(width: 1, height: 1),
    render: @escaping (State, inout Frame) -> Void,
    keyMap: @escaping (State) -> KeyMap<Action>,
    sizeChanged: ((Size) -> Action)? = nil,
    inspector: Inspector<State, Action>? = nil
  ) async throws(Failure) -> ExitReason {
    attach(store)
    stateText = { ValueDump.dump(store.state) }
    if let inspector {
      let backend = backend
      inspectorText = { inspector.text(size: backend.size, charset: backend.charset) }
      inspectorWaits = { inspector.isOpen && inspector.effectsHaveChanged }
    }
    let loop = startLoop(
      store, minimumSize: minimumSize, render: render, keyMap: keyMap, sizeChanged: sizeChanged, inspector: inspector
    )
    await settle()
    recorder?.settled(state: ValueDump.dump(store.state))
    for step in script.steps {
      if let exitReason {
        throw Failure(line: step.line, message: "the program had already ended (\(exitReason)) before this step")
      }
      if step.action == .checkKeys {
        try checkKeys(at: step.line, of: store.state, minimumSize: minimumSize, render: render, keyMap: keyMap)
      } else {
        try await perform(step)
      }
      await settle()
      recorder?.settled(state: ValueDump.dump(store.state))
    }
    if exitReason == nil { backend.send(.scriptEnded) }
    let reason = await loop.value
    recorder?.end(reason, at: clock.now.offset)
    return reason
  }

  /// Starts the run loop on the headless terminal; the task ends with it.
  func startLoop<State, Action>(
    _ store: Store<State, Action>,
    minimumSize: Size,
    render: @escaping (State, inout Frame) -> Void,
    keyMap: @escaping (State) -> KeyMap<Action>,
    sizeChanged: ((Size) -> Action)?,
    inspector: Inspector<State, Action>? = nil
  ) -> Task<ExitReason, Never> {
    let backend = backend
    hasLoop = true
    return Task { @MainActor in
      let reason = await TerminalUI.run(
        store, on: backend, minimumSize: minimumSize, render: render, keyMap: keyMap, sizeChanged: sizeChanged,
        inspector: inspector
      )
      self.exitReason = reason
      return reason
    }
  }

  /// The `check-keys` step: the screen's key map against `KeyConventions`, and its hint row
  /// against a hint bar drawn from that key map, so that no screen writes its hints by hand.
  /// A terminal too small for the screen shows a notice instead, and is not checked.
  func checkKeys<State, Action>(
    at line: Int, of state: State, minimumSize: Size, render: (State, inout Frame) -> Void,
    keyMap: (State) -> KeyMap<Action>
  ) throws(Failure) {
    let size = backend.size
    guard size.width >= minimumSize.width, size.height >= minimumSize.height else { return }
    let keys = keyMap(state)
    var problems = KeyConventions.violations(in: keys)
    var drawn = Frame(size: size, charset: backend.charset)
    render(state, &drawn)
    var expected = drawn
    let hints = ScreenChrome(size: size, path: []).hintsArea
    expected.fill(hints)
    expected.render(HintBar(keys), in: hints)
    if drawn.line(hints.y) != expected.line(hints.y) {
      problems.append("the hint bar reads \"\(drawn.line(hints.y))\" where its key map gives \"\(expected.line(hints.y))\"")
    }
    guard problems.isEmpty else {
      throw Failure(line: line, message: "the keys of this screen: " + problems.joined(separator: "; "))
    }
  }

  private func perform(_ step: Script.Step) async throws(Failure) {
    switch step.action {
    case .checkKeys: break
    case .inspect: output(inspectorText?() ?? "")
    case .state: output(stateText?() ?? "")
    case .key(let key): deliver(.key(key))
    case .text(let text): deliver(.key(.paste(text)))
    case .interrupt: deliver(.interrupt)
    case .wait(let duration): await advance(by: duration)
    case .resize(let size):
      backend.resize(width: size.width, height: size.height)
      recorder?.received(.resize, at: clock.now.offset, size: size)
    case .snapshot(nil):
      output(backend.text)
      try writeStyleRuns(line: step.line)
    case .snapshot(let path?):
      do {
        try Data((backend.text + "\n").utf8).write(to: URL(fileURLWithPath: path))
      } catch {
        throw Failure(line: step.line, message: "cannot write the snapshot to \(path): \(FileProblem(path: path, error: error).reason)")
      }
    }
  }

  /// Adds the frame's style runs to `stylesPath`, rewritten whole, so it holds every snapshot's.
  private func writeStyleRuns(line: Int) throws(Failure) {
    guard let stylesPath else { return }
    styleRuns.append("frame \(styleRuns.count + 1)\n" + backend.frame.styleRuns)
    do {
      try Data((styleRuns.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: stylesPath))
    } catch {
      throw Failure(line: line, message: "cannot write the styles to \(stylesPath): \(FileProblem(path: stylesPath, error: error).reason)")
    }
  }

  /// Hands an event to the run loop (and to the recording, if any).
  func deliver(_ event: TerminalEvent) {
    recorder?.received(event, at: clock.now.offset, size: backend.size)
    backend.send(event)
  }

  /// Moves the clock forward, waking each sleeper due in turn and letting the program settle
  /// after each, as real time would but without waiting for it.
  package func advance(by duration: Duration) async {
    await advance(to: clock.now.advanced(by: duration))
  }

  /// Moves the clock forward to `end` (never back), as `advance(by:)` does.
  func advance(to end: ScriptClock.Instant) async {
    await clock.advance(to: end) { await settle() }
    await settle()
  }

  /// Lets effects and the run loop run until the loop waits for input and no effect can go
  /// on without the clock or the next step (or the loop ended); real I/O in flight is
  /// waited for.
  func settle() async {
    for _ in 0..<10_000 {
      if !externalWork.isIdle { await externalWork.idle() }
      await executor.settle()
      if exitReason != nil || !hasLoop { return }
      // A parked loop has nothing queued: an event delivered to it wakes it at once.
      var yields = 0
      while !backend.isWaiting, exitReason == nil, yields < 10_000 {
        await Task.yield()
        yields += 1
      }
      if exitReason != nil { return }
      // An effect that ended changes the inspector's pane, not the state: draw it again.
      if backend.isWaiting, inspectorWaits() {
        backend.send(.idle)
        continue
      }
      if await executor.settle() == 0, backend.isWaiting, externalWork.isIdle { return }
    }
  }

}
