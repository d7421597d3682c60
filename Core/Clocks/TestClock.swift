import ConcurrencyExtras

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

  /// A sleep until now (`sleep(for: .zero)`) waits for the next `advance`, as the reference's
  /// test clock does.
  private let timeline = ManualTimeline(sleepAtNowWaits: true)

  /// Creates a clock at time zero.
  public init() {
  }

  public var now: Instant { timeline.now }
  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await timeline.sleep(until: deadline)
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
    while timeline.wakeNext(dueBy: deadline) {
      await TestEffectExecutor.shared.settle()
    }
    timeline.move(to: deadline)
    await TestEffectExecutor.shared.settle()
  }

  /// Advances until no sleeper is left; for effects that finish after a known number of ticks.
  /// Stops after `maximumSteps` wake-ups, so a never-ending timer cannot hang the test.
  @MainActor
  public func run(maximumSteps: Int = 10_000) async {
    await TestEffectExecutor.shared.settle()
    var steps = 0
    while steps < maximumSteps, let next = timeline.nextDeadline {
      await advance(to: next)
      steps += 1
    }
  }

  /// The number of effects sleeping on this clock now.
  public var sleeperCount: Int { timeline.sleeperCount }
}
