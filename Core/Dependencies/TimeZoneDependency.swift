#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DependencyValues {
  /// The time zone that dates are shown, and split into days, in.
  ///
  /// Live: the user's current time zone. Test: GMT, which is UTC without daylight saving, so
  /// "the same day" or "9 o'clock" in a test never depends on where the machine is. A test
  /// about another zone overrides it.
  ///
  /// ```swift
  /// @Dependency(\.timeZone) var timeZone
  /// let hour = Calendar(identifier: .gregorian).dateComponents(in: timeZone, from: now).hour
  /// ```
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}

private enum TimeZoneKey: DependencyKey {
  static var liveValue: TimeZone { .autoupdatingCurrent }
  static var testValue: TimeZone { .gmt }
}
