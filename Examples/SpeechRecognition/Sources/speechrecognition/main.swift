import ComposableCore
import Foundation
import SpeechClient
import SpeechClientSimulated
import SpeechRecognitionUI
import TerminalScript
import TerminalUI

let usage = """
  usage: speechrecognition [--speech-auth STATUS] [--transcript FILE]
                           [--speech-fail MODE] [--script FILE [--size WxH]]
                           [--record FILE [--force] | --replay FILE] [--help]

  Live transcription in this terminal (simulated recogniser). This machine has
  no microphone and no recogniser: a scripted talk is "heard" word by word, the
  transcript growing as a recogniser refines its best guess while you speak.

    --speech-auth STATUS  the permission the simulation gives: authorized
                          (default), denied, restricted or notDetermined;
                          the environment variable SPEECH_AUTH sets it too
    --transcript FILE     hear the words of FILE instead of the built-in talk
    --speech-fail MODE    fail after three words, to see the alerts: session
                          (audio device), engine (audio engine), task
                          (the recogniser itself)
  \(ProgramDriver.help)

  Keys: space or r starts and stops, ↑↓ and PgUp/PgDn scroll the transcript,
  Home and End jump to its start and to its end (which follows new words),
  Enter or Esc closes an alert, q quits (stopping first). Ctrl-L redraws.
  """

let (driver, arguments) = ProgramDriver.start(
  program: "speechrecognition", arguments: Array(CommandLine.arguments.dropFirst()), usage: usage
)
let options: SpeechRecognitionOptions
do {
  options = try SpeechRecognitionOptions(arguments, environment: ProcessInfo.processInfo.environment)
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
  driver.install(into: &$0)
}
let reason = await driver.run(
  store, minimumSize: SpeechRecognitionScreen.minimumSize,
  render: SpeechRecognitionScreen.render, keyMap: SpeechRecognitionScreen.keyMap,
  sizeChanged: SpeechRecognitionTerminal.Action.terminalResized
)
// Quitting while listening stops first, as the button would, so the task ends cleanly.
if store.state.app.isRecording {
  await store.send(.app(.recordButtonTapped)).finish()
}
print("speechrecognition: exited (\(reason))")
// After a signal, the status a shell gives a program it killed (130 for Ctrl-C).
exit(reason.exitStatus)
