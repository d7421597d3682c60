#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// Makes UUIDs. Tests use ``incrementing`` so new ids are predictable.
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// Creates a generator from a function.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    self.generate = generate
  }

  /// Returns a new UUID.
  public func callAsFunction() -> UUID { generate() }

  /// Random UUIDs, as `UUID()` makes them.
  public static let random = UUIDGenerator { UUID() }

  /// Always `uuid`: for a test that creates one value and names its id up front, e.g.
  /// `$0.uuid = .constant(UUID(incrementing: 7))`. Use ``incrementing`` when ids must differ.
  public static func constant(_ uuid: UUID) -> UUIDGenerator {
    UUIDGenerator { uuid }
  }

  /// `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002`, and so on: each generator
  /// made by this property counts on its own.
  public static var incrementing: UUIDGenerator {
    let counter = Mutex<UInt64>(0)
    return UUIDGenerator {
      let next = counter.withLock { value in
        defer { value += 1 }
        return value
      }
      return UUID(incrementing: next)
    }
  }

  /// `uuids` in order, as a recorded session got them; past the last, an issue is reported
  /// and UUIDs count on from `UUID(incrementing: 0xFFFF_0000_0000)`.
  public static func sequence(_ uuids: [UUID]) -> UUIDGenerator {
    let next = Mutex(0)
    return UUIDGenerator {
      let index = next.withLock { value in
        defer { value += 1 }
        return value
      }
      if index < uuids.count { return uuids[index] }
      reportIssue("UUID number \(index + 1) was asked for; the sequence has only \(uuids.count).")
      return UUID(incrementing: 0xFFFF_0000_0000 + UInt64(index))
    }
  }

  /// A generator that reports an issue when called; the test value of `\.uuid`.
  static let unimplemented = UUIDGenerator {
    reportIssue("Unimplemented: @Dependency(\\.uuid) was called in a test without being overridden. Use withDependencies: { $0.uuid = .incrementing }.")
    return UUID(incrementing: 0)
  }
}

extension UUID {
  /// `UUID(0)` is `00000000-0000-0000-0000-000000000000`, `UUID(1)` ends in `…0001`: the ids
  /// ``UUIDGenerator/incrementing`` makes, by number, as tests write them.
  public init(_ intValue: Int) {
    self.init(incrementing: UInt64(truncatingIfNeeded: intValue))
  }

  /// The UUID whose last 12 hex digits spell `value`, as ``UUIDGenerator/incrementing`` makes.
  public init(incrementing value: UInt64) {
    let hex = String(value, radix: 16)
    let tail = String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    self = UUID(uuidString: "00000000-0000-0000-0000-\(tail.suffix(12))") ?? UUID()
  }
}

extension DependencyValues {
  /// Makes new UUIDs for ids of new values.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator.random
  static let testValue = UUIDGenerator.unimplemented
}
