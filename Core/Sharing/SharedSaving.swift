import Synchronization

/// Saves one shared value through its key: after every change, or, for a key with a save
/// delay, once per burst of changes (the first change starts the delay on the clock, the save
/// writes the value as it is then). ``flush(_:)`` saves a waiting change at once.
///
/// Delayed saves run on the main actor, as stores do, so a test that advances a `TestClock`
/// sees the write done when `advance` returns.
@usableFromInline
package final class SharedSaving<Value: Sendable>: Sendable {
  private let key: any SharedKey<Value>
  private let clock: any Clock<Duration>
  /// The delayed save waiting on the clock, if any.
  private let pendingSave = Mutex<Task<Void, Never>?>(nil)

  package init(key: any SharedKey<Value>, clock: any Clock<Duration>) {
    self.key = key
    self.clock = clock
  }

  /// Saves now, or schedules a save unless one is waiting already.
  @usableFromInline func valueDidChange(_ reference: SharedReference<Value>) {
    let delay = key.saveDelay
    guard delay > .zero else {
      save(reference)
      return
    }
    pendingSave.withLock { pending in
      guard pending == nil else { return }
      pending = Task { @MainActor [clock] in
        do {
          try await clock.sleep(for: delay)
        } catch {
          return  // cancelled by a flush, which saved
        }
        guard self.takePendingSave() != nil else { return }
        self.save(reference)
      }
    }
  }

  /// Saves a change still waiting for its delay, now.
  func flush(_ reference: SharedReference<Value>) {
    guard let pending = takePendingSave() else { return }
    pending.cancel()
    save(reference)
  }

  /// Saves now, whether or not a change is waiting for its delay.
  func saveNow(_ reference: SharedReference<Value>) {
    takePendingSave()?.cancel()
    save(reference)
  }

  /// Loads the stored value again into `reference`; a failure keeps the value, shows as its
  /// load error and is returned.
  func reload(into reference: SharedReference<Value>) -> (any Error)? {
    do {
      if let value = try key.load() {
        reference.replaceLoadedValue(value)
      } else {
        reference.updateStatus { $0.loadError = nil }
      }
      return nil
    } catch {
      reference.updateStatus { $0.loadError = error }
      return error
    }
  }

  private func takePendingSave() -> Task<Void, Never>? {
    pendingSave.withLock { pending in
      defer { pending = nil }
      return pending
    }
  }

  private func save(_ reference: SharedReference<Value>) {
    do {
      try key.save(reference.value)
      reference.updateStatus {
        $0.saveError = nil
        $0.loadError = nil
      }
    } catch {
      reference.updateStatus { $0.saveError = error }
    }
  }
}
