import Synchronization

/// Root values of shared references as they were at one moment, apart from the live ones:
/// what a test store compares.
///
/// Every copy of a state holds the same references, so a state kept from before an action
/// would read the values after it. A test store therefore keeps, with each state it records,
/// a snapshot of the values of the shared references that state holds, and reads each side
/// of an assertion through its snapshot (see ``SharedReading``). A reference a snapshot has
/// no value for reads from `base`, then live; a change made while reading through a snapshot
/// stays in it and never reaches the reference (the expected state of an assertion).
@usableFromInline
package final class SharedSnapshot: Sendable {
  private struct Entry: Sendable {
    let reference: any AnySharedReference
    var value: any Sendable
  }

  private let entries: Mutex<[ObjectIdentifier: Entry]>
  /// Where references this snapshot has no value for are read.
  private let base: SharedSnapshot?

  /// An empty snapshot over `base`: an expected state starts as the state it is based on.
  package init(base: SharedSnapshot?) {
    self.entries = Mutex([:])
    self.base = base
  }

  /// The live values of `references`, now.
  package init(capturing references: some Sequence<any AnySharedReference>) {
    var entries: [ObjectIdentifier: Entry] = [:]
    for reference in references {
      entries[ObjectIdentifier(reference)] = Entry(reference: reference, value: reference.anyValue)
    }
    self.entries = Mutex(entries)
    self.base = nil
  }

  /// Whether a value was written into this snapshot: an assertion closure that sets a shared
  /// value, even to the value it has, says what the action did to it.
  package var holdsWrites: Bool { entries.withLock { !$0.isEmpty } }

  /// Sets every reference this snapshot has a value for back to that value, live.
  package func restore() {
    for entry in entries.withLock({ Array($0.values) }) { entry.reference.restore(entry.value) }
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
    entries.withLock { $0[ObjectIdentifier(reference)] = Entry(reference: reference, value: value) }
    return result
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

  /// Runs `operation` with shared values read as `snapshot` holds them, or as they are now
  /// when there is none: how a state kept from before is dumped.
  package static func reading<Result>(_ snapshot: SharedSnapshot?, operation: () throws -> Result) rethrows -> Result {
    guard let snapshot else { return try operation() }
    return try bind(.snapshot(snapshot), operation: operation)
  }
}
