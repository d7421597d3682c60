import ComposableCore
import Synchronization

/// A clock that only moves when the test says so: `advance(by:)` and `run()` wake the sleepers
/// whose deadlines are reached, in time order, letting effects run between each.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Timer.State()) { Timer() } withDependencies: {
///   $0.continuousClock = clock
/// }
/// await store.send(.startButtonTapped) { $0.isRunning = true }
/// await clock.advance(by: .seconds(1))
/// await store.receive(\.tick) { $0.seconds = 1 }
/// ```
public final class TestClock: Clock, Sendable {
  public typealias Instant = ImmediateClock.Instant

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Timeline {
    var now = Instant()
    var sleepers: [Sleeper] = []
    var nextSleeperID = 0
  }

  private let timeline = Mutex(Timeline())

  /// Creates a clock at time zero.
  public init() {
    TestFailureReporter.install()
  }

  public var now: Instant { timeline.withLock { $0.now } }
  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let id = timeline.withLock { timeline in
      defer { timeline.nextSleeperID += 1 }
      return timeline.nextSleeperID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        // Checked under the lock: a cancellation that came before the sleeper was added found
        // nothing to resume, so the sleep must end here instead of waiting forever.
        let outcome = timeline.withLock { timeline -> Result<Bool, CancellationError> in
          if Task.isCancelled { return .failure(CancellationError()) }
          if deadline <= timeline.now { return .success(true) }
          timeline.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return .success(false)
        }
        switch outcome {
        case .success(true): continuation.resume()
        case .success(false): break
        case let .failure(error): continuation.resume(throwing: error)
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

  /// Moves time forward by `duration`, waking sleepers in deadline order (ties in the order
  /// they went to sleep) and letting effects run after each.
  @MainActor
  public func advance(by duration: Duration = .zero) async {
    let end = now.advanced(by: duration)
    await advance(to: end)
  }

  /// Moves time forward to `deadline`.
  @MainActor
  public func advance(to deadline: Instant) async {
    await TestEffectExecutor.shared.settle()
    while let sleeper = popSleeper(dueBy: deadline) {
      sleeper.continuation.resume()
      await TestEffectExecutor.shared.settle()
    }
    timeline.withLock { $0.now = max($0.now, deadline) }
    await TestEffectExecutor.shared.settle()
  }

  /// Advances until no sleeper is left; for effects that finish after a known number of ticks.
  /// Stops after `maximumSteps` wake-ups, so a never-ending timer cannot hang the test.
  @MainActor
  public func run(maximumSteps: Int = 10_000) async {
    await TestEffectExecutor.shared.settle()
    var steps = 0
    while steps < maximumSteps, let next = timeline.withLock({ $0.sleepers.map(\.deadline).min() }) {
      await advance(to: next)
      steps += 1
    }
  }

  /// The number of effects sleeping on this clock now.
  public var sleeperCount: Int { timeline.withLock { $0.sleepers.count } }

  private func popSleeper(dueBy deadline: Instant) -> Sleeper? {
    timeline.withLock { timeline in
      let due = timeline.sleepers.enumerated().filter { $0.element.deadline <= deadline }
      guard let first = due.min(by: { ($0.element.deadline, $0.element.id) < ($1.element.deadline, $1.element.id) })
      else { return nil }
      timeline.now = max(timeline.now, first.element.deadline)
      return timeline.sleepers.remove(at: first.offset)
    }
  }
}
