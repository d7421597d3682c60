import Dependencies
import DependenciesMacros
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Records audio into a file, as a value of four endpoints. Linux has no microphone here, so
/// programs install the labelled simulation of `AudioClientsSimulated`, which writes a real
/// WAV file in real time.
@DependencyClient
public struct AudioRecorderClient: Sendable {
  /// Asks for permission to use the microphone; true when granted.
  public var requestRecordPermission: @Sendable () async -> Bool = { false }
  /// Records into `url` until `stopRecording` (then true once the file is complete, false if
  /// it could not be completed); throws when the file cannot be created or written.
  public var startRecording: @Sendable (_ url: URL) async throws -> Bool
  /// Seconds recorded so far, or nil when nothing is recording.
  public var currentTime: @Sendable () async -> Double? = { nil }
  /// Ends the recording in progress, which makes `startRecording` return; does nothing without one.
  public var stopRecording: @Sendable () async -> Void
}

extension AudioRecorderClient {
  /// Permission granted; a recording counts one-second ticks on the `continuousClock` until
  /// stopped, and writes nothing: for previews and demos.
  public static var preview: Self {
    let ticks = LockedValue<(seconds: Double, isRecording: Bool, stop: StopSignal?)>((0, false, nil))
    return AudioRecorderClient(
      requestRecordPermission: { true },
      startRecording: { _ in
        @Dependency(\.continuousClock) var continuousClock
        let clock = continuousClock
        let stop = StopSignal()
        ticks.withValue { $0 = (0, true, stop) }
        await withTaskGroup(of: Void.self) { group in
          group.addTask { [clock] in
            while (try? await clock.sleep(for: .seconds(1))) != nil {
              ticks.withValue { $0.seconds += 1 }
            }
          }
          await stop.wait()
          group.cancelAll()
        }
        return true
      },
      currentTime: { ticks.withValue { $0.isRecording ? $0.seconds : nil } },
      stopRecording: {
        let stop = ticks.withValue { value -> StopSignal? in
          defer { value = (0, false, nil) }
          return value.stop
        }
        stop?.signal()
      }
    )
  }
}

extension DependencyValues {
  /// The microphone features record with.
  public var audioRecorder: AudioRecorderClient {
    get { self[AudioRecorderClientKey.self] }
    set { self[AudioRecorderClientKey.self] = newValue }
  }
}

/// The interface has no live code: a program installs a client (on Linux, the simulation of
/// `AudioClientsSimulated`); until then every call reports an issue. In tests,
/// `AudioRecorderClient()`: every endpoint reports "Unimplemented: 'AudioRecorderClient.…'",
/// then answers a placeholder (permission refused, no time) or throws (`startRecording`).
private enum AudioRecorderClientKey: DependencyKey {
  static let liveValue = AudioRecorderClient()
  static var previewValue: AudioRecorderClient { .preview }
  static let testValue = AudioRecorderClient()
}
