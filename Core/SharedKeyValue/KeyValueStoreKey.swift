import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Persistence

/// A shared value kept as JSON under a key of a SQLite ``KeyValueStore``:
/// `@Shared(.appStorage("sharedStateDemoCount")) var count = 0`.
///
/// The store is the `defaultKeyValueStore` dependency in force where the shared value is
/// created; the program sets it. A stored value that does not decode gives the default and
/// shows in `$count.loadError`; the row is left as it is until the next change.
///
/// Several programs may use the database at once: each `withLock` is one `BEGIN IMMEDIATE`
/// transaction that reads the row, applies the change and writes it, so no program loses
/// another's change; and a change another program commits shows within a second (the
/// storage reads the row's text five times a second).
public struct KeyValueStoreKey<Value: Codable & Sendable>: CrossProcessSharedKey {
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

  /// The row's value; nil when there is no row.
  public func load() throws -> Value? {
    try loadWithVersion().value
  }

  /// Writes `value` in one transaction, whatever the row holds.
  public func save(_ value: Value) throws {
    _ = try update { _, _ in value }
  }

  /// The row's JSON text: a change by any program changes it (the text is encoded with sorted
  /// keys, so equal values read alike).
  public func storedVersion() throws -> String? {
    let store = try requireStore()
    return try store.database.read { try storedText(in: $0, table: store.table) }
  }

  /// The row's value and its text, read once so that the one belongs to the other.
  public func loadWithVersion() throws -> (value: Value?, version: String?) {
    guard let text = try storedVersion() else { return (nil, nil) }
    return (try JSONDecoder().decode(Value.self, from: Data(text.utf8)), text)
  }

  /// One change no other connection interleaves with: a `BEGIN IMMEDIATE` transaction that
  /// reads the row, writes what `change` returns, and returns the text written.
  public func update(_ change: (_ stored: Result<Value?, any Error>, _ version: String?) -> Value?) throws -> String? {
    let store = try requireStore()
    // Busy past the database's timeout (a slow disk under another program's writes) before
    // `change` ran: trying again loses nothing. A failure after a few tries shows.
    var changeRan = false
    for _ in 1..<Self.attemptsWhileBusy {
      do {
        return try update(change, in: store, changeRan: &changeRan)
      } catch let error as DatabaseError where error.kind == .locked && !changeRan {
        continue
      }
    }
    return try update(change, in: store, changeRan: &changeRan)
  }

  /// How many times a change is tried while another connection keeps the database busy.
  private static var attemptsWhileBusy: Int { 4 }

  private func update(
    _ change: (_ stored: Result<Value?, any Error>, _ version: String?) -> Value?, in store: KeyValueStore,
    changeRan: inout Bool
  ) throws -> String? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try store.database.write { connection in
      let text = try storedText(in: connection, table: store.table)
      let stored = Result { try text.map { try JSONDecoder().decode(Value.self, from: Data($0.utf8)) } }
      changeRan = true
      guard let value = change(stored, text) else { return text }
      let json = String(decoding: try encoder.encode(value), as: UTF8.self)
      try connection.execute(
        "INSERT INTO \(store.table) (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        [key, json])
      return json
    }
  }

  private func storedText(in connection: Connection, table: String) throws -> String? {
    try connection.queryValue("SELECT value FROM \(table) WHERE key = ?", [key], as: String.self)
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
  public var description: String { "appStorage(\"\(key)\")" }
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
  /// A value kept under `key` in the `defaultKeyValueStore`, as the reference spells a value
  /// kept in UserDefaults; here a row of a SQLite table (see ``KeyValueStoreKey``).
  public static func appStorage<Value>(_ key: String) -> Self where Self == KeyValueStoreKey<Value> {
    KeyValueStoreKey(key)
  }
}

extension DependencyValues {
  /// The key-value store `.appStorage` shared values are kept in; nil (the default) keeps them
  /// in memory and says so in their `loadError` and `saveError`.
  public var defaultKeyValueStore: KeyValueStore? {
    get { self[DefaultKeyValueStoreKey.self] }
    set { self[DefaultKeyValueStoreKey.self] = newValue }
  }
}

private enum DefaultKeyValueStoreKey: DependencyKey {
  static let liveValue: KeyValueStore? = nil
  static let testValue: KeyValueStore? = nil
}
