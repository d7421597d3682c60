import Synchronization

/// The time and sleepers of a clock that moves only when told: the part the testing module's
/// `TestClock` and the scripted run's `ScriptClock` share. Each of them decides when to move it
/// and how to let effects run between wake-ups.
package final class ManualTimeline: Sendable {
  package typealias Instant = ImmediateClock.Instant

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct State {
    var now = Instant()
    var sleepers: [Sleeper] = []
    var nextSleeperID = 0
  }

  private let state = Mutex(State())
  /// Whether a sleep until the current time waits for the next step, as the reference's test
  /// clocks do: a `sleep(for: .zero)` then lets a test see the effect suspended.
  private let sleepAtNowWaits: Bool

  /// A timeline at time zero with no sleepers. With `sleepAtNowWaits`, a sleep until now
  /// waits for the next move of time (even by zero); without, it returns at once.
  package init(sleepAtNowWaits: Bool = false) {
    self.sleepAtNowWaits = sleepAtNowWaits
  }

  /// The current time.
  package var now: Instant { state.withLock { $0.now } }

  /// How many sleepers wait now.
  package var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// The earliest deadline of a waiting sleeper, if any.
  package var nextDeadline: Instant? { state.withLock { $0.sleepers.map(\.deadline).min() } }

  /// Waits until the timeline reaches `deadline`, or throws when the task is cancelled.
  package func sleep(until deadline: Instant) async throws {
    try Task.checkCancellation()
    let id = state.withLock { state in
      defer { state.nextSleeperID += 1 }
      return state.nextSleeperID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // Checked under the lock: a cancellation that came before the sleeper was added found
        // nothing to resume, so the sleep must end here instead of waiting forever.
        let outcome = state.withLock { state -> Result<Bool, CancellationError> in
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline < state.now || (deadline == state.now && !sleepAtNowWaits) { return .success(true) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .success(false)
        }
        switch outcome {
        case .success(true): continuation.resume()
        case .success(false): break
        case let .failure(error): continuation.resume(throwing: error)
        }
      }
    } onCancel: {
      let cancelled = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Wakes the earliest sleeper due by `deadline` (ties in the order they slept), moving time
  /// to its deadline; false when none is due.
  package func wakeNext(dueBy deadline: Instant) -> Bool {
    let sleeper = state.withLock { state -> Sleeper? in
      let due = state.sleepers.enumerated().filter { $0.element.deadline <= deadline }
      guard let first = due.min(by: { ($0.element.deadline, $0.element.id) < ($1.element.deadline, $1.element.id) })
      else { return nil }
      state.now = max(state.now, first.element.deadline)
      return state.sleepers.remove(at: first.offset)
    }
    sleeper?.continuation.resume()
    return sleeper != nil
  }

  /// Moves time to `deadline`, never back; call it once no sleeper before it is left.
  /// Back to time zero, as a run started again from the beginning does; a sleeper still
  /// waiting is woken with a cancellation, as its timeline is gone.
  package func rewind() {
    let sleepers = state.withLock { state in
      defer {
        state.sleepers.removeAll()
        state.now = Instant()
      }
      return state.sleepers
    }
    for sleeper in sleepers { sleeper.continuation.resume(throwing: CancellationError()) }
  }

  package func move(to deadline: Instant) {
    state.withLock { $0.now = max($0.now, deadline) }
  }
}
