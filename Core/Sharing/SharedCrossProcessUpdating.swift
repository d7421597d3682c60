import Synchronization

/// How a reference whose key is shared across processes changes, reloads and writes its value,
/// seen without the key's type. Every method runs with the reference's lock held, on the value
/// and status it guards.
@usableFromInline
package protocol SharedCrossProcessUpdating<Value>: Sendable {
  associatedtype Value: Sendable

  /// Runs `body` on the stored value as it is now, under the key's lock, and stores the
  /// result. When the lock can't be taken, `body` still changes the value in memory, and the
  /// failure shows as the save error; so does a failed save.
  func update<Result, Failure: Error>(
    _ value: inout Value, _ status: inout SharedStatus, _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result

  /// Reads the stored value into `value`; with `onlyIfChanged`, only when its version is not
  /// the one last seen. Returns whether `value` was replaced.
  func reload(_ value: inout Value, _ status: inout SharedStatus, onlyIfChanged: Bool) -> Bool

  /// Stores `value` as it is, under the key's lock.
  func write(_ value: Value, _ status: inout SharedStatus)

  /// Whether the stored version differs from the one last seen: a cheap check made without
  /// the reference's lock, before ``reload(_:_:onlyIfChanged:)`` makes sure under it.
  func storedValueMayHaveChanged() -> Bool
}

/// A ``CrossProcessSharedKey`` and the version of its stored value this process last read or
/// wrote, so that only other processes' changes cause a reload.
package final class SharedCrossProcessValue<Key: CrossProcessSharedKey>: SharedCrossProcessUpdating {
  package typealias Value = Key.Value

  private let key: Key
  private let seenVersion: Mutex<Key.Version?>

  package init(key: Key, seenVersion: Key.Version?) {
    self.key = key
    self.seenVersion = Mutex(seenVersion)
  }

  package func update<Result, Failure: Error>(
    _ value: inout Value, _ status: inout SharedStatus, _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var outcome: Swift.Result<Result, Failure>?
    do {
      let version = try key.update { stored, storedVersion in
        // After a failed save the value in memory holds changes the storage lacks; they are
        // kept unless another process changed what is stored since (then its change wins,
        // the earlier failure having said ours was not saved).
        let keepsUnsavedChanges = status.saveError != nil && storedVersion == seenVersion.withLock { $0 }
        switch stored {
        case let .success(storedValue?) where !keepsUnsavedChanges:
          value = storedValue
          status.loadError = nil
        case .success:
          break  // nothing stored (yet, or any more), or unsaved changes: memory is written
        case let .failure(error):
          status.loadError = error  // what is there is written over, as after any change
        }
        let result = Swift.Result { () throws(Failure) -> Result in try body(&value) }
        outcome = result
        guard case .success = result else { return nil }
        return value
      }
      if case .success? = outcome {
        seenVersion.withLock { $0 = version }
        status.saveError = nil
        status.loadError = nil
      }
    } catch {
      status.saveError = error
      // What is stored now was seen: the next look reloads only once another process changes
      // it, and the next change keeps the unsaved one unless another process changed it.
      do {
        let version = try key.storedVersion()
        seenVersion.withLock { $0 = version }
      } catch {}
    }
    if let outcome { return try outcome.get() }
    return try body(&value)
  }

  package func reload(_ value: inout Value, _ status: inout SharedStatus, onlyIfChanged: Bool) -> Bool {
    let version: Key.Version?
    do {
      version = try key.storedVersion()
      if onlyIfChanged, version == seenVersion.withLock({ $0 }) { return false }
    } catch {
      status.loadError = error
      return false
    }
    do {
      let (stored, loadedVersion) = try key.loadWithVersion()
      if !onlyIfChanged, status.saveError == nil, loadedVersion == seenVersion.withLock({ $0 }) {
        status.loadError = nil
        return false  // the value in memory is what is stored
      }
      seenVersion.withLock { $0 = loadedVersion }
      status.loadError = nil
      guard let stored else { return false }
      value = stored
      return true
    } catch {
      // Seen, though unreadable: it is read again once it changes, not at every look.
      seenVersion.withLock { $0 = version }
      status.loadError = error
      return false
    }
  }

  package func write(_ value: Value, _ status: inout SharedStatus) {
    do {
      let version = try key.update { _, _ in value }
      seenVersion.withLock { $0 = version }
      status.saveError = nil
      status.loadError = nil
    } catch {
      status.saveError = error
    }
  }

  package func storedValueMayHaveChanged() -> Bool {
    do {
      return try key.storedVersion() != seenVersion.withLock { $0 }
    } catch {
      return false  // nothing to read now; looked at again next time
    }
  }
}
