import ComposableCore
import Foundation
import SyncUpsCore
import TerminalUI

/// Every screen of the program, drawn from the state alone: only the top of the navigation
/// stack shows, with the sheet or alert it presents over it.
public enum SyncUpsScreen {
  /// Smaller terminals show a "terminal too small" notice.
  public static let minimumSize = Size(width: 60, height: 20)

  /// The title of every screen's breadcrumb.
  static let appTitle = "Daily Sync-ups"
  /// The most a sync-up's title takes in a breadcrumb: enough to recognise it, and short
  /// enough that the whole path and the title row's accessory fit on one row at 80 columns.
  static let crumbWidth = 40

  /// A sync-up's title as breadcrumbs show it: "Untitled" when empty, cut with "…" when long.
  static func crumb(_ syncUp: SyncUp) -> String {
    DisplayWidth.truncate(syncUp.title.isEmpty ? "Untitled" : syncUp.title, toWidth: crumbWidth)
  }

  // MARK: Drawing

  /// Draws the program's state into a frame of any size.
  public static func render(_ state: SyncUpsTerminal.State, into frame: inout Frame) {
    let keys = keyMap(state)
    guard let top = state.app.path.ids.last, let screen = state.app.path[id: top] else {
      renderList(state, keys: keys, frame: &frame)
      return renderOverlays(state, frame: &frame)
    }
    switch screen {
    case let .detail(detail):
      renderDetail(detail, selection: state.detailSelection, keys: keys, frame: &frame)
    case let .meeting(meeting, syncUp):
      renderMeeting(meeting, syncUp: syncUp, scroll: state.meetingScroll, keys: keys, frame: &frame)
    case let .record(record):
      renderRecord(record, isSimulated: state.isSimulated, keys: keys, frame: &frame)
    }
    renderOverlays(state, frame: &frame)
  }

  private static func renderOverlays(_ state: SyncUpsTerminal.State, frame: inout Frame) {
    let chrome = ScreenChrome(size: frame.size, path: [])
    let body = chrome.body
    // A failed save keeps the list in memory and says so until a later save succeeds.
    if let error = state.app.syncUpsList.$syncUps.persistenceError {
      frame.render(Label("Not saved: \(error)", style: Style(.bold, foreground: .red)), in: chrome.statusArea)
    }
    if let (form, _) = state.visibleForm, let formKeys = formKeyMap(state) {
      renderForm(form, isNew: state.app.path.isEmpty, state: state, keys: formKeys, in: body, frame: &frame)
    }
    if let alert = state.visibleAlert {
      frame.render(
        AlertBox(
          title: alert.title, message: alert.message, buttons: alert.buttons,
          selection: alert.chosen(state.alertSelection)),
        in: body
      )
    } else if state.settingsNotice {
      frame.render(AlertBox(title: "Settings (simulated)", message: settingsNoticeText, buttons: ["OK"]), in: body)
    }
  }

  /// What the simulated "Open settings" says: there is no settings app on this machine.
  static let settingsNoticeText = """
    This machine has no settings app and no recogniser. The speech permission is \
    simulated: start syncups with --speech-auth authorized (or SYNCUPS_SPEECH_AUTH=authorized) \
    to allow transcription.
    """

  private static func renderList(_ state: SyncUpsTerminal.State, keys: KeyMap<SyncUpsTerminal.Action>, frame: inout Frame) {
    let syncUps = state.app.syncUpsList.syncUps
    let count = "\(syncUps.count) sync-up\(syncUps.count == 1 ? "" : "s")"
    let chrome = ScreenChrome.draw(path: [appTitle], keyMap: keys, accessoryWidth: DisplayWidth.of(count), into: &frame)
    frame.render(Label(count, alignment: .trailing), in: chrome.accessoryArea)
    guard !syncUps.isEmpty else {
      frame.render(
        Label("No sync-ups yet — press a", style: .dim, alignment: .center), in: chrome.body.row(chrome.body.height / 2))
      return
    }
    let width = chrome.body.width
    frame.render(
      ListView(
        count: syncUps.count, selection: state.listSelection, selectedStyle: .bold, showsScrollIndicators: true,
        rowStyle: { themeStyle(syncUps[$0].theme) },
        row: { listRow(syncUps[$0], width: width - 3) }
      ),
      in: chrome.body
    )
  }

  /// One row of the list: the title on the left, people and length on the right.
  static func listRow(_ syncUp: SyncUp, width: Int) -> String {
    let people = "\(syncUp.attendees.count) \(syncUp.attendees.count == 1 ? "person" : "people")"
    let right = "\(people.padding(toLeft: 10))  \(minutes(syncUp.duration).padding(toLeft: 8))"
    let title = syncUp.title.isEmpty ? "Untitled" : syncUp.title
    let room = max(0, width - DisplayWidth.of(right) - 2)
    let shown = DisplayWidth.of(title) > room ? String(title.prefix(max(0, room - 1))) + "…" : title
    return "▌" + shown + String(repeating: " ", count: max(1, width - 1 - DisplayWidth.of(shown) - DisplayWidth.of(right)))
      + right
  }

  private static func renderDetail(
    _ detail: SyncUpDetail.State, selection: Int, keys: KeyMap<SyncUpsTerminal.Action>, frame: inout Frame
  ) {
    let syncUp = detail.syncUp
    let chrome = ScreenChrome.draw(path: [appTitle, crumb(syncUp)], keyMap: keys, accessoryWidth: 6, into: &frame)
    frame.render(Label("e edit", alignment: .trailing), in: chrome.accessoryArea)
    let rows = DetailRows(syncUp)
    let selected = rows.row(at: selection)
    var lines: [(text: String, style: Style, right: String?)] = []
    func marker(_ row: DetailRow) -> String { row == selected ? "> " : "  " }
    lines.append((marker(.startMeeting) + "⏱ Start meeting", selected == .startMeeting ? .bold : .plain, nil))
    lines.append(("  Length", .plain, minutes(syncUp.duration)))
    lines.append(("  Theme", .plain, syncUp.theme.name))
    lines.append(("Past meetings", .bold, nil))
    if syncUp.meetings.isEmpty { lines.append(("  none yet", .dim, nil)) }
    for meeting in syncUp.meetings {
      let row = DetailRow.meeting(meeting)
      lines.append((marker(row) + meetingDate(meeting.date), selected == row ? .bold : .plain, nil))
    }
    lines.append(("Attendees", .bold, nil))
    let names = syncUp.attendees.map { $0.name.isEmpty ? "(unnamed)" : $0.name }.joined(separator: " · ")
    for line in Paragraph.wrap(names, width: max(1, chrome.body.width - 2)) { lines.append(("  " + line, .plain, nil)) }
    lines.append((marker(.delete) + "Delete sync-up", Style(selected == .delete ? .bold : [], foreground: .red), nil))
    // Keep the selected row in view on short terminals.
    let selectedLine = lines.firstIndex { $0.text.hasPrefix("> ") } ?? 0
    let offset = max(0, selectedLine - chrome.body.height + 1)
    for (index, line) in lines.dropFirst(offset).prefix(chrome.body.height).enumerated() {
      let area = chrome.body.row(index)
      frame.render(Label(line.text, style: line.style), in: area)
      if let right = line.right { frame.render(Label(right, alignment: .trailing), in: area) }
    }
  }

  private static func renderMeeting(
    _ meeting: Meeting, syncUp: SyncUp, scroll: Int, keys: KeyMap<SyncUpsTerminal.Action>, frame: inout Frame
  ) {
    let chrome = ScreenChrome.draw(path: [appTitle, crumb(syncUp), meetingDate(meeting.date)], keyMap: keys, into: &frame)
    let width = max(1, chrome.body.width - 2)
    var lines = ["Attendees"]
    lines += Paragraph.wrap(syncUp.attendees.map { $0.name.isEmpty ? "(unnamed)" : $0.name }.joined(separator: " · "), width: width)
      .map { "  " + $0 }
    lines += ["", "Transcript"]
    lines += meeting.transcript.isEmpty ? ["  (no transcript)"] : Paragraph.wrap(meeting.transcript, width: width).map { "  " + $0 }
    let offset = min(scroll, max(0, lines.count - chrome.body.height))
    for (index, line) in lines.dropFirst(offset).prefix(chrome.body.height).enumerated() {
      let style: Style = line == "Attendees" || line == "Transcript" ? .bold : .plain
      frame.render(Label(line, style: style), in: chrome.body.row(index))
    }
  }

  private static func renderRecord(
    _ record: RecordMeeting.State, isSimulated: Bool, keys: KeyMap<SyncUpsTerminal.Action>, frame: inout Frame
  ) {
    let syncUp = record.syncUp
    let title = crumb(syncUp) + " — meeting"
    let chrome = ScreenChrome.draw(path: [title], keyMap: keys, into: &frame)
    let body = chrome.body
    let theme = themeStyle(syncUp.theme)
    frame.render(Label("[", style: .plain), in: body.row(0))
    let bar = body.row(0).inset(horizontal: 1)
    let filled = Int((Double(bar.width) * record.progress).rounded(.down))
    frame.render(Label(String(repeating: "█", count: filled), style: Style(foreground: theme.background)), in: bar)
    frame.render(Label(String(repeating: "░", count: max(0, bar.width - filled)), style: .dim), in: bar.split(left: filled).rest)
    frame.render(Label("]", alignment: .trailing), in: body.row(0))
    frame.render(Label("Elapsed \(clock(record.secondsElapsed))"), in: body.row(1))
    frame.render(Label("Remaining \(clock(record.secondsRemaining))", alignment: .trailing), in: body.row(1))
    let attendees = syncUp.attendees
    let speaker = attendees.indices.contains(record.speakerIndex) ? attendees[record.speakerIndex] : nil
    let speakerName = speaker.map { $0.name.isEmpty ? "Speaker \(record.speakerIndex + 1)" : $0.name } ?? "Nobody"
    frame.render(Label("\(speakerName) is speaking", style: .bold, alignment: .center), in: body.row(3))
    let markers = attendees.enumerated().map { index, attendee in
      let name = attendee.name.isEmpty ? "Speaker \(index + 1)" : attendee.name
      let mark = index < record.speakerIndex ? "✓" : index == record.speakerIndex ? "▶" : "·"
      return "\(mark) \(name)"
    }
    let markerLines = packed(markers, separator: "   ", width: max(1, body.width - 2))
    for (index, line) in markerLines.prefix(2).enumerated() {
      frame.render(Label("  " + line), in: body.row(4 + index))
    }
    let footer = record.isLastSpeaker ? "No more speakers." : "Speaker \(record.speakerIndex + 1) of \(attendees.count)"
    let footerRow = 4 + min(2, markerLines.count)
    frame.render(Label(footer, style: .dim), in: body.row(footerRow))
    frame.render(Label(isSimulated ? "Transcript (simulated)" : "Transcript", style: .bold), in: body.row(footerRow + 2))
    let transcriptArea = body.split(top: footerRow + 3).rest
    let lines = record.transcript.isEmpty ? [] : Paragraph.wrap(record.transcript, width: max(1, transcriptArea.width))
    // The end of the transcript stays in view as it grows.
    for (index, line) in lines.suffix(transcriptArea.height).enumerated() {
      frame.render(Label(line), in: transcriptArea.row(index))
    }
    if lines.isEmpty {
      let note = record.isTranscriptionOff ? "Not transcribed: speech recognition is off." : "Listening…"
      frame.render(Label(note, style: .dim), in: transcriptArea.row(0))
    }
  }

  private static func renderForm(
    _ form: SyncUpForm.State, isNew: Bool, state: SyncUpsTerminal.State, keys: KeyMap<SyncUpsTerminal.Action>,
    in area: Rect, frame: inout Frame
  ) {
    let title = isNew ? "New sync-up" : (form.syncUp.title.isEmpty ? "Untitled" : form.syncUp.title)
    let sheet = Sheet(title: title)
    frame.fill(area)
    frame.render(sheet, in: area)
    let inner = sheet.inner(area).inset(horizontal: 1)
    let fieldWidth = min(50, max(10, inner.width - 12))
    func field(_ field: SyncUpForm.Field, _ text: String, placeholder: String, in row: Rect) {
      let box = row.split(left: fieldWidth + 2).left
      frame.render(Label("[", style: .plain), in: box)
      frame.render(Label("]", alignment: .trailing), in: box)
      frame.render(
        TextField(
          state.textField(field, text), placeholder: placeholder, isFocused: form.focus == field, style: .underline),
        in: box.inset(horizontal: 1)
      )
    }
    let (labels, rest) = inner.split(left: 10)
    frame.render(Label("Title", style: form.focus == .title ? .bold : .plain), in: labels.row(0))
    field(.title, form.syncUp.title, placeholder: "Untitled", in: rest.row(0))
    frame.render(Label("Length", style: form.focus == .duration ? .bold : .plain), in: labels.row(1))
    let length = "◀ \(String(SyncUpForm.clampedMinutes(form.syncUp.duration)).padding(toLeft: 2)) min ▶"
    frame.render(Label(length, style: form.focus == .duration ? .reverse : .plain), in: rest.row(1))
    let themeColumn = rest.row(1).split(left: 18).rest
    frame.render(Label("Theme", style: form.focus == .theme ? .bold : .plain), in: themeColumn)
    let themeText = "◀ \(form.syncUp.theme.name) ▶"
    let themeArea = themeColumn.split(left: 7).rest
    frame.render(Label(themeText, style: form.focus == .theme ? .reverse : .plain), in: themeArea)
    // The swatch shrinks on a narrow sheet rather than ending in "…".
    let swatchArea = themeArea.split(left: DisplayWidth.of(themeText) + 1).rest
    let swatch = String(repeating: "█", count: min(4, swatchArea.width))
    frame.render(Label(swatch, style: Style(foreground: themeStyle(form.syncUp.theme).background)), in: swatchArea)
    frame.render(Label("Attendees"), in: labels.row(2))
    let listArea = inner.split(top: 3).rest.split(bottom: 2).rest
    let focusedIndex = form.syncUp.attendees.firstIndex { form.focus == .attendee($0.id) }
    let offset = max(0, (focusedIndex ?? 0) - listArea.height + 1)
    for (row, attendee) in form.syncUp.attendees.dropFirst(offset).prefix(listArea.height).enumerated() {
      let focused = form.focus == .attendee(attendee.id)
      let line = listArea.row(row)
      frame.render(Label(focused ? "> " : "  "), in: line)
      field(.attendee(attendee.id), attendee.name, placeholder: "Name", in: line.split(left: 2).rest)
    }
    // The footer and the buttons are drawn from the form's key map, so they cannot drift from it:
    // Esc and Ctrl-S are the buttons, the other keys the footer.
    let bottom = inner.split(bottom: 2).bottom
    let isButton = { (binding: KeyBinding<SyncUpsTerminal.Action>) in
      binding.keys.contains(.escape) || binding.keys.contains(.control("s"))
    }
    var legend = HintBar(KeyMap(keys.bindings.filter { !isButton($0) }))
    // The form types `?`: the legend names the help key of the whole form (F1).
    legend.helpKey = HintBar(keys).helpKey
    frame.render(legend, in: bottom.row(0))
    let buttons = keys.bindings.filter(isButton).map { "[\($0.keyLabel) \($0.help.prefix(1).uppercased() + $0.help.dropFirst())]" }
    frame.render(Label(buttons.joined(separator: "   "), alignment: .trailing), in: bottom.row(1))
  }

  // MARK: Formatting

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
    "\(seconds / 60):" + String(format: "%02d", seconds % 60)
  }

  /// A length in whole minutes: `1 min`, `10 min`.
  static func minutes(_ duration: Duration) -> String {
    "\(duration.components.seconds / 60) min"
  }

  /// A meeting's date in UTC, sortable and the same on every machine: `2025-03-07  09:03`.
  static func meetingDate(_ date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    return String(
      format: "%04d-%02d-%02d  %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
      parts.minute ?? 0)
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
