/// A key whose stored value other processes may change while this one runs: a second instance
/// of the program, or a person editing the file. Two things make that safe:
///
/// - every change is one read-modify-write the key runs under its own cross-process lock
///   (``update(_:)``), so two processes adding 1 at once end 2 higher, never 1;
/// - the storage polls ``storedVersion()`` a few times a second and reloads when it changed,
///   so a store holding the value redraws within a second.
///
/// `.fileStorage` and `.appStorage` conform; a key that only conforms to ``SharedKey`` is
/// loaded once and saved after changes, as if this process were the only one.
public protocol CrossProcessSharedKey<Value>: SharedKey {
  /// Tells one stored state from another without decoding it: a file's inode, size and
  /// times, a row's text. Must change whenever what is stored changes.
  associatedtype Version: Equatable & Sendable

  /// The version of what is stored now; nil when nothing is.
  func storedVersion() throws -> Version?

  /// The stored value and its version, read together so that the one belongs to the other.
  func loadWithVersion() throws -> (value: Value?, version: Version?)

  /// Runs one change no other process interleaves with: takes the lock, hands `change` the
  /// stored value (or why it could not be read) and its version, stores what `change` returns
  /// (nothing when it returns nil), releases the lock, and returns the version now stored.
  ///
  /// Throws when the lock can't be taken (then `change` has not run) or the value can't be
  /// stored (it has). `change` runs at most once.
  func update(_ change: (_ stored: Result<Value?, any Error>, _ version: Version?) -> Value?) throws -> Version?
}

/// How often a storage that persists looks for changes made by other processes.
package let crossProcessPollInterval = Duration.milliseconds(200)
