import Synchronization

/// A one-way switch a recording waits on beside its clock, so that stopping ends it at once
/// rather than at the next tick.
public final class StopSignal: Sendable {
  private struct State {
    var isSignalled = false
    var waiters: [Int: CheckedContinuation<Void, Never>] = [:]
    var nextID = 0
  }

  private let state = Mutex(State())

  /// A switch not yet flipped.
  public init() {}

  /// Whether `signal()` was called.
  public var isSignalled: Bool { state.withLock { $0.isSignalled } }

  /// Flips the switch and wakes every waiter; later calls do nothing.
  public func signal() {
    let waiters = state.withLock { state in
      state.isSignalled = true
      defer { state.waiters = [:] }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once the switch is flipped, or once the waiting task is cancelled.
  public func wait() async {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        // Checked under the lock: a signal or cancellation that came first found no waiter.
        let resumesNow = state.withLock { state in
          if state.isSignalled || Task.isCancelled { return true }
          state.waiters[id] = continuation
          return false
        }
        if resumesNow { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiters.removeValue(forKey: id) }?.resume()
    }
  }
}

/// A value behind a lock, shared by the closures of a client.
public final class LockedValue<Value: Sendable>: Sendable {
  private let value: Mutex<Value>

  /// A lock around `value`.
  public init(_ value: Value) {
    self.value = Mutex(value)
  }

  /// Runs `body` with the value, under the lock.
  public func withValue<Result: Sendable>(_ body: (inout sending Value) -> sending Result) -> Result {
    value.withLock { body(&$0) }
  }
}
