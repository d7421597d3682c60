import Clocks
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tells the current date. Tests use ``constant(_:)``, or set ``now``, so dates in state are
/// predictable.
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// Creates a generator from a function.
  public init(_ generate: @escaping @Sendable () -> Date) {
    self.generate = generate
  }

  /// The current date. Setting it makes the generator tell that date from then on, as a test
  /// does with `withDependencies: { $0.date.now = Date(timeIntervalSince1970: 0) }`.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// Returns the current date.
  public func callAsFunction() -> Date { generate() }

  /// Always the same date.
  public static func constant(_ date: Date) -> DateGenerator {
    DateGenerator { date }
  }
}

extension DependencyValues {
  /// Tells the current date.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator { Date() }
  static let testValue = DateGenerator {
    reportIssue("Unimplemented: @Dependency(\\.date) was read in a test without being overridden. Use withDependencies: { $0.date = .constant(…) }.")
    return Date(timeIntervalSince1970: 0)
  }
}

extension DateGenerator {
  /// Dates that follow `clock` from `start`: what a program's dates read when its effects
  /// sleep on a virtual clock, as a test generated from a recorded session gives them.
  public static func following(_ clock: TestClock, from start: Date) -> DateGenerator {
    DateGenerator {
      let (seconds, attoseconds) = clock.now.offset.components
      return start.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18)
    }
  }
}
