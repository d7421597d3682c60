import Synchronization

/// Root values of shared references as a test store asserts them, apart from the live ones:
/// the values at the last assertion, or those an assertion expects.
///
/// Every copy of a state holds the same references, so a state kept from before an action
/// would read the values after it. A test store instead reads each side of an assertion
/// through a snapshot (see ``SharedReading``). A reference the snapshot has no value for reads
/// from `base`, then live; a change made while reading through a snapshot stays in it and
/// never reaches the reference.
@usableFromInline
package final class SharedSnapshot: Sendable {
  private struct Entry: Sendable {
    let reference: any AnySharedReference
    var value: any Sendable
  }

  private let entries = Mutex<[ObjectIdentifier: Entry]>([:])
  /// Where references this snapshot has no value for are read.
  package let base: SharedSnapshot?

  package init(base: SharedSnapshot? = nil) {
    self.base = base
  }

  /// The root value of `reference` as this snapshot sees it.
  package func value<Value>(of reference: SharedReference<Value>) -> Value {
    storedValue(for: reference) as? Value ?? reference.value
  }

  /// Changes the root value of `reference` in this snapshot only.
  package func modify<Value, Result, Failure: Error>(
    _ reference: SharedReference<Value>, _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var value = self.value(of: reference)
    let result = try body(&value)
    set(value, for: reference)
    return result
  }

  /// Keeps `value` for `reference` unless this snapshot has one already: the value from
  /// before the first change since the last assertion.
  package func keepFirst(_ value: any Sendable, for reference: any AnySharedReference) {
    entries.withLock { entries in
      let id = ObjectIdentifier(reference)
      if entries[id] == nil { entries[id] = Entry(reference: reference, value: value) }
    }
  }

  /// A snapshot of the live values of the references this one (and its bases) hold values
  /// for, reading the others through this one: the state as it is now, for a later assertion.
  package func capturingLiveValues() -> SharedSnapshot {
    let capture = SharedSnapshot(base: self)
    for reference in references {
      capture.set(reference.anyValue, for: reference)
    }
    return capture
  }

  /// Takes the values of `other` (its own, not its base's), replacing those held here.
  package func update(from other: SharedSnapshot) {
    let taken = other.entries.withLock { $0 }
    entries.withLock { $0.merge(taken) { _, new in new } }
  }

  /// Whether the snapshot holds no values of its own.
  package var isEmpty: Bool {
    entries.withLock { $0.isEmpty }
  }

  /// Forgets every value: the references read live again.
  package func removeAll() {
    entries.withLock { $0.removeAll() }
  }

  private var references: [any AnySharedReference] {
    let own = entries.withLock { $0.values.map(\.reference) }
    return own + (base?.references ?? [])
  }

  private func set(_ value: any Sendable, for reference: any AnySharedReference) {
    entries.withLock { $0[ObjectIdentifier(reference)] = Entry(reference: reference, value: value) }
  }

  private func storedValue(for reference: any AnySharedReference) -> (any Sendable)? {
    if let entry = entries.withLock({ $0[ObjectIdentifier(reference)] }) { return entry.value }
    return base?.storedValue(for: reference)
  }
}

/// How shared values read in the code running now: live, except while a test store compares
/// or dumps the two sides of an assertion.
@usableFromInline
package enum SharedReading: Sendable {
  /// Shared values read from this snapshot, and changes go into it: the expected state while
  /// an assertion closure runs, one side while it is dumped.
  case snapshot(SharedSnapshot)
  /// `==` between two shared values reads its left side from `left` and its right side from
  /// `right` (nil: live). A test store always puts the expected state on the left.
  case comparison(left: SharedSnapshot?, right: SharedSnapshot?)

  @TaskLocal package static var current: SharedReading?

  /// How many bindings are in force in the whole process: while none is, shared values read
  /// and change live without looking at the task-local.
  @usableFromInline static let bindings = Atomic<Int>(0)

  @inlinable static var isBound: Bool {
    bindings.load(ordering: .relaxed) > 0
  }

  /// Runs `operation` with shared values read as `reading` says.
  package static func bind<Result>(_ reading: SharedReading, operation: () throws -> Result) rethrows -> Result {
    bindings.add(1, ordering: .relaxed)
    defer { bindings.subtract(1, ordering: .relaxed) }
    return try $current.withValue(reading, operation: operation)
  }
}
