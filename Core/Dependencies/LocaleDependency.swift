#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DependencyValues {
  /// The locale that numbers, dates and text are formatted for.
  ///
  /// Live: the user's current locale. Test: `en_US_POSIX`, whose formats never change with the
  /// machine's language settings or a new release of the locale data, so formatted text in a
  /// test is stable. A test about another language overrides it.
  ///
  /// ```swift
  /// @Dependency(\.locale) var locale
  /// let text = price.formatted(.number.locale(locale))
  /// ```
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}

private enum LocaleKey: DependencyKey {
  static var liveValue: Locale { .autoupdatingCurrent }
  static var testValue: Locale { Locale(identifier: "en_US_POSIX") }
}
