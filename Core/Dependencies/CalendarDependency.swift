#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DependencyValues {
  /// The calendar that dates are split into days, weeks and months with.
  ///
  /// Live: the user's current calendar. Test: Gregorian in GMT with `en_US_POSIX` conventions
  /// (weeks start on Sunday), the same on every machine. A calendar is a value, not an effect,
  /// so a test gets this fixed one rather than a failure; a test about another calendar
  /// overrides it.
  ///
  /// ```swift
  /// @Dependency(\.calendar) var calendar
  /// let isToday = calendar.isDate(meeting.date, inSameDayAs: now)
  /// ```
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }
}

private enum CalendarKey: DependencyKey {
  static var liveValue: Calendar { .autoupdatingCurrent }
  static var testValue: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: "en_US_POSIX")
    calendar.timeZone = .gmt
    return calendar
  }
}
