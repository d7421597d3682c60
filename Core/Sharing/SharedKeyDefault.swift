/// A key with the value to use when nothing is stored: `Self[.fileStorage(url), default: []]`.
///
/// A feature then writes `@Shared(.syncUps) var syncUps` with no initial value, and a test
/// `@Shared(.syncUps) var syncUps = [syncUp]`, whose type comes from the key: a plain key
/// leaves Swift to type the literal on its own, as an array.
public struct SharedKeyDefault<Base: SharedKey>: SharedKey {
  /// The key the value is kept under.
  public let base: Base
  /// The value when nothing is stored.
  public let defaultValue: @Sendable () -> Base.Value

  public var id: Base.ID { base.id }
  public func load() throws -> Base.Value? { try base.load() }
  public func save(_ value: Base.Value) throws { try base.save(value) }
  public var saveDelay: Duration { base.saveDelay }
}

extension SharedKeyDefault {
  /// `key`, with `value` when nothing is stored under it: in a key's declaration,
  /// `static var syncUps: Self { Self[SyncUpsKey(), default: []] }`.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }
}

extension SharedKey {
  /// This key with a default value (see ``SharedKeyDefault``).
  public typealias Default = SharedKeyDefault<Self>
}

extension Shared {
  /// The value stored under `key`, or `wrappedValue` when nothing is stored (not the key's
  /// own default): `@Shared(.syncUps) var syncUps = [syncUp]` in a test.
  public init<Base: SharedKey<Value>>(wrappedValue: @autoclosure () -> Value, _ key: SharedKeyDefault<Base>) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// The value stored under `key`, or the key's default: `@Shared(.syncUps) var syncUps`.
  public init<Base: SharedKey<Value>>(_ key: SharedKeyDefault<Base>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }
}
