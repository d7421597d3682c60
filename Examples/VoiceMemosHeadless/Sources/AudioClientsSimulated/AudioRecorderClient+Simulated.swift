import AudioClients
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension AudioRecorderClient {
  /// A microphone that "hears" `audio.generator` and writes it into a real WAV file (PCM
  /// 16-bit mono 16 kHz) in real time: every `chunkInterval` on `clock` it appends the frames
  /// due since the start, and stopping writes the frames up to that instant and finishes the
  /// header. Samples go straight to disk, so memory stays flat however long it records.
  public static func simulated<C: Clock>(_ audio: SimulatedAudio, clock: C) -> Self where C.Duration == Duration {
    let current = LockedValue<Recording<C.Instant>?>(nil)
    return AudioRecorderClient(
      requestRecordPermission: {
        guard audio.isPermissionGranted else { return false }
        guard let directory = audio.recordingsDirectory else { return true }
        return access(directory.path, W_OK) == 0
      },
      startRecording: { url in
        // A second recording stops the first one.
        current.withValue { $0 }?.stop.signal()
        let writer = try WAVWriter(path: url.path)
        let recording = Recording(start: clock.now, stop: StopSignal())
        current.withValue { $0 = recording }
        defer { current.withValue { if $0?.stop === recording.stop { $0 = nil } } }
        do {
          try await record(into: writer, recording, audio: audio, clock: clock)
          try writer.finish()
          return true
        } catch {
          // A failed or abandoned recording leaves no half-written file behind.
          try? writer.finish()
          unlink(url.path)
          throw error
        }
      },
      currentTime: {
        guard let recording = current.withValue({ $0 }) else { return nil }
        return recording.start.duration(to: clock.now).seconds
      },
      stopRecording: {
        current.withValue { $0 }?.stop.signal()
      }
    )
  }

  /// Writes the frames due on each tick until the stop signal, then those up to the stop.
  /// Cancelling the calling task (the panel went away) ends it with `CancellationError`.
  private static func record<C: Clock>(
    into writer: WAVWriter, _ recording: Recording<C.Instant>, audio: SimulatedAudio, clock: C
  ) async throws where C.Duration == Duration {
    @Sendable func writeFramesDue() throws {
      var elapsed = recording.start.duration(to: clock.now)
      if let limit = audio.recordingFailsAfter {
        if elapsed >= limit { throw SimulatedAudio.Failure.forced }
        elapsed = min(elapsed, limit)
      }
      let due = writer.format.frames(in: elapsed)
      let written = writer.framesWritten
      guard due > written else { return }
      try writer.append(audio.generator.samples(from: written, count: due - written, sampleRate: writer.format.sampleRate))
    }
    try await withThrowingTaskGroup(of: Void.self) { group in
      group.addTask {
        while true {
          try await clock.sleep(for: audio.chunkInterval)
          try writeFramesDue()
        }
      }
      group.addTask { await recording.stop.wait() }
      // The stop (or a cancellation) returns here; a failed write throws.
      try await group.next()
      group.cancelAll()
    }
    try Task.checkCancellation()
    try writeFramesDue()
  }
}

/// The recording in progress: when it started, and the switch that stops it.
struct Recording<Instant: InstantProtocol>: Sendable {
  let start: Instant
  let stop: StopSignal
}

extension Duration {
  /// The duration in seconds, with its fraction.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
