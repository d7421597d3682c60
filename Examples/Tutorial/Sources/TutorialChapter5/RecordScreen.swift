import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI
import TutorialChapter2

/// A meeting in progress: the time, a bar of it, and who is speaking.
public enum RecordScreen {
  public static func render(_ state: RecordMeeting.State, in area: Rect, frame: inout Frame) {
    let elapsed = state.secondsElapsed
    let remaining = max(0, state.durationSeconds - elapsed)
    frame.render(Label("\(clock(elapsed)) elapsed"), in: area.row(0))
    frame.render(Label("\(clock(remaining)) left", alignment: .trailing), in: area.row(0))
    frame.render(ProgressBar(fraction: Double(elapsed) / Double(max(1, state.durationSeconds))), in: area.row(1))
    let attendees = state.syncUp.attendees
    let speaker =
      attendees.indices.contains(state.speakerIndex)
      ? "Speaker \(state.speakerIndex + 1) of \(attendees.count): \(attendees[state.speakerIndex].name)"
      : "No attendees: the meeting runs on its own."
    frame.render(Label(speaker, style: .bold, alignment: .center), in: area.row(area.height / 2))
  }

  /// n moves to the next speaker, e ends the meeting and keeps it.
  public static var keyMap: KeyMap<RecordMeeting.Action> {
    KeyMap([
      KeyBinding([.character("n")], help: "next speaker", send: .nextButtonTapped),
      KeyBinding([.character("e")], help: "end meeting", send: .endMeetingButtonTapped),
    ])
  }

  /// Seconds as minutes and seconds: "1:05".
  static func clock(_ seconds: Int) -> String {
    "\(seconds / 60):\(NumberText.zeroPadded(seconds % 60, width: 2))"
  }
}
