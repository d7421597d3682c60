import ComposableCore
import Foundation
import Persistence

/// A shared value kept as JSON under a key of a SQLite ``KeyValueStore``:
/// `@Shared(.keyValue("sharedStateDemoCount")) var count = 0`.
///
/// The store is the `defaultKeyValueStore` dependency in force where the shared value is
/// created; the program sets it. Each change is saved at once (one small transaction). A
/// stored value that does not decode gives the default and shows in
/// `$count.persistenceError`; the row is left as it is until the next change.
public struct KeyValueStoreKey<Value: Codable & Sendable>: SharedKey {
  /// The key the value is stored under.
  public let key: String
  private let store: KeyValueStore?

  /// Keeps the value under `key` in the `defaultKeyValueStore` dependency's store.
  public init(_ key: String) {
    self.key = key
    self.store = DependencyValues.current.defaultKeyValueStore
  }

  public var id: KeyValueStoreKeyID {
    KeyValueStoreKeyID(database: store.map { ObjectIdentifier($0.database) }, table: store?.table, key: key)
  }

  public func load() throws -> Value? {
    try requireStore().get(key, as: Value.self)
  }

  public func save(_ value: Value) throws {
    try requireStore().set(value, for: key)
  }

  private func requireStore() throws -> KeyValueStore {
    guard let store else { throw KeyValueStoreKeyError.noStore(key: key) }
    return store
  }
}

/// The id of a ``KeyValueStoreKey``: the database, the table and the key.
public struct KeyValueStoreKeyID: Hashable, Sendable, CustomStringConvertible {
  let database: ObjectIdentifier?
  let table: String?
  let key: String
  public var description: String { "keyValue(\"\(key)\")" }
}

/// Why a key-value shared value has nowhere to be kept.
public enum KeyValueStoreKeyError: Error, Equatable, CustomStringConvertible {
  /// No `defaultKeyValueStore` was set where the shared value was created.
  case noStore(key: String)

  public var description: String {
    switch self {
    case let .noStore(key):
      "\(key) is kept in memory only: no key-value store is set. Set one with "
        + "withDependencies { $0.defaultKeyValueStore = … }."
    }
  }
}

extension SharedKey {
  /// A value kept under `key` in the `defaultKeyValueStore`; see ``KeyValueStoreKey``.
  public static func keyValue<Value>(_ key: String) -> Self where Self == KeyValueStoreKey<Value> {
    KeyValueStoreKey(key)
  }
}

extension DependencyValues {
  /// The key-value store `.keyValue` shared values are kept in; nil (the default) keeps them
  /// in memory and says so in their `persistenceError`.
  public var defaultKeyValueStore: KeyValueStore? {
    get { self[DefaultKeyValueStoreKey.self] }
    set { self[DefaultKeyValueStoreKey.self] = newValue }
  }
}

private enum DefaultKeyValueStoreKey: DependencyKey {
  static let liveValue: KeyValueStore? = nil
  static let testValue: KeyValueStore? = nil
}
