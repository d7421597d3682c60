import Foundation
import ComposableArchitecture
import SpeechRecognitionCore
import SpeechRecognitionUI
import TerminalUI
import Testing

/// The whole screen at 80x24 in each state the spec draws, compared as text.
struct SpeechRecognitionScreenTests {
  /// Nothing heard yet: the blurb, a placeholder, the start button.
  @Test func anIdleScreenOffersToStart() {
    let state = ScreenStates.terminal(SpeechRecognition.State())
    #expect(
      ScreenStates.screen(state) == """
       Speech recognition (simulated recogniser)
      ────────────────────────────────────────────────────────────────────────────────
       Press space to start transcribing. This build has no microphone: a scripted
       talk is "heard" word by word so the feature can be exercised end to end.
       ──────────────────────────────────────────────────────────────────────────────








                                  Nothing transcribed yet.







      ────────────────────────────────────────────────────────────────────────────────
                            [ ▶ Start recording ]
       space/r start-stop  ↑↓/jk scroll  q quit
      """
    )
  }

  /// While listening the newest words are at the bottom, after the caret's line; the arrow
  /// says more is above.
  @Test func aLongTranscriptWrapsAndFollowsItsEnd() {
    let state = ScreenStates.terminal(ScreenStates.listeningToALongTalk)
    #expect(
      ScreenStates.screen(state) == """
       Speech recognition (simulated recogniser)
      ────────────────────────────────────────────────────────────────────────────────
       Press space to start transcribing. This build has no microphone: a scripted
       talk is "heard" word by word so the feature can be exercised end to end.
       ──────────────────────────────────────────────────────────────────────────────
       dependency. Sentence 3 says that composable features stay small and testable ↑
       because every effect goes through a dependency. Sentence 4 says that
       composable features stay small and testable because every effect goes
       through a dependency. Sentence 5 says that composable features stay small
       and testable because every effect goes through a dependency. Sentence 6 says
       that composable features stay small and testable because every effect goes
       through a dependency. Sentence 7 says that composable features stay small
       and testable because every effect goes through a dependency. Sentence 8 says
       that composable features stay small and testable because every effect goes
       through a dependency. Sentence 9 says that composable features stay small
       and testable because every effect goes through a dependency. Sentence 10
       says that composable features stay small and testable because every effect
       goes through a dependency. Sentence 11 says that composable features stay
       small and testable because every effect goes through a dependency. Sentence
       12 says that composable features stay small and testable because every
       effect goes through a dependency.▏
      ────────────────────────────────────────────────────────────────────────────────
                             [ ■ Stop recording ]   ● listening
       space/r start-stop  ↑↓/jk scroll  q quit
      """
    )
  }

  /// Scrolled up, the transcript stays put while it grows; the arrow says more is below.
  @Test func aTranscriptScrolledToTheTopShowsItsStart() {
    let state = ScreenStates.terminal(ScreenStates.listeningToALongTalk, scrollOffset: 0)
    #expect(
      ScreenStates.screen(state) == """
       Speech recognition (simulated recogniser)
      ────────────────────────────────────────────────────────────────────────────────
       Press space to start transcribing. This build has no microphone: a scripted
       talk is "heard" word by word so the feature can be exercised end to end.
       ──────────────────────────────────────────────────────────────────────────────
       Sentence 1 says that composable features stay small and testable because
       every effect goes through a dependency. Sentence 2 says that composable
       features stay small and testable because every effect goes through a
       dependency. Sentence 3 says that composable features stay small and testable
       because every effect goes through a dependency. Sentence 4 says that
       composable features stay small and testable because every effect goes
       through a dependency. Sentence 5 says that composable features stay small
       and testable because every effect goes through a dependency. Sentence 6 says
       that composable features stay small and testable because every effect goes
       through a dependency. Sentence 7 says that composable features stay small
       and testable because every effect goes through a dependency. Sentence 8 says
       that composable features stay small and testable because every effect goes
       through a dependency. Sentence 9 says that composable features stay small
       and testable because every effect goes through a dependency. Sentence 10
       says that composable features stay small and testable because every effect
       goes through a dependency. Sentence 11 says that composable features stay    ↓
      ────────────────────────────────────────────────────────────────────────────────
                             [ ■ Stop recording ]   ● listening
       space/r start-stop  ↑↓/jk scroll  q quit
      """
    )
  }

  /// A click on the button starts and stops, as space does; under an alert nothing is hit.
  @Test func aClickOnTheButtonStartsAndAnAlertCoversIt() {
    func click(at text: String, in state: SpeechRecognitionTerminal.State) -> SpeechRecognitionTerminal.Action? {
      var frame = Frame(width: 80, height: 24)
      SpeechRecognitionScreen.render(state, into: &frame)
      let y = 22
      guard let range = frame.line(y).range(of: text) else {
        Issue.record("\(text) is not on the status row")
        return nil
      }
      return frame.clickTargets.action(atX: frame.line(y).distance(from: frame.line(y).startIndex, to: range.lowerBound), y: y)
    }
    #expect(click(at: "Start recording", in: ScreenStates.terminal(SpeechRecognition.State())) == .app(.recordButtonTapped))
    #expect(click(at: "Start recording", in: ScreenStates.terminal(SpeechRecognition.State(alert: .speechRecognitionDenied))) == nil)
  }

  @Test func theDeniedAlert() {
    let state = ScreenStates.terminal(SpeechRecognition.State(alert: .speechRecognitionDenied))
    #expect(
      ScreenStates.screen(state) == """
       Speech recognition (simulated recogniser)
      ────────────────────────────────────────────────────────────────────────────────
       Press space to start transcribing. This build has no microphone: a scripted
       talk is "heard" word by word so the feature can be exercised end to end.
       ──────────────────────────────────────────────────────────────────────────────



                ┌──────────────────────────────────────────────────────────┐
                │ You denied access to speech recognition. This app needs  │
                │ access to transcribe your speech.                        │
                │                                                          │
                │                          [ OK ]                          │
                └──────────────────────────────────────────────────────────┘







      ────────────────────────────────────────────────────────────────────────────────
                            [ ▶ Start recording ]
       ⏎/Esc OK  q quit
      """
    )
  }

  @Test func theRestrictedAlert() {
    let state = ScreenStates.terminal(SpeechRecognition.State(alert: .speechRecognitionRestricted))
    #expect(
      ScreenStates.screen(state) == """
       Speech recognition (simulated recogniser)
      ────────────────────────────────────────────────────────────────────────────────
       Press space to start transcribing. This build has no microphone: a scripted
       talk is "heard" word by word so the feature can be exercised end to end.
       ──────────────────────────────────────────────────────────────────────────────





                    ┌ Your device does not allow speech recognition. ──┐
                    │                      [ OK ]                      │
                    └──────────────────────────────────────────────────┘
                                  Nothing transcribed yet.







      ────────────────────────────────────────────────────────────────────────────────
                            [ ▶ Start recording ]
       ⏎/Esc OK  q quit
      """
    )
  }

  @Test func theAudioDeviceAlert() {
    let state = ScreenStates.terminal(
      SpeechRecognition.State(alert: .transcriptionFailed(.couldntStartAudioEngine), transcribedText: "Hello world ")
    )
    #expect(
      ScreenStates.screen(state) == """
       Speech recognition (simulated recogniser)
      ────────────────────────────────────────────────────────────────────────────────
       Press space to start transcribing. This build has no microphone: a scripted
       talk is "heard" word by word so the feature can be exercised end to end.
       ──────────────────────────────────────────────────────────────────────────────
       Hello world




                     ┌ Problem with audio device. Please try again. ──┐
                     │                     [ OK ]                     │
                     └────────────────────────────────────────────────┘








      ────────────────────────────────────────────────────────────────────────────────
                            [ ▶ Start recording ]
       ⏎/Esc OK  q quit
      """
    )
  }

  @Test func theTranscriptionErrorAlert() {
    let state = ScreenStates.terminal(
      SpeechRecognition.State(alert: .transcriptionFailed(.taskError), transcribedText: "Hello world ")
    )
    #expect(
      ScreenStates.screen(state) == """
       Speech recognition (simulated recogniser)
      ────────────────────────────────────────────────────────────────────────────────
       Press space to start transcribing. This build has no microphone: a scripted
       talk is "heard" word by word so the feature can be exercised end to end.
       ──────────────────────────────────────────────────────────────────────────────
       Hello world



                ┌─────────────────────────────────────────────────────────┐
                │ An error occurred while transcribing. Please try again. │
                │                                                         │
                │                         [ OK ]                          │
                └─────────────────────────────────────────────────────────┘







      ────────────────────────────────────────────────────────────────────────────────
                            [ ▶ Start recording ]
       ⏎/Esc OK  q quit
      """
    )
  }
}
