import Synchronization

/// Counts the calls of a client endpoint that the test overrides.
final class CallCounter: Sendable {
  private let calls = Atomic<Int>(0)

  /// Counts one call; returns how many came before it.
  @discardableResult
  func record() -> Int { calls.add(1, ordering: .sequentiallyConsistent).oldValue }

  var count: Int { calls.load(ordering: .sequentiallyConsistent) }
}
