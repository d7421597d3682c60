/// A shared value kept in memory under a name, for features that share it without saving it:
/// `@Shared(.inMemory("stats")) var stats = Stats()`.
///
/// Within one storage (per store in tests, the whole program live), equal names are one value;
/// it lives as long as the storage.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  /// The value's name; equal names are one value in a storage.
  public let name: String

  /// Names the value.
  public init(_ name: String) {
    self.name = name
  }

  public var id: InMemoryKeyID { InMemoryKeyID(name: name) }

  /// Nothing is stored anywhere but in memory: the default is used.
  public func load() -> Value? { nil }

  /// Nothing to save.
  public func save(_ value: Value) {}
}

/// The id of an ``InMemoryKey``, apart from every other kind of key's.
public struct InMemoryKeyID: Hashable, Sendable, CustomStringConvertible {
  let name: String
  public var description: String { "inMemory(\"\(name)\")" }
}

extension SharedKey {
  /// A value kept in memory under `name`; see ``InMemoryKey``.
  public static func inMemory<Value>(_ name: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(name)
  }
}
