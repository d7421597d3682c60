import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpeechClientSimulated
import SpeechRecognitionCore
import SpeechRecognitionUI
import TerminalScript

let (program, options) = Program.start("speechrecognition", usage: usage) {
  try SpeechRecognitionOptions(&$0, environment: ProcessInfo.processInfo.environment)
}
let store = Store(initialState: SpeechRecognitionTerminal.State(isSimulated: true)) {
  SpeechRecognitionTerminal()
} withDependencies: {
  $0.speechClient = .simulated(options.speech)
  program.driver.install(into: &$0)
}
let reason = await program.driver.run(
  store, minimumSize: SpeechRecognitionScreen.minimumSize,
  render: SpeechRecognitionScreen.render, keyMap: SpeechRecognitionScreen.keyMap,
  sizeChanged: SpeechRecognitionTerminal.Action.terminalResized,
  feature: FeatureUnderTest(
    SpeechRecognition(), imports: ["SpeechRecognitionCore", "SpeechClientSimulated"], state: \.app, action: \.app,
    dependencies: [
      "$0.speechClient = .simulated("
        + (options.speech == SimulatedSpeech() ? "SimulatedSpeech()" : swiftExpression(for: options.speech)) + ")"
    ]
  )
)
// Quitting while listening stops first, as the button would, so the task ends cleanly.
if store.state.app.isRecording {
  await store.send(.app(.recordButtonTapped)).finish()
}
program.end(reason)
