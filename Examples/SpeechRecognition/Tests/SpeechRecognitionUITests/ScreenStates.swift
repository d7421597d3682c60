import ComposableArchitecture
import SpeechRecognitionCore
import SpeechRecognitionUI
import TerminalUI

/// The states the frame tests draw, and how they draw them.
enum ScreenStates {
  /// A talk long enough to need scrolling at 80x24.
  static let longTranscript = (1...12).map { index in
    "Sentence \(index) says that composable features stay small and testable because every effect goes "
      + "through a dependency."
  }.joined(separator: " ") + " "

  /// Listening, with the long talk heard so far.
  static let listeningToALongTalk = SpeechRecognition.State(isRecording: true, transcribedText: longTranscript)

  static func terminal(
    _ app: SpeechRecognition.State, scrollOffset: Int? = nil, size: Size = Size(width: 80, height: 24)
  ) -> SpeechRecognitionTerminal.State {
    SpeechRecognitionTerminal.State(app: app, scrollOffset: scrollOffset, size: size)
  }

  /// The whole screen for `state` at its size, as text.
  static func screen(_ state: SpeechRecognitionTerminal.State) -> String {
    var frame = Frame(size: state.size)
    SpeechRecognitionScreen.render(state, into: &frame)
    return frame.text
  }
}
