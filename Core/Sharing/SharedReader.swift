/// A shared value a feature may read but not change: it sees every change made elsewhere, as
/// a ``Shared`` does, and has no `withLock`, so the compiler keeps the feature from writing.
///
/// ```swift
/// struct State: Equatable {
///   @SharedReader(.fileStorage(settingsURL)) var settings = Settings()
///   var count: SharedReader<Int>   // handed in by a parent: SharedReader(parent.$stats.count)
/// }
/// ```
///
/// Stores watch it as they watch a `Shared`: a change to the value behind it redraws them, and
/// a test store asserts it.
import CustomDump
import Dependencies

@propertyWrapper
@dynamicMemberLookup
public struct SharedReader<Value: Sendable>: Sendable {
  package let source: any SharedSource<Value>

  package init(source: any SharedSource<Value>) {
    self.source = source
  }

  /// A read-only view of `shared`: it reads what `shared` holds, now and after every change.
  public init(_ shared: Shared<Value>) {
    self.init(source: shared.access)
  }

  /// A value kept in memory that never changes: for previews and tests of a feature that only
  /// reads.
  public init(value: Value) {
    self.init(source: SharedReference(value: value))
  }

  /// The value stored under `key` in the store's shared storage, read-only: the one already
  /// there (shared with every `Shared` of that key), or the stored one loaded now, or
  /// `wrappedValue` when nothing is stored or it can't be read (see ``loadError``).
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    let storage = DependencyValues.current.sharedStorage
    self.init(source: storage.reference(for: key, default: wrappedValue))
  }

  /// The value stored under `key`, or `wrappedValue` when nothing is stored.
  public init<Base: SharedKey<Value>>(wrappedValue: @autoclosure () -> Value, _ key: SharedKeyDefault<Base>) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }

  /// The value stored under `key`, or the key's default.
  public init<Base: SharedKey<Value>>(_ key: SharedKeyDefault<Base>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// The current value.
  public var wrappedValue: Value {
    if SharedReading.isBound, case let .snapshot(snapshot)? = SharedReading.current {
      return source.read(in: snapshot)
    }
    return source.read(in: nil)
  }

  /// The shared value itself, `state.$settings`, to hand it to a child or read its status.
  public var projectedValue: SharedReader<Value> { self }

  /// A part of the value as a read-only shared value of its own: `$settings.theme`.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: KeyPath<Value, Member> & Sendable
  ) -> SharedReader<Member> {
    SharedReferences.noteNewReference()
    return SharedReader<Member>(source: SharedReadOnlyProperty(parent: source, keyPath: keyPath))
  }

  /// Why the stored value could not be read the last time it was; see ``Shared/loadError``.
  public var loadError: (any Error)? {
    source.root.status.loadError
  }

  /// Whether a ``load()`` is reading the stored value now.
  public var isLoading: Bool {
    source.root.status.isLoading
  }

  /// Reads the stored value again, off the calling thread; throws what ``loadError`` then
  /// holds. Does nothing for values kept in memory.
  public func load() async throws {
    try await source.root.load()
  }
}

extension Shared {
  /// A part of the value reached by a key path that can't write, as a read-only shared value:
  /// `$stats.isEven` for a computed property.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: KeyPath<Value, Member> & Sendable
  ) -> SharedReader<Member> {
    SharedReferences.noteNewReference()
    return SharedReader<Member>(source: SharedReadOnlyProperty(parent: access, keyPath: keyPath))
  }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Equal when the current values are; in a test store's assertion, as for ``Shared``.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if SharedReading.isBound, case let .comparison(left, right)? = SharedReading.current {
      return lhs.source.read(in: left) == rhs.source.read(in: right)
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension SharedReader: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

extension SharedReader: SharedReferenceHolder {
  package var sharedRoot: any AnySharedReference { source.root }
}
