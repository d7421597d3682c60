import Dispatch
import Synchronization

/// Runs a scripted program's effects on the main queue, one job at a time, and counts them,
/// so the runner can wait until every effect is blocked (on the script clock, a stream) or
/// done before the next step: no sleeps, no timeouts, the same order every run.
final class ScriptEffectExecutor: TaskExecutor {
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

  /// Yields the main actor until effects stop making progress: no job queued and none run
  /// for a few rounds in a row. Returns how many jobs ran meanwhile.
  @MainActor
  @discardableResult
  func settle() async -> Int {
    let start = finishedJobs.load(ordering: .sequentiallyConsistent)
    var quietRounds = 0
    var rounds = 0
    while quietRounds < 3, rounds < 100_000 {
      let finishedBefore = finishedJobs.load(ordering: .sequentiallyConsistent)
      await Task.yield()
      let isQuiet =
        pendingJobs.load(ordering: .sequentiallyConsistent) == 0
        && finishedJobs.load(ordering: .sequentiallyConsistent) == finishedBefore
      quietRounds = isQuiet ? quietRounds + 1 : 0
      rounds += 1
    }
    return finishedJobs.load(ordering: .sequentiallyConsistent) - start
  }
}
