/// Where a shared value is kept between uses: in memory, in a file, in a database. Conform to
/// keep values your own way (your own SQLite tables, say); ``Shared/init(wrappedValue:_:)``
/// takes any key.
///
/// A storage that persists (the live one) loads a value through its key when a feature first
/// uses it, and saves it after changes; in tests nothing is loaded or saved unless the test
/// asks for it (see ``SharedStorage``). A key whose value other processes change too conforms
/// to ``CrossProcessSharedKey`` as well.
public protocol SharedKey<Value>: Sendable {
  associatedtype Value: Sendable
  associatedtype ID: Hashable & Sendable

  /// Names the stored value: keys with equal ids are one shared value within a storage.
  var id: ID { get }

  /// The stored value, or nil when nothing is stored yet (the default is used then). Throw
  /// when what is stored can't be read: the default is used, the stored data is not touched
  /// until the next change is saved, and the error shows in `$value.loadError`.
  func load() throws -> Value?

  /// Stores `value`. A thrown error shows in `$value.saveError`, and the value keeps the
  /// change in memory; the next change tries again.
  func save(_ value: Value) throws

  /// How long a save waits after a change, so that a burst of changes is written once. Zero,
  /// the default, saves after every change, on the thread that made it.
  var saveDelay: Duration { get }
}

extension SharedKey {
  public var saveDelay: Duration { .zero }
}
