import ComposableArchitecture
import Foundation
import TerminalUI
import VoiceMemosCore
import VoiceMemosUI

let recordings = URL(fileURLWithPath: "/tmp/voicememos-ui-tests")
/// 2025-03-14 09:03 UTC.
let march14 = Date(timeIntervalSince1970: 1_741_942_980)

func memo(_ name: String, duration: TimeInterval, mode: VoiceMemo.State.Mode = .notPlaying, title: String = "") -> VoiceMemo.State {
  VoiceMemo.State(date: march14, duration: duration, mode: mode, title: title, url: recordings.appendingPathComponent("\(name).wav"))
}

/// The spec's screen: three memos, the second playing.
let threeMemos: IdentifiedArrayOf<VoiceMemo.State> = [
  memo("a", duration: 5, title: "Functions"),
  memo("b", duration: 7.5, mode: .playing(progress: 0.5)),
  memo("c", duration: 42, title: "Standup notes"),
]

/// The program's state with `app`, times in UTC.
func terminalState(_ app: VoiceMemos.State = VoiceMemos.State()) -> VoiceMemosTerminal.State {
  VoiceMemosTerminal.State(app: app, timeZone: TimeZone(identifier: "UTC")!)
}

/// The state drawn into a frame of `size`, as text.
func screen(_ state: VoiceMemosTerminal.State, size: Size = Size(width: 80, height: 24)) -> String {
  var frame = Frame(size: size)
  VoiceMemosScreen.render(state, into: &frame)
  return frame.text
}
