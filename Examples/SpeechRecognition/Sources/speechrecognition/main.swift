import ComposableCore
import Foundation
import SpeechClient
import SpeechClientSimulated
import SpeechRecognitionUI
import TerminalUI

let usage = """
  usage: speechrecognition [--speech-auth STATUS] [--script FILE]
                           [--speech-fail MODE] [--help]

  Live transcription in this terminal (simulated recogniser). This machine has
  no microphone and no recogniser: a scripted talk is "heard" word by word, the
  transcript growing as a recogniser refines its best guess while you speak.

    --speech-auth STATUS  the permission the simulation gives: authorized
                          (default), denied, restricted or notDetermined;
                          the environment variable SPEECH_AUTH sets it too
    --script FILE         hear the words of FILE instead of the built-in talk
    --speech-fail MODE    fail after three words, to see the alerts: session
                          (audio device), engine (audio engine), task
                          (the recogniser itself)

  Keys: space or r starts and stops, ↑↓ and PgUp/PgDn scroll the transcript,
  Home and End jump to its start and to its end (which follows new words),
  Enter or Esc closes an alert, q quits (stopping first). Ctrl-L redraws.
  """

let options: SpeechRecognitionOptions
do {
  options = try SpeechRecognitionOptions(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment
  )
} catch let failure as SpeechRecognitionOptions.Failure {
  let message = failure.status == 64 ? "\(failure)\n\n\(usage)" : "\(failure)"
  FileHandle.standardError.write(Data("speechrecognition: \(message)\n".utf8))
  exit(failure.status)
}
if options.showsHelp {
  print(usage)
  exit(0)
}

let store = Store(initialState: SpeechRecognitionTerminal.State(isSimulated: true)) {
  SpeechRecognitionTerminal()
} withDependencies: {
  $0.speechClient = .simulated(options.speech)
}
let reason = await runInTerminal(
  store, program: "speechrecognition", minimumSize: SpeechRecognitionScreen.minimumSize,
  render: SpeechRecognitionScreen.render, keyMap: SpeechRecognitionScreen.keyMap,
  sizeChanged: SpeechRecognitionTerminal.Action.terminalResized
)
// Quitting while listening stops first, as the button would, so the task ends cleanly.
if store.state.app.isRecording {
  await store.send(.app(.recordButtonTapped)).finish()
}
print("speechrecognition: exited (\(reason))")
