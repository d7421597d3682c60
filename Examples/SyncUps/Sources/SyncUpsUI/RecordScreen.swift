import ComposableArchitecture
import SyncUpsCore
import TerminalUI

/// A meeting in progress: the time bar, who speaks, the speakers done and to come, and the
/// transcript as it is heard.
enum RecordScreen {
  static func render(
    _ record: RecordMeeting.State, isSimulated: Bool, isTranscriptionOff: Bool, keys: KeyMap<SyncUpsTerminal.Action>, frame: inout Frame
  ) {
    let syncUp = record.syncUp
    let title = SyncUpsScreen.crumb(syncUp) + " — meeting"
    let chrome = ScreenChrome.draw(path: [title], keyMap: keys, into: &frame)
    let body = chrome.body
    let theme = SyncUpsScreen.themeStyle(syncUp.theme)
    frame.render(Label("[", style: .plain), in: body.row(0))
    let bar = body.row(0).inset(horizontal: 1)
    let filled = Int((Double(bar.width) * record.progress).rounded(.down))
    frame.render(Label(String(repeating: "█", count: filled), style: Style(foreground: theme.background)), in: bar)
    frame.render(Label(String(repeating: "░", count: max(0, bar.width - filled)), style: .dim), in: bar.split(left: filled).rest)
    frame.render(Label("]", alignment: .trailing), in: body.row(0))
    frame.render(Label("Elapsed \(SyncUpsScreen.clock(record.secondsElapsed))"), in: body.row(1))
    frame.render(Label("Remaining \(SyncUpsScreen.clock(record.secondsRemaining))", alignment: .trailing), in: body.row(1))
    let attendees = syncUp.attendees
    let speaker = attendees.indices.contains(record.speakerIndex) ? attendees[record.speakerIndex] : nil
    let speakerName = speaker.map { $0.name.isEmpty ? "Speaker \(record.speakerIndex + 1)" : $0.name } ?? "Nobody"
    frame.render(Label("\(speakerName) is speaking", style: .bold, alignment: .center), in: body.row(3))
    let markers = attendees.enumerated().map { index, attendee in
      let name = attendee.name.isEmpty ? "Speaker \(index + 1)" : attendee.name
      let mark = index < record.speakerIndex ? "✓" : index == record.speakerIndex ? "▶" : "·"
      return "\(mark) \(name)"
    }
    let markerLines = SyncUpsScreen.packed(markers, separator: "   ", width: max(1, body.width - 2))
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
      let note = isTranscriptionOff ? "Not transcribed: speech recognition is off." : "Listening…"
      frame.render(Label(note, style: .dim), in: transcriptArea.row(0))
    }
  }

  /// The meeting's keys, in its actions. No back, and q asks too: leaving a meeting means
  /// ending it (Ctrl-C quits and keeps it).
  static var keyMap: KeyMap<RecordMeeting.Action> {
    KeyMap([
      KeyBinding([.character("n"), .right], help: "next speaker", send: .nextButtonTapped),
      KeyBinding([.escape, .character("e")], help: "end meeting", send: .endMeetingButtonTapped),
      KeyBinding([.character("q")], help: "", send: .endMeetingButtonTapped),
    ])
  }
}
