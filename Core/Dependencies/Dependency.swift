/// Reads a dependency in a reducer or effect, e.g. `@Dependency(\.continuousClock) var clock`.
///
/// The value is looked up when read, so it reflects the overrides of the store, test or
/// `.dependency(...)` modifier in force at that moment.
@propertyWrapper
public struct Dependency<Value>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// Names the dependency to read.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  public var wrappedValue: Value {
    DependencyValues.current[keyPath: keyPath]
  }
}

extension Dependency where Value: TestDependencyKey, Value.Value == Value {
  /// Reads the dependency whose type is its own key, as a client declared with
  /// `extension NumberFactClient: DependencyKey` (or `TestDependencyKey`) is:
  /// `@Dependency(NumberFactClient.self)`.
  public init(_ key: Value.Type) {
    self.init(\DependencyValues.[keyedBy: DependencyKeyType<Value>()])
  }
}

extension DependencyValues {
  /// The value of the key `type` names, reached through a key path (`\.[keyedBy: …]`), as
  /// `@Dependency(Client.self)` keeps one.
  public subscript<Key: TestDependencyKey>(keyedBy type: DependencyKeyType<Key>) -> Key.Value {
    self[Key.self]
  }
}

/// A key type as a hashable value, so that a key path can name the dependency it keys.
public struct DependencyKeyType<Key: TestDependencyKey>: Hashable, Sendable {
  public init() {}
}
