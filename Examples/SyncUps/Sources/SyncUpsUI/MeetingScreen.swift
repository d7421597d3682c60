import ComposableArchitecture
import SyncUpsCore
import TerminalUI

/// A past meeting: who attended and its transcript, scrolled as a text view.
enum MeetingScreen {
  static func render(
    _ meeting: Meeting, syncUp: SyncUp, scroll: TextScroll.State, keys: KeyMap<SyncUpsTerminal.Action>, frame: inout Frame
  ) {
    let chrome = ScreenChrome.draw(path: [SyncUpsScreen.appTitle, SyncUpsScreen.crumb(syncUp), SyncUpsScreen.meetingDate(meeting.date)], keyMap: keys, into: &frame)
    let width = max(1, chrome.body.width - 2)
    var lines = ["Attendees"]
    lines += Paragraph.wrap(syncUp.attendees.map { $0.name.isEmpty ? "(unnamed)" : $0.name }.joined(separator: " · "), width: width)
      .map { "  " + $0 }
    lines += ["", "Transcript"]
    lines += meeting.transcript.isEmpty ? ["  (no transcript)"] : Paragraph.wrap(meeting.transcript, width: width).map { "  " + $0 }
    for (index, line) in scroll.visible(lines, height: chrome.body.height).enumerated() {
      let style: Style = line == "Attendees" || line == "Transcript" ? .bold : .plain
      frame.render(Label(line, style: style), in: chrome.body.row(index))
    }
  }

  /// A page of the text view: the rows the smallest screen (60x20) shows.
  static let page = 10
}
