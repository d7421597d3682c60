import Synchronization

/// Tells a store's observers about changes to the shared values in its state that its own
/// batches did not make: by an effect, by another store, by a save or a load.
///
/// Watchers are called on the thread that made the change, so the notice hops to the main
/// actor; a burst of changes before it gets there is told once. Changes the store's own
/// batch made are told at the end of the batch, which clears the notice.
///
/// Made with its store, which holds it in a constant, so the end of every batch checks it
/// without retaining it; it tells nobody until the store is first observed.
@usableFromInline
final class SharedChangeNotice: SharedReferenceWatcher {
  private let pendingChanges = Atomic<Int>(0)
  private let notify = Mutex<(@MainActor @Sendable () -> Void)?>(nil)

  init() {}

  /// Starts telling `notify` about changes.
  func start(_ notify: @escaping @MainActor @Sendable () -> Void) {
    self.notify.withLock { $0 = notify }
  }

  @usableFromInline func sharedReference(_ reference: any AnySharedReference, didChangeFrom oldValue: any Sendable) {
    guard pendingChanges.add(1, ordering: .sequentiallyConsistent).oldValue == 0 else { return }
    Task { @MainActor [self] in
      if pendingChanges.exchange(0, ordering: .sequentiallyConsistent) > 0, let notify = notify.withLock({ $0 }) {
        notify()
      }
    }
  }

  /// Forgets the changes made so far: the store is telling its observers now. Most batches
  /// find nothing to forget, and a load is far cheaper than a sequentially consistent store;
  /// a change that slips in between the two is told again later, which is harmless.
  @usableFromInline func clear() {
    guard pendingChanges.load(ordering: .relaxed) != 0 else { return }
    pendingChanges.store(0, ordering: .sequentiallyConsistent)
  }
}
