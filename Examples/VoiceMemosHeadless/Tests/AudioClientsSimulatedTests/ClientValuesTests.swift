import AudioClients
import ComposableArchitecture
import Foundation
import Testing

/// The preview and test values of the clients.
@MainActor
struct ClientValuesTests {
  let clock = TestClock()
  let url = URL(fileURLWithPath: "/nonexistent/preview.wav")

  func recorder(_ recorder: AudioRecorderClient, player: AudioPlayerClient = .preview) -> TestStore<Recorder.State, Recorder.Action> {
    TestStore(initialState: Recorder.State()) { Recorder() } withDependencies: { [clock] in
      $0.audioRecorder = recorder
      $0.audioPlayer = player
      $0.continuousClock = clock
    }
  }

  @Test func thePreviewRecorderCountsSecondsUntilStopped() async {
    let store = recorder(.preview)
    await store.send(.permissionTapped)
    await store.receive(.permission(true))
    await store.send(.recordTapped(url))
    await clock.advance(by: .seconds(2))
    await store.send(.currentTimeTapped)
    await store.receive(.currentTime(2))
    await store.send(.stopTapped)
    await store.receive(.recorded(.success(true)))
    await store.send(.currentTimeTapped)
    await store.receive(.currentTime(nil))
  }

  @Test func thePreviewPlayerPlaysFiveSeconds() async {
    let store = recorder(.preview)
    await store.send(.playTapped(url))
    await clock.advance(by: .milliseconds(4_999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.played(.success(true)))
  }

  @Test func theTestValuesReportEachEndpoint() async {
    let store = recorder(AudioRecorderClient(), player: AudioPlayerClient())
    await withKnownIssue {
      await store.send(.permissionTapped)
      await store.receive(.permission(false))
    }
    await withKnownIssue {
      await store.send(.recordTapped(url))
      await store.receive(.recorded(.failure(Recorder.Failure(description: "Unimplemented: 'AudioRecorderClient.startRecording'"))))
    }
    await withKnownIssue {
      await store.send(.currentTimeTapped)
      await store.receive(.currentTime(nil))
    }
    await withKnownIssue {
      await store.send(.stopTapped)
    }
    await withKnownIssue {
      await store.send(.playTapped(url))
      await store.receive(.played(.failure(Recorder.Failure(description: "Unimplemented: 'AudioPlayerClient.play'"))))
    }
  }
}
