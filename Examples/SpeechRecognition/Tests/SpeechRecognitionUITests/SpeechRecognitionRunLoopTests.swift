import ComposableArchitecture
import SpeechClient
import SpeechRecognitionCore
import SpeechRecognitionUI
import TerminalUI
import Testing

/// The program's screen in the run loop on a headless terminal: keys in, results streaming
/// in from the client, frames out.
@MainActor
struct SpeechRecognitionRunLoopTests {
  @Test func startHearStopAndQuit() async {
    let task = AsyncThrowingStream.makeStream(of: SpeechRecognitionResult.self, throwing: (any Error).self)
    let store = Store(initialState: SpeechRecognitionTerminal.State()) { SpeechRecognitionTerminal() } withDependencies: {
      $0.speechClient.requestAuthorization = { .authorized }
      $0.speechClient.startTask = { _ in task.stream }
      $0.speechClient.finishTask = { task.continuation.finish() }
    }
    let terminal = HeadlessBackend(width: 80, height: 24)
    let loop = Task {
      await run(
        store, on: terminal, minimumSize: SpeechRecognitionScreen.minimumSize, render: SpeechRecognitionScreen.render,
        keyMap: SpeechRecognitionScreen.keyMap, sizeChanged: SpeechRecognitionTerminal.Action.terminalResized
      )
    }
    terminal.press(.char(" "))
    await terminal.settle()
    #expect(line(22, of: terminal) == "                       [ ■ Stop recording ]   ● listening")
    task.continuation.yield(
      SpeechRecognitionResult(bestTranscription: Transcription(formattedString: "Hello "), isFinal: false)
    )
    await terminal.settle { store.state.app.transcribedText == "Hello " }
    #expect(line(5, of: terminal) == " Hello▏")

    // Too small: a notice, and keys that do nothing but quit.
    terminal.resize(width: 59, height: 20)
    await terminal.settle()
    #expect(terminal.text.contains("terminal too small (need 60x20)"))
    terminal.press(.char("r"))
    await terminal.settle()
    #expect(store.state.app.isRecording)
    terminal.resize(width: 80, height: 24)
    terminal.press(.char("r"))
    await terminal.settle()
    #expect(line(5, of: terminal) == " Hello")
    #expect(line(22, of: terminal) == "                      [ ▶ Start recording ]")

    terminal.press(.char("q"))
    #expect(await loop.value == .quit)
  }

  /// A row of the screen without its trailing blanks.
  private func line(_ row: Int, of terminal: HeadlessBackend) -> String {
    var line = terminal.frame.line(row)
    while line.last == " " { line.removeLast() }
    return line
  }
}
