import Synchronization

/// A one-way switch a recognition task waits on beside its clock, so `finishTask` ends the
/// stream at once instead of after the word being "spoken".
final class FinishSignal: Sendable {
  private struct Waiter {
    let id: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var isFinished = false
    var waiters: [Waiter] = []
    var nextID = 0
  }

  private let state = Mutex(State())

  /// Whether `finish()` was called.
  var isFinished: Bool { state.withLock { $0.isFinished } }

  /// Flips the switch and wakes every waiter; later calls do nothing.
  func finish() {
    let waiters = state.withLock { state -> [Waiter] in
      state.isFinished = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.continuation.resume() }
  }

  /// Returns once the switch is flipped, or once the waiting task is cancelled.
  func wait() async {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // Checked under the lock: a finish or cancellation that came first found no waiter.
        let resumesNow = state.withLock { state in
          if state.isFinished || Task.isCancelled { return true }
          state.waiters.append(Waiter(id: id, continuation: continuation))
          return false
        }
        if resumesNow { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { state -> Waiter? in
        guard let index = state.waiters.firstIndex(where: { $0.id == id }) else { return nil }
        return state.waiters.remove(at: index)
      }
      waiter?.continuation.resume()
    }
  }
}
