import ComposableArchitecture
import Testing

@MainActor
struct ClockTests {
  @Test func immediateClockReturnsAtOnceAndMovesTime() async throws {
    let clock = ImmediateClock()
    let start = clock.now
    try await clock.sleep(for: .seconds(5))
    #expect(start.duration(to: clock.now) == .seconds(5))
    try await clock.sleep(until: start.advanced(by: .seconds(1)), tolerance: nil)
    #expect(start.duration(to: clock.now) == .seconds(5))
  }

  @Test func immediateClockThrowsWhenCancelled() async {
    let clock = ImmediateClock()
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await clock.sleep(for: .seconds(1))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now == ImmediateClock.Instant())
  }

  @Test func instantsOrderByOffset() {
    let zero = ImmediateClock.Instant()
    let later = zero.advanced(by: .milliseconds(10))
    #expect(zero < later)
    #expect(later.duration(to: zero) == .milliseconds(-10))
  }

  @Test func unimplementedClockReportsTheDependencyName() async {
    let issues = await IssueReporters.capture {
      try? await UnimplementedClock(name: "timerClock").sleep(for: .seconds(1))
    }
    #expect(issues.map(\.message) == [
      "Unimplemented: @Dependency(\\.timerClock) was used in a test without being overridden. Install a TestClock or ImmediateClock with withDependencies: { $0.timerClock = clock }.",
    ])
  }

  @Test func liveContextUsesTheContinuousClock() {
    var values = DependencyValues()
    values.context = .live
    #expect(values.continuousClock is ContinuousClock)
    values.context = .preview
    #expect(values.continuousClock is ImmediateClock)
    values.context = .test
    #expect(values.continuousClock is UnimplementedClock)
  }
}
