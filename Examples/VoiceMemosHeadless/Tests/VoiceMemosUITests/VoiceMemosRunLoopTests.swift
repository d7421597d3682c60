import AudioClients
import ComposableArchitecture
import Foundation
import TerminalUI
import Testing
import VoiceMemosCore
import VoiceMemosUI

/// The program's screen in the run loop on a headless terminal: keys in, the recording's
/// ticks and the player's end coming from effects on a test clock, frames out.
@MainActor
struct VoiceMemosRunLoopTests {
  @Test func recordPlayAndQuit() async {
    let clock = TestClock()
    let stop = AsyncStream.makeStream(of: Bool.self)
    let store = Store(initialState: terminalState()) { VoiceMemosTerminal() } withDependencies: {
      $0.audioRecorder = AudioRecorderClient(
        requestRecordPermission: { true },
        startRecording: { _ in
          for await result in stop.stream { return result }
          return false
        },
        currentTime: { 2 },
        stopRecording: { stop.continuation.yield(true) }
      )
      $0.audioPlayer = AudioPlayerClient { _ in
        try await clock.sleep(for: .seconds(2))
        return true
      }
      $0.continuousClock = clock
      $0.date = .constant(march14)
      $0.recordingFileExtension = "wav"
      $0.temporaryDirectory = { recordings }
      $0.uuid = .incrementing
      $0.voiceMemosStorage = .inMemory(VoiceMemosMemory())
    }
    let terminal = HeadlessBackend(width: 80, height: 24)
    let loop = Task {
      await run(
        store, on: terminal, minimumSize: VoiceMemosScreen.minimumSize, render: VoiceMemosScreen.render,
        keyMap: VoiceMemosScreen.keyMap, sizeChanged: VoiceMemosTerminal.Action.terminalResized
      )
    }
    terminal.press(.char("r"))
    // The recording's timer is asleep on the clock before time moves.
    await terminal.settle { clock.sleeperCount == 1 }
    await clock.advance(by: .seconds(1))
    await terminal.settle { store.state.app.recordingMemo?.duration == 1 }
    #expect(line(19, of: terminal) == "                      RECORDING   00:01          [s] stop")
    terminal.press(.char("s"))
    await terminal.settle { store.state.app.voiceMemos.count == 1 }
    #expect(line(2, of: terminal) == " > Untitled, 2025-03-14 09:03                                        00:02   ▶")
    #expect(line(19, of: terminal) == "                                ( ● )  r record")

    terminal.press(.enter)
    // The player and the progress timer are asleep on the clock before time moves.
    await terminal.settle { clock.sleeperCount == 2 }
    await clock.advance(by: .seconds(1))
    await terminal.settle { store.state.app.voiceMemos.first?.mode == .playing(progress: 0.5) && clock.sleeperCount == 2 }
    #expect(line(2, of: terminal) == " > ████████████░░░░░░░░░░░░ Untitled, 2025-03-14 09:03               00:01   ■")
    await clock.advance(by: .seconds(1))
    await terminal.settle { store.state.app.voiceMemos.first?.isPlaying == false }
    #expect(line(2, of: terminal) == " > Untitled, 2025-03-14 09:03                                        00:02   ▶")

    // Too small: a notice, and keys that do nothing but quit.
    terminal.resize(width: 59, height: 20)
    await terminal.settle()
    #expect(terminal.text.contains("terminal too small (need 60x20)"))
    terminal.press(.char("d"))
    await terminal.settle()
    #expect(store.state.app.voiceMemos.count == 1)
    terminal.resize(width: 80, height: 24)
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
