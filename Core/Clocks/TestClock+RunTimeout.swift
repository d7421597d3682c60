import IssueReporting

extension TestClock {
  /// Advances until no sleeper is left, as the reference's `run(timeout:)` does: when sleepers
  /// remain after `duration` of real time (a timer that never ends), the test fails, saying
  /// so, and the clock stops where it got to.
  @MainActor
  public func run(
    timeout duration: Duration,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    let wallClock = ContinuousClock()
    let deadline = wallClock.now.advanced(by: duration)
    await advance()
    while sleeperCount > 0 {
      guard wallClock.now < deadline else {
        reportIssue(
          """
          Expected all sleeps to finish, but some are still suspending after \(duration).

          There are sleeps suspending on the clock that never end, e.g. a timer. Cancel the \
          effect that sleeps (send its stop action, or cancel the task `send` returned) before \
          running the clock, or advance it by a given duration instead.
          """,
          fileID: fileID, filePath: filePath, line: line, column: column
        )
        return
      }
      await run(maximumSteps: 1)
    }
  }
}
