import Foundation
import Synchronization

/// The box every copy of a `Shared` points to: the root value behind a lock, the last
/// persistence failure, and who to tell about changes.
///
/// A change runs inside the lock, so it is atomic; watchers are told after the lock is released,
/// on the thread that made the change. Re-entering the lock from inside a change (reading or
/// changing the same value in a `withLock` closure) traps with a message instead of deadlocking.
@usableFromInline
package final class SharedReference<Value: Sendable>: AnySharedReference {
  @usableFromInline struct Contents: Sendable {
    @usableFromInline var value: Value
    @usableFromInline var persistenceError: (any Error)?
    @usableFromInline var watchers: [WeakWatcher] = []
  }

  @usableFromInline let contents: Mutex<Contents>
  /// The thread inside the lock; equal to the current thread only when the lock is re-entered.
  @usableFromInline let lockOwner = Atomic<UInt>(0)
  /// Saves the value through its key; nil when the value lives only in memory.
  @usableFromInline let saving: SharedSaving<Value>?

  package init(value: Value, persistenceError: (any Error)? = nil, saving: SharedSaving<Value>? = nil) {
    self.contents = Mutex(Contents(value: value, persistenceError: persistenceError))
    self.saving = saving
    SharedReferences.noteNewReference()
  }

  /// The current root value.
  @inlinable
  package var value: Value {
    locked { $0.value }
  }

  /// The last load or save failure; nil after a successful save.
  @usableFromInline
  package var persistenceError: (any Error)? {
    locked { $0.persistenceError }
  }

  /// Changes the value in place, then tells the watchers and schedules a save.
  @inlinable
  package func modify<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let (result, oldValue, watchers) = try locked { contents throws(Failure) in
      let oldValue: Value? = contents.watchers.isEmpty ? nil : contents.value
      let result = try body(&contents.value)
      return (result, oldValue, contents.watchers)
    }
    if let oldValue { tell(watchers, oldValue: oldValue) }
    saving?.valueDidChange(self)
    return result
  }

  /// Replaces the value without saving it: it came from the storage (a load, a seed).
  package func replaceLoadedValue(_ value: Value, persistenceError: (any Error)?) {
    let (oldValue, watchers) = locked { contents in
      defer {
        contents.value = value
        contents.persistenceError = persistenceError
      }
      return (contents.value, contents.watchers)
    }
    tell(watchers, oldValue: oldValue)
  }

  /// Records the outcome of a save; watchers are told unless there was no failure before and
  /// there is none now.
  package func setPersistenceError(_ error: (any Error)?) {
    let (changed, value, watchers) = locked { contents in
      let changed = contents.persistenceError != nil || error != nil
      contents.persistenceError = error
      return (changed, contents.value, contents.watchers)
    }
    if changed { tell(watchers, oldValue: value) }
  }

  /// Reads the value again through its key, as after another program changed what is stored.
  @usableFromInline
  package func reload() {
    saving?.reload(into: self)
  }

  @usableFromInline
  package func flushPendingSave() {
    saving?.flush(self)
  }

  @usableFromInline
  package var anyValue: any Sendable { value }

  @usableFromInline
  package func addWatcher(_ watcher: any SharedReferenceWatcher) {
    locked { contents in
      contents.watchers.removeAll { $0.watcher == nil }
      contents.watchers.append(WeakWatcher(watcher: watcher))
    }
  }

  @usableFromInline
  package func removeWatcher(_ watcher: any SharedReferenceWatcher) {
    locked { contents in
      contents.watchers.removeAll { $0.watcher == nil || $0.watcher === watcher }
    }
  }

  @usableFromInline func tell(_ watchers: [WeakWatcher], oldValue: Value) {
    for entry in watchers {
      entry.watcher?.sharedReference(self, didChangeFrom: oldValue)
    }
  }

  @inlinable
  func locked<Result, Failure: Error>(
    _ body: (inout Contents) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let thread = Self.currentThread()
    if lockOwner.load(ordering: .relaxed) == thread {
      fatalError(
        """
        A shared value was read or changed inside its own withLock closure. The lock is not \
        re-entrant: inside the closure, use the value it is given.
        """
      )
    }
    return try contents.withLock { contents throws(Failure) -> sending Result in
      lockOwner.store(thread, ordering: .relaxed)
      defer { lockOwner.store(0, ordering: .relaxed) }
      return try body(&contents)
    }
  }

  @inlinable
  static func currentThread() -> UInt {
    #if canImport(Glibc)
      UInt(pthread_self())
    #else
      UInt(bitPattern: pthread_self())
    #endif
  }
}

/// A watcher held weakly, so a reference never keeps a store alive.
@usableFromInline
struct WeakWatcher: Sendable {
  @usableFromInline weak let watcher: (any SharedReferenceWatcher)?
}
