import AudioClients
import ComposableArchitecture
import Foundation
import Testing
import VoiceMemosCore

/// Quitting never throws work away: a recording still running when the program ends is
/// stopped as its stop button would, and kept as a memo.
@MainActor
struct ProgramExitTests {
  let clock = TestClock()
  let memory = VoiceMemosMemory()

  func makeStore(recording: RecordingMemo.State) -> TestStore<VoiceMemos.State, VoiceMemos.Action> {
    TestStore(
      initialState: VoiceMemos.State(audioRecorderPermission: .allowed, recordingMemo: recording)
    ) { VoiceMemos() } withDependencies: { [clock, memory] in
      $0.audioRecorder = controlledRecorder()
      $0.continuousClock = clock
      $0.voiceMemosStorage = .inMemory(memory)
    }
  }

  @Test func aRunningRecordingIsStoppedAndKeptAsAMemo() async {
    let store = makeStore(recording: RecordingMemo.State(date: referenceDate, url: memoURL))
    await store.send(.recordingMemo(.presented(.onTask)))
    await clock.advance(by: .seconds(1))
    await store.receive(.recordingMemo(.presented(.timerUpdated))) { $0.recordingMemo?.duration = 1 }

    await store.send(.programWillExit)
    await store.receive(.recordingMemo(.presented(.stopButtonTapped))) { $0.recordingMemo?.mode = .encoding }
    await store.receive(.recordingMemo(.presented(.finalRecordingTime(2.5)))) { $0.recordingMemo?.duration = 2.5 }
    await store.receive(.recordingMemo(.presented(.audioRecorderDidFinish(.success(true)))))
    let finished = RecordingMemo.State(date: referenceDate, duration: 2.5, mode: .encoding, url: memoURL)
    await store.receive(.recordingMemo(.presented(.delegate(.didFinish(.success(finished)))))) {
      $0.recordingMemo = nil
      $0.voiceMemos = [VoiceMemo.State(date: referenceDate, duration: 2.5, url: memoURL)]
    }
    #expect(memory.memos == [VoiceMemo.State(date: referenceDate, duration: 2.5, url: memoURL)])
  }

  @Test func aRecordingAlreadyStoppingIsLeftToFinish() async {
    let store = makeStore(recording: RecordingMemo.State(date: referenceDate, mode: .encoding, url: memoURL))
    await store.send(.programWillExit)
  }

  @Test func withoutARecordingNothingHappens() async {
    let store = TestStore(initialState: VoiceMemos.State(voiceMemos: [memo("a")])) { VoiceMemos() }
    await store.send(.programWillExit)
  }
}
