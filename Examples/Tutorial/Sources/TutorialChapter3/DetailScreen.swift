#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI
import TutorialChapter2

/// A sync-up's detail: its length, attendees and past meetings.
public enum DetailScreen {
  /// The lines of the detail, drawn into `area` from the top.
  public static func render(_ syncUp: SyncUp, in area: Rect, frame: inout Frame) {
    var lines: [Label] = [
      Label("Length  \(SyncUpsListScreen.minutes(syncUp.duration))"),
      Label(""),
      Label("Attendees", style: .bold),
    ]
    if syncUp.attendees.isEmpty { lines.append(Label("  none yet", style: .dim)) }
    lines += syncUp.attendees.map { Label("  " + ($0.name.isEmpty ? "(unnamed)" : $0.name)) }
    lines += [Label(""), Label("Past meetings", style: .bold)]
    if syncUp.meetings.isEmpty { lines.append(Label("  none yet", style: .dim)) }
    lines += syncUp.meetings.map { Label("  " + meetingLine($0)) }
    for (index, line) in lines.prefix(area.height).enumerated() {
      frame.render(line, in: area.row(index))
    }
  }

  /// A past meeting: when it started, in UTC so that a screen reads the same on any machine,
  /// and how long it ran.
  public static func meetingLine(_ meeting: Meeting) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .gmt
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: meeting.date)
    let two = { (value: Int?) in NumberText.zeroPadded(value ?? 0, width: 2) }
    let day = "\(NumberText.zeroPadded(parts.year ?? 0, width: 4))-\(two(parts.month))-\(two(parts.day)) "
      + "\(two(parts.hour)):\(two(parts.minute)) UTC"
    let seconds = Int(meeting.duration.components.seconds)
    return "\(day)  \(seconds / 60):\(two(seconds % 60))"
  }
}
