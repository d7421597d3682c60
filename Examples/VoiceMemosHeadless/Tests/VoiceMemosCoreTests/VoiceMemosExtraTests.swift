import AudioClients
import ComposableArchitecture
import Foundation
import Testing
import VoiceMemosCore

/// The spec's extra scenarios (12 to 18; 17 is in AudioClientsSimulatedTests).
@MainActor
struct VoiceMemosExtraTests {
  let clock = TestClock()

  func makeStore(
    _ state: VoiceMemos.State = VoiceMemos.State(), recorder: AudioRecorderClient = AudioRecorderClient(),
    player: AudioPlayerClient = AudioPlayerClient()
  ) -> TestStoreOf<VoiceMemos> {
    TestStore(initialState: state) { VoiceMemos() } withDependencies: { [clock] in
      $0.audioPlayer = player
      $0.audioRecorder = recorder
      $0.continuousClock = clock
      $0.date = .constant(referenceDate)
      $0.temporaryDirectory = { recordings }
      $0.uuid = .constant(deadbeef)
    }
  }

  /// 12. Permission is asked once, whatever the answer.
  @Test func permissionIsAskedOnce() async {
    let asked = CallCounter()
    var recorder = controlledRecorder()
    recorder.requestRecordPermission = {
      asked.increment()
      return true
    }
    let store = makeStore(recorder: recorder)
    await store.send(.recordButtonTapped)
    await store.receive(.recordPermissionResponse(true)) {
      $0.audioRecorderPermission = .allowed
      $0.recordingMemo = RecordingMemo.State(date: referenceDate, url: memoURL)
    }
    await store.send(.recordingMemo(.dismiss)) { $0.recordingMemo = nil }
    await store.send(.recordButtonTapped) {
      $0.recordingMemo = RecordingMemo.State(date: referenceDate, url: memoURL)
    }
    #expect(asked.value == 1)

    let refused = makeStore(VoiceMemos.State(audioRecorderPermission: .denied))
    await refused.send(.recordButtonTapped) { $0.alert = .permissionDenied }
  }

  /// 13. A recorder that ends without a complete file.
  @Test func recordingReturningFalseShowsTheAlert() async {
    var recorder = controlledRecorder()
    recorder.startRecording = { _ in false }
    let store = makeStore(VoiceMemos.State(audioRecorderPermission: .allowed), recorder: recorder)
    await store.send(.recordButtonTapped) { $0.recordingMemo = RecordingMemo.State(date: referenceDate, url: memoURL) }
    await store.send(.recordingMemo(.presented(.onTask)))
    await store.receive(.recordingMemo(.presented(.audioRecorderDidFinish(.success(false)))))
    await store.receive(.recordingMemo(.presented(.delegate(.didFinish(.failure(.recordingFailed)))))) {
      $0.alert = .recordingFailed
      $0.recordingMemo = nil
    }
  }

  /// 14. [DEVIATION] Playing B stops A for real: A's timer and player end with it.
  @Test func playingAnotherMemoStopsTheFirst() async {
    let player = AudioPlayerClient { [clock] _ in
      try await clock.sleep(for: .seconds(10))
      return true
    }
    let store = makeStore(VoiceMemos.State(voiceMemos: [memo("a", duration: 10), memo("b", duration: 10)]), player: player)
    let (a, b) = (memo("a").id, memo("b").id)
    await store.send(.voiceMemos(.element(id: a, action: .playButtonTapped))) {
      $0.voiceMemos[id: a]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: a, action: .delegate(.playbackStarted))))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: a, action: .timerUpdated(0.5)))) {
      $0.voiceMemos[id: a]?.mode = .playing(progress: 0.05)
    }
    await store.send(.voiceMemos(.element(id: b, action: .playButtonTapped))) {
      $0.voiceMemos[id: b]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: b, action: .delegate(.playbackStarted)))) {
      $0.voiceMemos[id: a]?.mode = .notPlaying
    }
    // Only B's timer and player are left.
    #expect(clock.sleeperCount == 2)
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: b, action: .timerUpdated(0.5)))) {
      $0.voiceMemos[id: b]?.mode = .playing(progress: 0.05)
    }
    await store.send(.voiceMemos(.element(id: b, action: .playButtonTapped))) {
      $0.voiceMemos[id: b]?.mode = .notPlaying
    }
  }

  /// 15. Rename, and the placeholder of an empty title.
  @Test func rename() async {
    let store = makeStore(VoiceMemos.State(voiceMemos: [memo("a")]))
    let id = memo("a").id
    await store.send(.voiceMemos(.element(id: id, action: .titleTextFieldChanged("Standup notes")))) {
      $0.voiceMemos[id: id]?.title = "Standup notes"
    }
    #expect(store.state.voiceMemos[id: id]?.displayedTitle() == "Standup notes")
    await store.send(.voiceMemos(.element(id: id, action: .titleTextFieldChanged("")))) {
      $0.voiceMemos[id: id]?.title = ""
    }
    var march = memo("b")
    march.date = Date(timeIntervalSince1970: 1_741_943_000)  // 2025-03-14 09:03 UTC
    #expect(march.displayedTitle(in: TimeZone(identifier: "UTC")!) == "Untitled, 2025-03-14 09:03")
    #expect(march.displayedTitle(in: TimeZone(identifier: "Asia/Tokyo")!) == "Untitled, 2025-03-14 18:03")
  }

  /// 16. [DEVIATION] The progress stops at 1 when the player outlasts the stored duration.
  @Test func progressClampsAtOne() async {
    let player = AudioPlayerClient { [clock] _ in
      try await clock.sleep(for: .milliseconds(1_750))
      return true
    }
    let store = makeStore(VoiceMemos.State(voiceMemos: [memo("a", duration: 1)]), player: player)
    let id = memo("a").id
    await store.send(.voiceMemos(.element(id: id, action: .playButtonTapped))) {
      $0.voiceMemos[id: id]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: id, action: .delegate(.playbackStarted))))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: id, action: .timerUpdated(0.5)))) {
      $0.voiceMemos[id: id]?.mode = .playing(progress: 0.5)
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: id, action: .timerUpdated(1.0)))) {
      $0.voiceMemos[id: id]?.mode = .playing(progress: 1)
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: id, action: .timerUpdated(1.5))))
    await clock.advance(by: .milliseconds(250))
    await store.receive(.voiceMemos(.element(id: id, action: .audioPlayerClient(.success(true))))) {
      $0.voiceMemos[id: id]?.mode = .notPlaying
    }
  }

  /// 18. Dismissing the recording (quitting mid-recording) cancels the recorder and the timer.
  @Test func dismissingTheRecordingCancelsItsEffects() async {
    let store = makeStore(VoiceMemos.State(audioRecorderPermission: .allowed), recorder: controlledRecorder())
    await store.send(.recordButtonTapped) { $0.recordingMemo = RecordingMemo.State(date: referenceDate, url: memoURL) }
    await store.send(.recordingMemo(.presented(.onTask)))
    await clock.advance(by: .seconds(1))
    await store.receive(.recordingMemo(.presented(.timerUpdated))) { $0.recordingMemo?.duration = 1 }
    await store.send(.recordingMemo(.dismiss)) { $0.recordingMemo = nil }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(5))
  }

  /// The time column: progress times duration while playing, else the duration, as mm:ss.
  @Test func displayedTime() {
    #expect(memo("a", duration: 125).displayedTime.minutesAndSeconds == "02:05")
    #expect(memo("a", duration: 10, mode: .playing(progress: 0.35)).displayedTime.minutesAndSeconds == "00:03")
    #expect(TimeInterval(0).minutesAndSeconds == "00:00")
    #expect(TimeInterval(6_000).minutesAndSeconds == "100:00")
  }
}
