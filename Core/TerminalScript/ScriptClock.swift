import ComposableCore
import Synchronization

/// The clock of a scripted run: time stands still until the script says `wait`, then moves
/// to each sleeper's deadline in turn (`ScriptRun` lets effects run between), so ten minutes
/// of a meeting take as long as the work they cause, not ten minutes.
///
/// Programs get it as their `continuousClock` dependency. It is not the testing module's
/// `TestClock`: programs do not link that module (only test targets do), and this clock
/// leaves the settling between wake-ups to its runner instead of a test executor.
public final class ScriptClock: Clock, Sendable {
  public typealias Instant = ImmediateClock.Instant

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Timeline {
    var now = Instant()
    var sleepers: [Sleeper] = []
    var nextID = 0
  }

  private let timeline = Mutex(Timeline())

  /// A clock at time zero.
  public init() {}

  public var now: Instant { timeline.withLock { $0.now } }
  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = timeline.withLock { timeline in
      defer { timeline.nextID += 1 }
      return timeline.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // Under the lock: a cancellation that came first found no sleeper to resume.
        let outcome = timeline.withLock { timeline -> Result<Bool, CancellationError> in
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= timeline.now { return .success(true) }
          timeline.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .success(false)
        }
        switch outcome {
        case .success(true): continuation.resume()
        case .success(false): break
        case .failure(let error): continuation.resume(throwing: error)
        }
      }
    } onCancel: {
      let cancelled = timeline.withLock { timeline -> Sleeper? in
        guard let index = timeline.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
        return timeline.sleepers.remove(at: index)
      }
      cancelled?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Wakes the earliest sleeper due by `deadline` (ties in the order they slept), moving time
  /// to its deadline; false when none is due.
  func wakeNext(dueBy deadline: Instant) -> Bool {
    let sleeper = timeline.withLock { timeline -> Sleeper? in
      let due = timeline.sleepers.enumerated().filter { $0.element.deadline <= deadline }
      guard let first = due.min(by: { ($0.element.deadline, $0.element.id) < ($1.element.deadline, $1.element.id) })
      else { return nil }
      timeline.now = max(timeline.now, first.element.deadline)
      return timeline.sleepers.remove(at: first.offset)
    }
    sleeper?.continuation.resume()
    return sleeper != nil
  }

  /// Moves time to `deadline` once no sleeper before it is left.
  func move(to deadline: Instant) {
    timeline.withLock { $0.now = max($0.now, deadline) }
  }
}
