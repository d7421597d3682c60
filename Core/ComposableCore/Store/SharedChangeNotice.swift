import Synchronization

/// Tells a store's observers about changes to the shared values in its state that its own
/// batches did not make: by an effect, by another store, by a save or a load.
///
/// Watchers are called on the thread that made the change, so the notice hops to the main
/// actor; a burst of changes before it gets there is told once. Changes the store's own
/// batch made are told at the end of the batch, which clears the notice.
final class SharedChangeNotice: SharedReferenceWatcher {
  private let pendingChanges = Atomic<Int>(0)
  private let notify: @MainActor @Sendable () -> Void

  init(notify: @escaping @MainActor @Sendable () -> Void) {
    self.notify = notify
  }

  func sharedReference(_ reference: any AnySharedReference, didChangeFrom oldValue: any Sendable) {
    guard pendingChanges.add(1, ordering: .sequentiallyConsistent).oldValue == 0 else { return }
    Task { @MainActor [self] in
      if pendingChanges.exchange(0, ordering: .sequentiallyConsistent) > 0 { notify() }
    }
  }

  /// Forgets the changes made so far: the store is telling its observers now.
  func clear() {
    pendingChanges.store(0, ordering: .sequentiallyConsistent)
  }
}
