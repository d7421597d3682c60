#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SyncUpsCore
import TerminalUI

/// How every screen writes times, dates, lengths and theme colours.
extension SyncUpsScreen {
  /// `items` on as few lines of `width` as they fit, never split.
  static func packed(_ items: [String], separator: String, width: Int) -> [String] {
    var lines: [String] = []
    for item in items {
      if let last = lines.last, DisplayWidth.of(last + separator + item) <= width {
        lines[lines.count - 1] = last + separator + item
      } else {
        lines.append(item)
      }
    }
    return lines
  }

  /// `90` seconds as `1:30`.
  static func clock(_ seconds: Int) -> String {
    "\(seconds / 60):" + NumberText.zeroPadded(seconds % 60, width: 2)
  }

  /// A length in whole minutes: `1 min`, `10 min`.
  static func minutes(_ duration: Duration) -> String {
    "\(duration.components.seconds / 60) min"
  }

  /// A meeting's date in UTC, sortable and the same on every machine: `2025-03-07  09:03`.
  static func meetingDate(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let two = { (value: Int?) in NumberText.zeroPadded(value ?? 0, width: 2) }
    return "\(NumberText.zeroPadded(parts.year ?? 0, width: 4))-\(two(parts.month))-\(two(parts.day))  "
      + "\(two(parts.hour)):\(two(parts.minute))"
  }

  /// A theme's colour as the nearest 256-colour palette entry, with readable text on it. An
  /// 8-colour terminal shows the nearest basic colour; without colours (or with `NO_COLOR`)
  /// the background becomes reverse video.
  static func themeStyle(_ theme: Theme) -> Style {
    let (red, green, blue) = theme.rgb
    return Style(foreground: theme.isDark ? .white : .black, background: .nearest(red: red, green: green, blue: blue))
  }
}

extension String {
  /// The string right-aligned in `width` columns.
  func padding(toLeft width: Int) -> String {
    String(repeating: " ", count: max(0, width - DisplayWidth.of(self))) + self
  }
}
