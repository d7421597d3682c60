import Synchronization

/// A value behind a lock, to share between tasks in tests: what an effect or a stubbed client
/// did, read afterwards by the test.
///
/// ```swift
/// let saved = LockIsolated<[Todo]>([])
/// let client = TodosClient(save: { todos in saved.setValue(todos) })
/// // … then: #expect(saved.value == [todo])
/// ```
@dynamicMemberLookup
public final class LockIsolated<Value>: Sendable {
  // Unchecked: every access goes through the lock, which is what makes the value safe to share.
  private nonisolated(unsafe) var storage: Value
  private let lock = Mutex(())

  public init(_ value: Value) {
    self.storage = value
  }

  /// The value now.
  public var value: Value { lock.withLock { _ in storage } }

  /// A property of the value now.
  public subscript<Subject>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    lock.withLock { _ in storage[keyPath: keyPath] }
  }

  /// Changes the value in one step, under the lock, and returns what `change` returns.
  public func withValue<Result>(_ change: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { _ in try change(&storage) }
  }

  /// Replaces the value.
  public func setValue(_ newValue: Value) {
    lock.withLock { _ in storage = newValue }
  }
}

extension LockIsolated: Equatable where Value: Equatable {
  public static func == (lhs: LockIsolated, rhs: LockIsolated) -> Bool { lhs.value == rhs.value }
}
