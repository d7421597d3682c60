import AudioClients
import ComposableArchitecture
import Foundation
import Synchronization
import VoiceMemosCore

/// The spec's notation: U, TMP, URL(U), D0.
let deadbeef = UUID(uuidString: "DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF")!
let recordings = URL(fileURLWithPath: "/tmp/voicememos-tests")
let memoURL = recordings.appendingPathComponent("DEADBEEF-DEAD-BEEF-DEAD-BEEFDEADBEEF.m4a")
let referenceDate = Date(timeIntervalSinceReferenceDate: 0)

/// A memo of the list at `name`.wav.
func memo(_ name: String, duration: TimeInterval = 5, mode: VoiceMemo.State.Mode = .notPlaying, title: String = "") -> VoiceMemo.State {
  VoiceMemo.State(
    date: referenceDate, duration: duration, mode: mode, title: title,
    url: recordings.appendingPathComponent("\(name).wav")
  )
}

/// Counts calls of a stubbed endpoint.
final class CallCounter: Sendable {
  private let count = Mutex(0)
  var value: Int { count.withLock { $0 } }
  func increment() { count.withLock { $0 += 1 } }
}

/// The spec's "controlled recorder": recording waits until `stopRecording` ends it with true;
/// the current time is 2.5 s.
func controlledRecorder(permission: Bool = true) -> AudioRecorderClient {
  let (stopped, stop) = AsyncStream.makeStream(of: Bool.self)
  return AudioRecorderClient(
    requestRecordPermission: { permission },
    startRecording: { _ in
      for await success in stopped { return success }
      throw CancellationError()
    },
    currentTime: { 2.5 },
    stopRecording: {
      stop.yield(true)
      stop.finish()
    }
  )
}
