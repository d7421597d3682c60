import IssueReporting
/// The test value of `\.continuousClock`: reports an issue naming the dependency when an effect
/// sleeps on it, so a test that forgot to install a test clock fails instead of waiting.
public struct UnimplementedClock: Clock, Sendable {
  public typealias Instant = ImmediateClock.Instant
  private let name: String

  /// Creates a clock that reports uses of the dependency named `name`.
  public init(name: String) { self.name = name }

  public var now: Instant { Instant() }
  public var minimumResolution: Duration { .zero }

  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    reportIssue("Unimplemented: @Dependency(\\.\(name)) was used in a test without being overridden. Install a TestClock or ImmediateClock with withDependencies: { $0.\(name) = clock }.")
    try Task.checkCancellation()
  }
}
