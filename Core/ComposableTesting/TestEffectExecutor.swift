import Dispatch
import Synchronization

/// Runs the effects of test stores on the main queue, one job at a time, interleaved with the
/// test itself, and counts its jobs, so a test can wait until every effect is blocked (on a
/// test clock, a stream, …) or done: no sleeps, no timeouts.
final class TestEffectExecutor: TaskExecutor {
  static let shared = TestEffectExecutor()

  private let pendingJobs = Atomic<Int>(0)
  private let finishedJobs = Atomic<Int>(0)

  func enqueue(_ job: consuming ExecutorJob) {
    pendingJobs.add(1, ordering: .sequentiallyConsistent)
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    DispatchQueue.main.async {
      job.runSynchronously(on: executor)
      self.pendingJobs.subtract(1, ordering: .sequentiallyConsistent)
      self.finishedJobs.add(1, ordering: .sequentiallyConsistent)
    }
  }

  /// Yields the main actor until effects have stopped making progress: no job queued and none
  /// run for a few rounds in a row.
  @MainActor
  func settle() async {
    var quietRounds = 0
    var rounds = 0
    while quietRounds < 3, rounds < 100_000 {
      let finishedBefore = finishedJobs.load(ordering: .sequentiallyConsistent)
      await Task.yield()
      let isQuiet = pendingJobs.load(ordering: .sequentiallyConsistent) == 0
        && finishedJobs.load(ordering: .sequentiallyConsistent) == finishedBefore
      quietRounds = isQuiet ? quietRounds + 1 : 0
      rounds += 1
    }
  }
}
