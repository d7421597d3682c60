import Dispatch
import Synchronization

/// Runs the effects of a test store on the main queue, one job at a time, interleaved with the
/// test itself, and counts its jobs, so a test can wait until every effect is blocked (on a
/// test clock, a stream, …) or done: no sleeps, no timeouts.
///
/// Each test store has its own executor, so that waiting for its effects is not slowed down by
/// the effects of tests running at the same time; ``shared`` counts the jobs of them all, for
/// a `TestClock`, which any store's effects may be sleeping on.
package final class TestEffectExecutor: TaskExecutor {
  /// Counts the jobs of every test store's executor.
  package static let shared = TestEffectExecutor(parent: nil)

  private let parent: TestEffectExecutor?
  private let pendingJobs = Atomic<Int>(0)
  private let finishedJobs = Atomic<Int>(0)

  /// An executor for one test store.
  package convenience init() {
    self.init(parent: .shared)
  }

  private init(parent: TestEffectExecutor?) {
    self.parent = parent
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    jobEnqueued()
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    DispatchQueue.main.async {
      job.runSynchronously(on: executor)
      self.jobFinished()
    }
  }

  private func jobEnqueued() {
    pendingJobs.add(1, ordering: .sequentiallyConsistent)
    parent?.jobEnqueued()
  }

  private func jobFinished() {
    pendingJobs.subtract(1, ordering: .sequentiallyConsistent)
    finishedJobs.add(1, ordering: .sequentiallyConsistent)
    parent?.jobFinished()
  }

  /// Yields the main actor until effects have stopped making progress: no job queued and none
  /// run for a few rounds in a row.
  @MainActor
  package func settle() async {
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
