/// Follows changes other processes make to the stored values of cross-process keys: every
/// ``crossProcessPollInterval`` it asks the reference to reload if the stored version moved.
///
/// Polling, rather than inotify, works the same for a file and a SQLite row, and for a file
/// replaced by a rename (as every save here and many editors do). It runs off the main actor
/// and stops once the reference is released.
package enum SharedStoredValuePolling {
  /// Starts following `reference`'s stored value for as long as the reference lives.
  package static func start<Value>(for reference: SharedReference<Value>) {
    let followed = WeakReference(reference)
    Task.detached(priority: .utility) {
      while true {
        try? await Task.sleep(for: crossProcessPollInterval)
        guard let reference = followed.reference else { return }
        reference.followStoredValue()
      }
    }
  }

  /// Holds a reference without keeping it alive.
  private final class WeakReference<Value: Sendable>: Sendable {
    weak let reference: SharedReference<Value>?

    init(_ reference: SharedReference<Value>) {
      self.reference = reference
    }
  }
}
