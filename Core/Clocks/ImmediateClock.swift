import Synchronization

/// A clock whose sleeps return at once while its time moves forward: for previews, demo modes
/// and tests that do not care how long an effect waits.
public final class ImmediateClock: Clock, Sendable {
  /// A point in the immediate clock's time.
  public struct Instant: InstantProtocol, Sendable {
    public var offset: Duration
    public init(offset: Duration = .zero) { self.offset = offset }
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }

  private let current = Mutex(Instant())

  /// Creates a clock at time zero.
  public init() {}

  public var now: Instant { current.withLock { $0 } }
  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try Task.checkCancellation()
    current.withLock { $0 = max($0, deadline) }
    await Task.yield()
  }
}
