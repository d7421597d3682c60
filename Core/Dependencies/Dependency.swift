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
