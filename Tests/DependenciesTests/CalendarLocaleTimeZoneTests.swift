import ComposableArchitecture
import Foundation
import Testing

/// `\.calendar`, `\.locale` and `\.timeZone`: fixed in tests, the machine's own when live.
struct CalendarLocaleTimeZoneTests {
  /// 2024-03-03 23:30 UTC, a Sunday: late enough that most time zones disagree on the day.
  let lateSunday = Date(timeIntervalSince1970: 1_709_508_600)

  @Test func testsGetAFixedGregorianCalendarInGMT() {
    let issues = IssueReporters.capture {
      @Dependency(\.calendar) var calendar
      #expect(calendar.identifier == .gregorian)
      #expect(calendar.timeZone.secondsFromGMT(for: lateSunday) == 0)
      #expect(calendar.locale?.identifier == "en_US_POSIX")
      #expect(calendar.firstWeekday == 1)
      let parts = calendar.dateComponents([.year, .month, .day, .hour, .weekday], from: lateSunday)
      #expect([parts.year, parts.month, parts.day, parts.hour, parts.weekday] == [2024, 3, 3, 23, 1])
    }
    #expect(issues.isEmpty)
  }

  @Test func testsGetPOSIXLocaleAndGMT() {
    let issues = IssueReporters.capture {
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      #expect(locale.identifier == "en_US_POSIX")
      #expect(timeZone.identifier == "GMT")
      #expect(timeZone.secondsFromGMT(for: lateSunday) == 0)
      #expect(1234.5.formatted(.number.locale(locale)) == "1234.5")
    }
    #expect(issues.isEmpty)
  }

  @Test func overridesReachTheReader() {
    withDependencies {
      $0.timeZone = TimeZone(secondsFromGMT: 9 * 3600) ?? .gmt
      $0.locale = Locale(identifier: "de_DE")
      $0.calendar = Calendar(identifier: .iso8601)
    } operation: {
      @Dependency(\.calendar) var calendar
      @Dependency(\.locale) var locale
      @Dependency(\.timeZone) var timeZone
      #expect(timeZone.secondsFromGMT(for: lateSunday) == 9 * 3600)
      #expect(locale.identifier == "de_DE")
      #expect(calendar.identifier == .iso8601)
    }
  }

  @Test func liveValuesAreTheMachines() {
    var values = DependencyValues()
    values.context = .live
    #expect(values.calendar.identifier == Calendar.current.identifier)
    #expect(values.locale.identifier == Locale.current.identifier)
    #expect(values.timeZone.identifier == TimeZone.current.identifier)
  }
}
