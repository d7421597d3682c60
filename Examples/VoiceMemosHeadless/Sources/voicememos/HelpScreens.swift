#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI
import VoiceMemosCore
import VoiceMemosUI

/// The screens whose keys `--help` lists, each in a state where all its keys are in force:
/// the list with a memo (and, the microphone refused, its settings key), recording, renaming
/// a memo, the question before deleting one, and the settings notice.
let helpScreens: [(name: String, hints: [KeyHint])] = {
  let memo = VoiceMemo.State(date: Date(timeIntervalSince1970: 0), duration: 5, url: URL(fileURLWithPath: "/memo.wav"))
  let list = VoiceMemosTerminal.State(app: VoiceMemos.State(voiceMemos: [memo]))
  var refused = list
  refused.app.audioRecorderPermission = .denied
  var recording = list
  recording.app.recordingMemo = RecordingMemo.State(date: memo.date, url: URL(fileURLWithPath: "/new.wav"))
  var renaming = list
  renaming.editor = TextFieldState(memo.title)
  var asking = list
  asking.deleteAlert = .deleteMemo(memo)
  var settings = refused
  settings.isShowingSettings = true
  let screens = [
    ("list", list), ("list", refused), ("recording", recording), ("renaming", renaming), ("question", asking),
    ("settings", settings),
  ]
  return screens.map { name, state in (name, VoiceMemosScreen.keyMap(state).hints) }
}()
