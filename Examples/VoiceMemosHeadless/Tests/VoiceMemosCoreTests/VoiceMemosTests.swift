import AudioClients
import ComposableArchitecture
import Foundation
import Testing
import VoiceMemosCore

/// The scenarios of the spec's section 5 (those from the original example first), each as an
/// exhaustive test on a test clock.
@MainActor
struct VoiceMemosTests {
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

  /// Records with the controlled recorder (stopped after `ticks` seconds and a half), up to the
  /// memo's insertion.
  func record(_ store: TestStoreOf<VoiceMemos>, ticks: Int = 0) async {
    await store.send(.recordButtonTapped)
    await store.receive(.recordPermissionResponse(true)) {
      $0.audioRecorderPermission = .allowed
      $0.recordingMemo = RecordingMemo.State(date: referenceDate, url: memoURL)
    }
    await store.send(.recordingMemo(.presented(.onTask)))
    for tick in 0..<ticks {
      await clock.advance(by: .seconds(1))
      await store.receive(.recordingMemo(.presented(.timerUpdated))) { $0.recordingMemo?.duration = Double(tick + 1) }
    }
    if ticks > 0 { await clock.advance(by: .milliseconds(500)) }
    await store.send(.recordingMemo(.presented(.stopButtonTapped))) { $0.recordingMemo?.mode = .encoding }
    await store.receive(.recordingMemo(.presented(.finalRecordingTime(2.5)))) { $0.recordingMemo?.duration = 2.5 }
    await store.receive(.recordingMemo(.presented(.audioRecorderDidFinish(.success(true)))))
    let finished = RecordingMemo.State(date: referenceDate, duration: 2.5, mode: .encoding, url: memoURL)
    await store.receive(.recordingMemo(.presented(.delegate(.didFinish(.success(finished)))))) {
      $0.recordingMemo = nil
      $0.voiceMemos = [VoiceMemo.State(date: referenceDate, duration: 2.5, url: memoURL)]
    }
  }

  // MARK: From the original example's tests

  /// 1. recordAndPlayback
  @Test func recordThenPlayBack() async {
    let player = AudioPlayerClient { [clock] _ in
      try await clock.sleep(for: .milliseconds(2_500))
      return true
    }
    let store = makeStore(recorder: controlledRecorder(), player: player)
    await record(store)
    await store.send(.voiceMemos(.element(id: memoURL, action: .playButtonTapped))) {
      $0.voiceMemos[id: memoURL]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: memoURL, action: .delegate(.playbackStarted))))
    for (time, progress) in [(0.5, 0.2), (1.0, 0.4), (1.5, 0.6), (2.0, 0.8)] {
      await clock.advance(by: .milliseconds(500))
      await store.receive(.voiceMemos(.element(id: memoURL, action: .timerUpdated(time)))) {
        $0.voiceMemos[id: memoURL]?.mode = .playing(progress: progress)
      }
    }
    // At 2.5 s the player and the timer are due together: the tick comes first, then the end.
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: memoURL, action: .timerUpdated(2.5)))) {
      $0.voiceMemos[id: memoURL]?.mode = .playing(progress: 1)
    }
    await store.receive(.voiceMemos(.element(id: memoURL, action: .audioPlayerClient(.success(true))))) {
      $0.voiceMemos[id: memoURL]?.mode = .notPlaying
    }
  }

  /// 2. recordHappyPath
  @Test func recordWithTicks() async {
    let store = makeStore(recorder: controlledRecorder())
    await record(store, ticks: 2)
  }

  /// 3. permissionDenied
  @Test func permissionDenied() async {
    let settingsOpened = CallCounter()
    let store = makeStore(recorder: controlledRecorder(permission: false))
    store.dependencies.openSettings = { settingsOpened.increment() }
    await store.send(.recordButtonTapped)
    await store.receive(.recordPermissionResponse(false)) {
      $0.alert = .permissionDenied
      $0.audioRecorderPermission = .denied
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.send(.openSettingsButtonTapped)
    #expect(settingsOpened.value == 1)
  }

  /// 4. recordFailure
  @Test func recordingFailure() async {
    var recorder = controlledRecorder()
    recorder.startRecording = { _ in throw AudioFailure("disk full") }
    let store = makeStore(recorder: recorder)
    await store.send(.recordButtonTapped)
    await store.receive(.recordPermissionResponse(true)) {
      $0.audioRecorderPermission = .allowed
      $0.recordingMemo = RecordingMemo.State(date: referenceDate, url: memoURL)
    }
    await store.send(.recordingMemo(.presented(.onTask)))
    await store.receive(.recordingMemo(.presented(.audioRecorderDidFinish(.failure(AudioFailure("disk full"))))))
    await store.receive(.recordingMemo(.presented(.delegate(.didFinish(.failure(AudioFailure("disk full"))))))) {
      $0.alert = .recordingFailed
      $0.recordingMemo = nil
    }
  }

  /// 5. recordFailureNonExhaustive
  @Test func recordingFailureNonExhaustive() async {
    var recorder = controlledRecorder()
    recorder.startRecording = { _ in throw AudioFailure("disk full") }
    let store = makeStore(recorder: recorder)
    store.exhaustivity = .off
    await store.send(.recordButtonTapped)
    await store.send(.recordingMemo(.presented(.onTask)))
    await store.receive(\.recordingMemo.presented.delegate) {
      $0.alert = .recordingFailed
      $0.recordingMemo = nil
    }
    #expect(store.state.voiceMemos.isEmpty)
  }

  /// 6. playHappyPath
  @Test func playToTheEnd() async {
    let player = AudioPlayerClient { [clock] _ in
      try await clock.sleep(for: .milliseconds(1_250))
      return true
    }
    let store = makeStore(VoiceMemos.State(voiceMemos: [memo("a", duration: 1.25)]), player: player)
    let id = memo("a").id
    await store.send(.voiceMemos(.element(id: id, action: .playButtonTapped))) {
      $0.voiceMemos[id: id]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: id, action: .delegate(.playbackStarted))))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: id, action: .timerUpdated(0.5)))) {
      $0.voiceMemos[id: id]?.mode = .playing(progress: 0.4)
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.voiceMemos(.element(id: id, action: .timerUpdated(1.0)))) {
      $0.voiceMemos[id: id]?.mode = .playing(progress: 0.8)
    }
    await clock.advance(by: .milliseconds(250))
    await store.receive(.voiceMemos(.element(id: id, action: .audioPlayerClient(.success(true))))) {
      $0.voiceMemos[id: id]?.mode = .notPlaying
    }
  }

  /// 7. playFailure
  @Test func playFailure() async {
    let player = AudioPlayerClient { _ in throw AudioFailure("the recording is cut short") }
    let store = makeStore(VoiceMemos.State(voiceMemos: [memo("a")]), player: player)
    let id = memo("a").id
    await store.send(.voiceMemos(.element(id: id, action: .playButtonTapped))) {
      $0.voiceMemos[id: id]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: id, action: .delegate(.playbackStarted))))
    await store.receive(.voiceMemos(.element(id: id, action: .audioPlayerClient(.failure(AudioFailure("the recording is cut short")))))) {
      $0.voiceMemos[id: id]?.mode = .notPlaying
    }
    await store.receive(.voiceMemos(.element(id: id, action: .delegate(.playbackFailed)))) {
      $0.alert = .playbackFailed
    }
  }

  /// 8. stop
  @Test func stopWhilePlaying() async {
    let store = makeStore(VoiceMemos.State(voiceMemos: [memo("a", mode: .playing(progress: 0.3))]))
    await store.send(.voiceMemos(.element(id: memo("a").id, action: .playButtonTapped))) {
      $0.voiceMemos[id: memo("a").id]?.mode = .notPlaying
    }
  }

  /// 9. deleteOnly
  @Test func deleteTheOnlyMemo() async {
    let store = makeStore(VoiceMemos.State(voiceMemos: [memo("a", mode: .playing(progress: 0.3))]))
    await store.send(.onDelete([0])) { $0.voiceMemos = [] }
  }

  /// 10. delete
  @Test func deleteTheMiddleMemo() async {
    let episodes = [
      memo("1", title: "Episode 1"), memo("2", mode: .playing(progress: 0.5), title: "Episode 2"),
      memo("3", mode: .playing(progress: 0.2), title: "Episode 3"),
    ]
    let store = makeStore(VoiceMemos.State(voiceMemos: IdentifiedArray(episodes)))
    await store.send(.onDelete([1])) { $0.voiceMemos = [episodes[0], episodes[2]] }
  }

  /// 11. deleteWhilePlaying
  @Test func deleteWhilePlayingCancelsPlayback() async {
    let player = AudioPlayerClient { [clock] _ in
      try await clock.sleep(for: .seconds(3_600))
      return true
    }
    let store = makeStore(VoiceMemos.State(voiceMemos: [memo("a")]), player: player)
    let id = memo("a").id
    await store.send(.voiceMemos(.element(id: id, action: .playButtonTapped))) {
      $0.voiceMemos[id: id]?.mode = .playing(progress: 0)
    }
    await store.receive(.voiceMemos(.element(id: id, action: .delegate(.playbackStarted))))
    await store.send(.onDelete([0])) { $0.voiceMemos = [] }
    await clock.advance(by: .seconds(1))
    #expect(clock.sleeperCount == 0)
  }
}
