#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Synchronization

/// The box every copy of a `Shared` points to: the root value behind a lock, what its storage
/// last had to say (``SharedStatus``), and who to tell about changes.
///
/// A change runs inside the lock, so it is atomic; watchers are told after the lock is released,
/// on the thread that made the change. Re-entering the lock from inside a change (reading or
/// changing the same value in a `withLock` closure) traps with a message instead of deadlocking.
@usableFromInline
package final class SharedReference<Value: Sendable>: AnySharedReference {
  @usableFromInline struct Contents: Sendable {
    @usableFromInline var value: Value
    @usableFromInline var status: SharedStatus
    @usableFromInline var watchers: [WeakWatcher] = []
  }

  @usableFromInline let contents: Mutex<Contents>
  /// The thread inside the lock; equal to the current thread only when the lock is re-entered.
  @usableFromInline let lockOwner = Atomic<UInt>(0)
  /// Saves the value through its key; nil when the value lives only in memory.
  @usableFromInline let saving: SharedSaving<Value>?
  /// Runs each change as one read-modify-write under the key's cross-process lock; nil unless
  /// the key is a ``CrossProcessSharedKey`` in a storage that persists.
  @usableFromInline let crossProcess: (any SharedCrossProcessUpdating<Value>)?

  package init(
    value: Value, status: SharedStatus = SharedStatus(), saving: SharedSaving<Value>? = nil,
    crossProcess: (any SharedCrossProcessUpdating<Value>)? = nil
  ) {
    self.contents = Mutex(Contents(value: value, status: status))
    self.saving = saving
    self.crossProcess = crossProcess
    SharedReferences.noteNewReference()
    if crossProcess != nil { SharedStoredValuePolling.start(for: self) }
  }

  /// The current root value.
  @inlinable
  package var value: Value {
    locked { $0.value }
  }

  /// What the storage last had to say.
  @usableFromInline
  package var status: SharedStatus {
    locked { $0.status }
  }

  /// Changes the value in place, then tells the watchers and schedules a save. For a key
  /// shared across processes, the change is made to the stored value as it is now, under
  /// the key's lock, and stored before the lock is released.
  @inlinable
  package func modify<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let (result, oldValue, watchers) = try locked { contents throws(Failure) in
      let oldValue: Value? = contents.watchers.isEmpty ? nil : contents.value
      let result: Result
      if let crossProcess {
        result = try crossProcess.update(&contents.value, &contents.status, body)
      } else {
        result = try body(&contents.value)
      }
      return (result, oldValue, contents.watchers)
    }
    if let oldValue { tell(watchers, oldValue: oldValue) }
    if crossProcess == nil { saving?.valueDidChange(self) }
    return result
  }

  /// Replaces the value without saving it: it came from the storage (a load, a seed). A
  /// successful load clears the load error.
  package func replaceLoadedValue(_ value: Value) {
    let (oldValue, watchers) = locked { contents in
      defer {
        contents.value = value
        contents.status.loadError = nil
      }
      return (contents.value, contents.watchers)
    }
    tell(watchers, oldValue: oldValue)
  }

  /// Changes the status; watchers are told unless nothing worth telling changed (see
  /// ``SharedStatus/differs(from:)``).
  package func updateStatus(_ change: (inout SharedStatus) -> Void) {
    let (changed, value, watchers) = locked { contents in
      let old = contents.status
      change(&contents.status)
      return (contents.status.differs(from: old), contents.value, contents.watchers)
    }
    if changed { tell(watchers, oldValue: value) }
  }

  /// Reads the value again through its key, as after another program changed what is stored;
  /// returns why it could not be read, if it could not.
  @usableFromInline @discardableResult
  package func reload() -> (any Error)? {
    if let crossProcess {
      let (changed, oldValue, watchers, error) = locked { contents in
        let oldValue = contents.value
        let oldStatus = contents.status
        let changed = crossProcess.reload(&contents.value, &contents.status, onlyIfChanged: false)
        return (changed || contents.status.differs(from: oldStatus), oldValue, contents.watchers, contents.status.loadError)
      }
      if changed { tell(watchers, oldValue: oldValue) }
      return error
    }
    return saving?.reload(into: self)
  }

  /// Reloads when another process changed what is stored since this one last read or wrote it.
  package func followStoredValue() {
    guard let crossProcess, crossProcess.storedValueMayHaveChanged() else { return }
    let (changed, oldValue, watchers) = locked { contents in
      let oldValue = contents.value
      let oldStatus = contents.status
      let changed = crossProcess.reload(&contents.value, &contents.status, onlyIfChanged: true)
      return (changed || contents.status.differs(from: oldStatus), oldValue, contents.watchers)
    }
    if changed { tell(watchers, oldValue: oldValue) }
  }

  /// Writes the value as it is now, at once; returns why it could not be written.
  @usableFromInline
  package func saveNow() -> (any Error)? {
    if let crossProcess {
      let (changed, value, watchers, error) = locked { contents in
        let oldStatus = contents.status
        crossProcess.write(contents.value, &contents.status)
        return (contents.status.differs(from: oldStatus), contents.value, contents.watchers, contents.status.saveError)
      }
      if changed { tell(watchers, oldValue: value) }
      return error
    }
    saving?.saveNow(self)
    return status.saveError
  }

  /// Loads the value again on a thread of its own, `isLoading` true meanwhile; throws why it
  /// could not be read. Values kept in memory have nothing to load.
  @usableFromInline
  package func load() async throws {
    guard saving != nil || crossProcess != nil else { return }
    updateStatus { $0.isLoading = true }
    let error = await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: self.reload()) }
    }
    updateStatus { $0.isLoading = false }
    if let error { throw error }
  }

  @usableFromInline
  package func flushPendingSave() {
    saving?.flush(self)
  }

  @usableFromInline
  package var anyValue: any Sendable { value }

  @usableFromInline package func restore(_ value: any Sendable) {
    guard let value = value as? Value else { return }
    modify { $0 = value }
  }

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
