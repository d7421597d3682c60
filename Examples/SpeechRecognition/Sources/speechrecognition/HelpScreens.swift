import SpeechRecognitionCore
import SpeechRecognitionUI
import TerminalUI

/// The screens whose keys `--help` lists, each in a state where all its keys are in force:
/// the transcript, longer than the screen so that it scrolls, and an alert over it.
let helpScreens: [(name: String, hints: [KeyHint])] = {
  let talk = String(repeating: "and the transcript grows as the talk goes on ", count: 60)
  let transcript = SpeechRecognitionTerminal.State(app: SpeechRecognition.State(transcribedText: talk))
  var alert = transcript
  alert.app.alert = .speechRecognitionDenied
  return [("transcript", transcript), ("alert", alert)].map { name, state in
    (name, SpeechRecognitionScreen.keyMap(state).hints)
  }
}()
