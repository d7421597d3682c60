import ComposableArchitecture
import TerminalUI

/// The real terminal of a recorded session: passes everything through, and keeps the
/// program's clock in step with real time, so that a replay, which moves the same virtual
/// clock to each event's time, wakes the same effects in the same order before each event.
///
/// Each time the run loop asks for an event it first lets the last event's effects settle
/// and writes that event with the state it left; then it waits for the terminal, moves the
/// clock to the time now (waking the effects due, in deadline order) and hands the event on.
@MainActor
final class RecordingBackend<Terminal: TerminalBackend>: TerminalBackend {
  let terminal: Terminal
  let recorder: SessionRecorder
  let clock: ScriptClock
  let executor: ScriptEffectExecutor
  private let state: () -> String

  init(
    _ terminal: Terminal, recorder: SessionRecorder, clock: ScriptClock, executor: ScriptEffectExecutor,
    state: @escaping () -> String
  ) {
    self.terminal = terminal
    self.recorder = recorder
    self.clock = clock
    self.executor = executor
    self.state = state
  }

  var size: Size { terminal.size }
  var charset: Charset { terminal.charset }
  func present(_ frame: Frame) { terminal.present(frame) }
  func repaint() { terminal.repaint() }
  func wake() { terminal.wake() }
  func copyToClipboard(_ text: String) { terminal.copyToClipboard(text) }

  func nextEvent() async -> TerminalEvent {
    await settle()
    let event = await terminal.nextEvent()
    await advance(to: recorder.now)
    recorder.received(event, at: clock.now.offset, size: terminal.size)
    return event
  }

  /// Lets the last event's effects settle and writes it with the state it left; also called
  /// once the run loop has ended, for the event that ended it.
  func settle() async {
    await executor.settle()
    recorder.settled(state: state())
  }

  private func advance(to time: Duration) async {
    await clock.advance(to: ScriptClock.Instant(offset: time)) { await executor.settle() }
  }
}
