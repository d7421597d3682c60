import ComposableArchitecture
import SyncUpsCore
import TerminalUI

/// A sync-up's detail: start a meeting, its length and theme, its past meetings (each opens),
/// its attendees, and delete.
enum DetailScreen {
  static func render(_ detail: SyncUpDetail.State, selection: Int, keys: KeyMap<SyncUpsTerminal.Action>, frame: inout Frame) {
    let syncUp = detail.syncUp
    let chrome = ScreenChrome.draw(path: [SyncUpsScreen.appTitle, SyncUpsScreen.crumb(syncUp)], keyMap: keys, accessoryWidth: 6, into: &frame)
    frame.render(Label("e edit", alignment: .trailing), in: chrome.accessoryArea)
    let rows = DetailRows(syncUp)
    let selected = rows.row(at: selection)
    // Each line, with the selectable row it shows (its index in `DetailRows`), if any.
    var lines: [(text: String, style: Style, right: String?, row: Int?)] = []
    func marker(_ row: DetailRow) -> String { row == selected ? "> " : "  " }
    lines.append((marker(.startMeeting) + "⏱ Start meeting", selected == .startMeeting ? .bold : .plain, nil, 0))
    lines.append(("  Length", .plain, SyncUpsScreen.minutes(syncUp.duration), nil))
    lines.append(("  Theme", .plain, syncUp.theme.name, nil))
    lines.append(("Past meetings", .bold, nil, nil))
    if syncUp.meetings.isEmpty { lines.append(("  none yet", .dim, nil, nil)) }
    for (index, meeting) in syncUp.meetings.enumerated() {
      let row = DetailRow.meeting(meeting)
      lines.append((marker(row) + SyncUpsScreen.meetingDate(meeting.date), selected == row ? .bold : .plain, nil, index + 1))
    }
    lines.append(("Attendees", .bold, nil, nil))
    let names = syncUp.attendees.map { $0.name.isEmpty ? "(unnamed)" : $0.name }.joined(separator: " · ")
    for line in Paragraph.wrap(names, width: max(1, chrome.body.width - 2)) { lines.append(("  " + line, .plain, nil, nil)) }
    lines.append(
      (marker(.delete) + "Delete sync-up", Style(selected == .delete ? .bold : [], foreground: .red), nil, rows.count - 1))
    // Keep the selected row in view on short terminals.
    let selectedLine = lines.firstIndex { $0.text.hasPrefix("> ") } ?? 0
    let offset = max(0, selectedLine - chrome.body.height + 1)
    for (index, line) in lines.dropFirst(offset).prefix(chrome.body.height).enumerated() {
      let area = chrome.body.row(index)
      frame.render(Label(line.text, style: line.style), in: area)
      if let right = line.right { frame.render(Label(right, alignment: .trailing), in: area) }
      // A click selects the row, as ↑↓ do; Enter then activates it.
      if let row = line.row { frame.onClick(area, send: SyncUpsTerminal.Action.detailRows(.moved(.row(row)))) }
    }
  }

  /// The detail's own keys, in its actions: start, edit, delete the meeting under the cursor,
  /// delete the sync-up.
  static func keyMap(_ detail: SyncUpDetail.State, selection: Int) -> KeyMap<SyncUpDetail.Action> {
    let selectedMeeting: Meeting? =
      if case let .meeting(meeting) = DetailRows(detail.syncUp).row(at: selection) { meeting } else { nil }
    return KeyMap([
      KeyBinding([.character("s")], help: "start", send: .startMeetingButtonTapped),
      KeyBinding([.character("e")], help: "edit", send: .editButtonTapped),
      KeyBinding(
        [.character("x")], help: "delete meeting", send: .deleteMeetingButtonTapped(selectedMeeting?.id ?? Meeting.ID()),
        isEnabled: selectedMeeting != nil),
      KeyBinding([.character("D")], help: "delete", send: .deleteButtonTapped),
    ])
  }
}

/// The rows of the detail screen that can be selected, in order.
enum DetailRow: Equatable {
  case startMeeting
  case meeting(Meeting)
  case delete
}

/// The selectable rows of a sync-up's detail: start, each past meeting, delete.
struct DetailRows {
  let syncUp: SyncUp

  init(_ syncUp: SyncUp) { self.syncUp = syncUp }

  var count: Int { syncUp.meetings.count + 2 }

  func row(at index: Int) -> DetailRow {
    let index = min(max(0, index), count - 1)
    if index == 0 { return .startMeeting }
    if index <= syncUp.meetings.count { return .meeting(syncUp.meetings[index - 1]) }
    return .delete
  }
}
