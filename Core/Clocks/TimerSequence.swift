import IssueReporting
extension Clock {
  /// Ticks every `interval`, for as long as the loop over it runs: at `interval`, `2 * interval`,
  /// … after the loop starts, whatever the time spent between ticks, so ticks do not drift.
  ///
  /// ```swift
  /// return .run { [clock] send in
  ///   for await _ in clock.timer(interval: .seconds(1)) { await send(.timerTicked) }
  /// }
  /// .cancellable(id: CancelID.timer, cancelInFlight: true)
  /// ```
  ///
  /// Works on any clock, including `\.continuousClock` (`any Clock<Duration>`), `TestClock` and
  /// ``ImmediateClock``. Edge cases: a tick that comes late skips the boundaries it missed
  /// instead of firing them in a burst; the sequence ends when its task is cancelled; an
  /// interval that is not positive reports an issue and ends at once.
  public func timer(interval: Duration) -> TimerSequence<Duration> {
    TimerSequence(interval: interval) { [self] in
      let start = now
      return TimerSequence.Timeline(
        elapsed: { start.duration(to: now) },
        sleep: { elapsed in try await sleep(until: start.advanced(by: elapsed), tolerance: nil) }
      )
    }
  }
}

/// The ticks of ``Swift/Clock/timer(interval:)``: each element is the time elapsed since the
/// loop started, when that tick woke up (`1s`, `2s`, … on a `TestClock`).
///
/// The elements are durations rather than the clock's instants so that a timer can be made from
/// `any Clock<Duration>`, whose instant type is unknown.
public struct TimerSequence<Duration: DurationProtocol>: AsyncSequence, Sendable {
  public typealias Element = Duration
  public typealias Failure = Never

  /// The clock, reduced to what a timer needs, measured from the start of one loop.
  struct Timeline {
    let elapsed: @Sendable () -> Duration
    let sleep: @Sendable (_ until: Duration) async throws -> Void
  }

  private let interval: Duration
  private let start: @Sendable () -> Timeline

  init(interval: Duration, start: @escaping @Sendable () -> Timeline) {
    self.interval = interval
    self.start = start
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(interval: interval, timeline: start())
  }

  /// Sleeps until the next boundary and yields; after a cancellation, yields nothing more.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Failure = Never

    private let interval: Duration
    private let timeline: Timeline
    private var lastDeadline: Duration = .zero
    private var hasEnded = false

    init(interval: Duration, timeline: Timeline) {
      self.interval = interval
      self.timeline = timeline
    }

    public mutating func next() async -> Duration? {
      guard !hasEnded else { return nil }
      guard interval > .zero else {
        hasEnded = true
        reportIssue("A timer's interval must be positive, not \(interval); the timer ends without ticking.")
        return nil
      }
      let elapsedBefore = timeline.elapsed()
      let deadline = nextDeadline(after: elapsedBefore)
      do {
        try await timeline.sleep(deadline)
      } catch {
        hasEnded = true
        return nil
      }
      let elapsed = timeline.elapsed()
      // A clock whose time stands still while it "sleeps" (the unimplemented test clock, which
      // has reported itself) would make the loop spin.
      guard elapsed > elapsedBefore || elapsed >= deadline else {
        hasEnded = true
        return nil
      }
      lastDeadline = deadline
      return elapsed
    }

    /// The first boundary after the previous one that is not already past.
    private func nextDeadline(after elapsed: Duration) -> Duration {
      let next = lastDeadline + interval
      guard next < elapsed else { return next }
      let missed = Int(((elapsed - lastDeadline) / interval).rounded(.down))
      return lastDeadline + interval * (missed + 1)
    }
  }
}
