/// A value several features hold at once: a change made through one is seen by all of them at
/// the same moment. Copies of a `Shared` share one reference; equality and dumps use the
/// current value.
///
/// ```swift
/// struct State: Equatable {
///   @Shared(.inMemory("stats")) var stats = Stats()
/// }
/// // in the reducer:
/// state.$stats.withLock { $0.count += 1 }
/// ```
///
/// The value is read like any property (`state.stats.count`) and changed only through
/// ``withLock(_:)``. A key (``SharedKey``) says where the value is kept; the dependency
/// `sharedStorage` decides whether it is loaded and saved (see ``SharedStorage``). A child
/// is handed a shared value, or a part of one, through its memberwise initializer:
/// `Child.State(stats: state.$stats)`, `Detail.State(syncUp: syncUp)` with
/// `$syncUps[id: id]`.
import CustomDump
import Dependencies
import IdentifiedCollections

@propertyWrapper
@dynamicMemberLookup
public struct Shared<Value: Sendable>: Sendable {
  package let access: any SharedAccess<Value>
  /// The root reference when this is a whole shared value, not a part: reading and changing
  /// it then skip `access` and are specialized for `Value` where they are called.
  @usableFromInline let reference: SharedReference<Value>?

  package init(access: any SharedAccess<Value>) {
    self.access = access
    self.reference = access as? SharedReference<Value>
  }

  /// A new shared value kept in memory, shared by the copies of this `Shared` only: for a
  /// parent that hands one value to several children.
  public init(value: Value) {
    self.init(access: SharedReference(value: value))
  }

  /// The value stored under `key` in the store's shared storage: the one already there, or
  /// the stored one loaded now, or `wrappedValue` when nothing is stored (or it can't be read:
  /// see ``persistenceError``).
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    let storage = DependencyValues.current.sharedStorage
    self.init(access: storage.reference(for: key, default: wrappedValue))
  }

  /// The current value. It can't be assigned: change it with ``withLock(_:)``.
  @inlinable
  public var wrappedValue: Value {
    if let reference, !SharedReading.isBound { return reference.value }
    return read()
  }

  @usableFromInline func read() -> Value {
    if SharedReading.isBound, case let .snapshot(snapshot)? = SharedReading.current {
      return access.read(in: snapshot)
    }
    return access.read(in: nil)
  }

  /// The shared value itself, `state.$stats`, to change it or hand it to a child.
  public var projectedValue: Shared<Value> { self }

  /// Changes the value: `body` runs with the lock held, so the change is atomic; then every
  /// store holding the value is told, and a save is scheduled. For a key other processes
  /// share (``CrossProcessSharedKey``: file storage, key-value), the lock is also the key's
  /// own: `body` runs on the stored value as it is now, and it is saved before the lock is
  /// released, so no process loses another's change.
  ///
  /// Inside `body`, use the value it is given: reading or changing this shared value (or a
  /// part of it) again there traps, as the lock is not re-entrant.
  @inlinable
  public func withLock<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let reference, !SharedReading.isBound { return try reference.modify(body) }
    return try modify(body)
  }

  @usableFromInline func modify<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if SharedReading.isBound, case let .snapshot(snapshot)? = SharedReading.current {
      return try access.modify(in: snapshot, body)
    }
    return try access.modify(in: nil, body)
  }

  /// A part of the value as a shared value of its own: `$stats.count`. Changing it changes
  /// the whole.
  public subscript<Member: Sendable>(
    dynamicMember keyPath: WritableKeyPath<Value, Member> & Sendable
  ) -> Shared<Member> {
    SharedReferences.noteNewReference()
    return Shared<Member>(access: SharedProperty(parent: access, keyPath: keyPath))
  }

  /// The last load or save failure of a persisted value, whichever matters more: the save
  /// error, else the load error. One line for a status bar; ``loadError`` and ``saveError``
  /// tell the two apart.
  public var persistenceError: (any Error)? {
    let status = access.root.status
    return status.saveError ?? status.loadError
  }

  /// Why the stored value could not be read the last time it was (the value is then the
  /// default, or what it was before); nil once a read or a save succeeds.
  public var loadError: (any Error)? {
    access.root.status.loadError
  }

  /// Why the last change could not be stored. The change is kept in memory, and the next
  /// change (or ``save()``) tries again; nil once a save succeeds.
  public var saveError: (any Error)? {
    access.root.status.saveError
  }

  /// Whether a ``load()`` is reading the stored value now, for a screen to say so.
  public var isLoading: Bool {
    access.root.status.isLoading
  }

  /// Reads the stored value again, off the calling thread, as after another program changed
  /// it; every store holding it is told. Throws what ``loadError`` then holds. Does nothing for
  /// values kept in memory.
  public func load() async throws {
    try await access.root.load()
  }

  /// Writes the value now, as it is, rather than after the key's save delay (or to try again
  /// after a failure); throws what ``saveError`` then holds.
  public func save() async throws {
    if let error = access.root.saveNow() { throw error }
  }

  /// Reads the stored value again, on the calling thread; see ``load()``. Does nothing for
  /// values kept in memory.
  public func reload() {
    access.root.reload()
  }
}

extension Shared {
  /// The element with `id` as a shared value of its own, so a detail screen holds one element
  /// of a shared list; nil when there is no such element.
  ///
  /// After the element is removed from the list, the derived value still reads as the element
  /// was just before it was removed, and changes to it are dropped.
  public subscript<ID: Hashable & Sendable, Element: Sendable>(id id: ID) -> Shared<Element>?
  where Value == IdentifiedArray<ID, Element> {
    guard let element = wrappedValue[id: id] else { return nil }
    SharedReferences.noteNewReference()
    return Shared<Element>(access: SharedElement(parent: access, id: id, element: element))
  }
}

extension Shared {
  /// The shared value `optional` holds, or nil: `try #require(Shared($syncUps[id: id]))`
  /// reads as in the reference architecture's tests.
  public init?(_ optional: Shared<Value>?) {
    guard let optional else { return nil }
    self = optional
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Equal when the current values are. While a test store compares the two sides of an
  /// assertion, the left side reads the expected value and the right side the actual one.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if SharedReading.isBound, case let .comparison(left, right)? = SharedReading.current {
      return lhs.access.read(in: left) == rhs.access.read(in: right)
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: CustomDumpRepresentable {
  public var customDumpValue: Any { wrappedValue }
}

extension Shared: SharedReferenceHolder {
  package var sharedRoot: any AnySharedReference { access.root }
}
