import ComposableArchitecture
import TerminalUI

extension ProgramDriver {
  /// The inspector's fork: the program continues from right after action `number`, with the
  /// effects that were in flight then in flight again, and what came after it is dropped.
  ///
  /// An effect's progress cannot be wound back, so the run is started again instead: every
  /// effect is cancelled, the clock goes back to zero, the state (shared values too) back to
  /// what it was when the log began, and the actions sent to the store up to `number` are
  /// sent again at their times, on the virtual clock. UUIDs, random numbers and HTTP answers
  /// come again as they came (`RunHistory`, the seed), so the new run is the old one up to
  /// there. The session kept for `--record` or the export is cut there too.
  ///
  /// The inspector asks only where it can be done: `inspector(of:)` gives it this where the
  /// run has the virtual clock and the counting executor, and it forks only with a log kept
  /// from the program's start.
  func fork<State, Action>(_ store: Store<State, Action>, at number: Int, inspector: Inspector<State, Action>) async -> String {
    guard let log = inspector.log, let clock, let root = store.root, log.keepsEverything, inspector.logStartedWithTheStore,
      let start = log.baseline, let target = log.entries.first(where: { $0.number == number })
    else { return "cannot fork here" }
    let sends = log.entries.filter { $0.origin == .sent && $0.number <= number }

    root.cancelAllEffects()
    await settleEffects()
    clock.rewind()
    history.rewind()
    random.restart(with: SeededRandomNumberGenerator(seed: seed))
    root.state = start
    log.baselineShared?.restore()
    log.restart()
    root.notifyObserversUnconditionally()

    for entry in sends {
      await advance(clock, to: entry.time)
      log.willSend()
      store.send(entry.action)
      await settleEffects()
    }
    await advance(clock, to: target.time)
    let used = history.used
    sessionRecorder?.cut(at: number, time: target.time, uuids: used.uuids, answers: used.answers)
    return "forked after #\(number)"
  }

  /// Moves the clock to `time`, letting effects run after each sleeper it wakes and at the end.
  private func advance(_ clock: ScriptClock, to time: Duration) async {
    await clock.advance(to: ScriptClock.Instant(offset: time)) { await settleEffects() }
    await settleEffects()
  }

  /// Lets effects run until none can go on without the clock; real I/O in flight is waited for.
  private func settleEffects() async {
    repeat {
      if let externalWork, !externalWork.isIdle { await externalWork.idle() }
    } while await (executor?.settle() ?? 0) > 0 || externalWork?.isIdle == false
  }
}
