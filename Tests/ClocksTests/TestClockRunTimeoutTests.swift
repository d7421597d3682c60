import ComposableArchitecture
import Testing

@MainActor
struct TestClockRunTimeoutTests {
  let clock = TestClock()

  @Test func runWithTimeoutAdvancesUntilNoSleeperIsLeft() async throws {
    let woken = LockIsolated<[Int]>([])
    let sleepers = [30, 60].map { seconds in
      Task { [clock] in
        try await clock.sleep(for: .seconds(seconds))
        woken.withValue { $0.append(seconds) }
      }
    }
    // The tasks are not the store's effects: wait until both sleep.
    while clock.sleeperCount < 2 { await Task.yield() }
    // Generous: the wall clock only bounds a sleep that never ends, and a loaded machine is slow.
    await clock.run(timeout: .seconds(60))
    // A sleeper left over would keep the test waiting; cancelled, it throws and fails it instead.
    for sleeper in sleepers { sleeper.cancel() }
    for sleeper in sleepers { try await sleeper.value }
    #expect(woken.value == [30, 60])
    #expect(clock.now == ImmediateClock.Instant(offset: .seconds(60)))
  }

  @Test func runWithTimeoutFailsOnASleepThatNeverEnds() async {
    let timer = Task { [clock] in
      while true { try await clock.sleep(for: .seconds(1)) }
    }
    while clock.sleeperCount < 1 { await Task.yield() }
    await withKnownIssue {
      await clock.run(timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains("Expected all sleeps to finish, but some are still suspending after")
    }
    #expect(clock.sleeperCount == 1)
    timer.cancel()
  }
}
