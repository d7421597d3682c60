import ComposableArchitecture

/// The clock of a scripted run: time stands still until the script says `wait`, then moves
/// to each sleeper's deadline in turn (`ScriptRun` lets effects run between), so ten minutes
/// of a meeting take as long as the work they cause, not ten minutes.
///
/// Programs get it as their `continuousClock` dependency. It is not the testing module's
/// `TestClock`: programs do not link that module (only test targets do), and this clock
/// leaves the settling between wake-ups to its runner instead of a test executor. Both keep
/// their time and sleepers in the `ManualTimeline` of Clocks.
public final class ScriptClock: Clock, Sendable {
  public typealias Instant = ImmediateClock.Instant

  private let timeline = ManualTimeline()

  /// A clock at time zero.
  public init() {}

  public var now: Instant { timeline.now }
  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await timeline.sleep(until: deadline)
  }

  /// Wakes the earliest sleeper due by `deadline` (ties in the order they slept), moving time
  /// to its deadline; false when none is due.
  func wakeNext(dueBy deadline: Instant) -> Bool {
    timeline.wakeNext(dueBy: deadline)
  }

  /// Back to time zero, for a run started again from the beginning (the inspector's fork).
  func rewind() {
    timeline.rewind()
  }

  /// Moves time to `deadline`, waking each sleeper due by then in deadline order and running
  /// `settle` after each, so effects run between wake-ups as they would in real time.
  @MainActor
  func advance(to deadline: Instant, settlingAfterEach settle: () async -> Void) async {
    while wakeNext(dueBy: deadline) {
      await settle()
    }
    move(to: deadline)
  }

  /// Moves time to `deadline` once no sleeper before it is left.
  func move(to deadline: Instant) {
    timeline.move(to: deadline)
  }
}
