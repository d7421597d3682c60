import AudioClients
import AudioClientsSimulated
import ComposableArchitecture
import Foundation
import TerminalUI
import VoiceMemosCore
import VoiceMemosUI

/// Milliseconds from a key press to its drawn frame while a recording runs on the real clock
/// (its samples written every 100 ms): the median and the slowest of `repetitions`.
@MainActor
func measureKeyPressesWhileRecording(in directory: URL, repetitions: Int = 300) async {
  let memos = IdentifiedArray((0..<200).map {
    VoiceMemo.State(date: Date(), duration: Double($0), title: "Memo \($0)", url: directory.appendingPathComponent("\($0).wav"))
  })
  let audio = SimulatedAudio(generator: .quietTone)
  let store = Store(initialState: VoiceMemosTerminal.State(app: VoiceMemos.State(audioRecorderPermission: .allowed, voiceMemos: memos))) {
    VoiceMemosTerminal()
  } withDependencies: {
    $0.audioRecorder = .simulated(audio, clock: ContinuousClock())
    $0.audioPlayer = .simulated(audio, clock: ContinuousClock())
    $0.temporaryDirectory = { directory }
    $0.recordingFileExtension = "wav"
    $0.voiceMemosStorage = .inMemory(VoiceMemosMemory())
  }
  func press(_ key: Key) {
    if case .send(let action)? = VoiceMemosScreen.keyMap(store.state).command(for: key) { store.send(action) }
  }
  press(.char("r"))
  print("key press -> frame drawn while recording, 200 memos, 80x24 (median / max of \(repetitions), ms; target < 1)")
  for (name, key, back) in [("↓ select the next memo", Key.down, Key.up), ("e then Esc: start and end a rename", .char("e"), .escape)] {
    var samples: [Double] = []
    for _ in 0..<repetitions {
      let start = ContinuousClock.now
      press(key)
      var frame = Frame(size: Size(width: 80, height: 24))
      VoiceMemosScreen.render(store.state, into: &frame)
      samples.append(milliseconds(ContinuousClock.now - start))
      press(back)
      // Let the recorder's ticks and the timer run between presses, as a user's pauses do.
      try? await Task.sleep(for: .milliseconds(2))
    }
    samples.sort()
    print("  \(name.padding(toLength: 48, withPad: " ", startingAt: 0))\(String(format: "%7.3f / %7.3f", samples[samples.count / 2], samples[samples.count - 1]))")
  }
  let seconds = store.state.app.recordingMemo?.duration ?? 0
  press(.char("s"))
  while store.state.app.recordingMemo != nil { try? await Task.sleep(for: .milliseconds(10)) }
  let size = (try? FileManager.default.attributesOfItem(atPath: store.state.app.voiceMemos[0].url.path)[.size] as? Int) ?? 0
  print("  recorded meanwhile: \(Int(seconds)) s counted, \(size) bytes written")
}
