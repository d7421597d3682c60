import ComposableArchitecture
import SpeechClient
import Synchronization

/// One recognition task of the simulation: the script read aloud word by word on a clock.
///
/// It produces its results when the stream is read, in the reading task, so that a test's
/// clock and executor see all of its work. Each word waits a pause drawn from the random
/// generator plus its length at the configured pace, racing the finish signal.
final class Recitation: Sendable {
  private struct Progress {
    var heardWords = 0
    var elapsed = Duration.zero
    var pauses = Duration.zero
    var segments: [TranscriptionSegment] = []
    var isOver = false
  }

  private let words: [String]
  private let timing: SimulatedSpeech.WordTiming
  private let failure: SimulatedSpeech.PlannedFailure?
  private let clock: any Clock<Duration>
  private let random: WithRandomNumberGenerator
  let finishSignal = FinishSignal()
  private let progress = Mutex(Progress())

  init(_ configuration: SimulatedSpeech, clock: any Clock<Duration>, random: WithRandomNumberGenerator) {
    words = configuration.words
    timing = configuration.timing
    failure = configuration.failure
    self.clock = clock
    self.random = random
  }

  /// The results as a stream that ends after the final one, on finish, or with the failure.
  var results: AsyncThrowingStream<SpeechRecognitionResult, any Error> {
    AsyncThrowingStream { [self] in try await next() }
  }

  /// The next result, or nil once the stream is over.
  private func next() async throws -> SpeechRecognitionResult? {
    let current = progress.withLock { $0 }
    guard !current.isOver, !finishSignal.isFinished else { return end() }
    guard current.heardWords < words.count else {
      if let failure, case .afterWords = failure.trigger { throw end(failure.failure) }
      _ = end()
      return result(current, isFinal: true)
    }
    let word = words[current.heardWords]
    let pause = drawPause()
    let delay = pause + timing.perCharacter * word.count
    if let failure {
      switch failure.trigger {
      case .afterWords(let count) where current.heardWords >= count:
        guard try await sleep(for: delay) else { return end() }
        throw end(failure.failure)
      case .after(let limit) where current.elapsed + delay >= limit:
        guard try await sleep(for: limit - current.elapsed) else { return end() }
        throw end(failure.failure)
      default:
        break
      }
    }
    guard try await sleep(for: delay) else { return end() }
    let heard = progress.withLock { progress in
      progress.segments.append(
        TranscriptionSegment(
          substring: word, timestamp: progress.elapsed + pause, duration: delay - pause
        )
      )
      progress.heardWords += 1
      progress.elapsed += delay
      progress.pauses += pause
      return progress
    }
    return result(heard, isFinal: false)
  }

  /// Waits `duration` unless the task is finished first; returns whether the time ran out.
  private func sleep(for duration: Duration) async throws -> Bool {
    try await withThrowingTaskGroup(of: Bool.self) { group in
      group.addTask { [clock] in
        try await clock.sleep(for: duration)
        return true
      }
      group.addTask { [finishSignal] in
        await finishSignal.wait()
        return false
      }
      defer { group.cancelAll() }
      return try await group.next() ?? false
    }
  }

  private func drawPause() -> Duration {
    let maximum = Int(timing.maximumPause / .milliseconds(1))
    guard maximum > 0 else { return .zero }
    return .milliseconds(random { Int.random(in: 0...maximum, using: &$0) })
  }

  /// Marks the stream over; returns nil, the end of the stream.
  private func end() -> SpeechRecognitionResult? {
    progress.withLock { $0.isOver = true }
    return nil
  }

  /// Marks the stream over; returns the failure to throw.
  private func end(_ failure: SpeechClient.Failure) -> SpeechClient.Failure {
    progress.withLock { $0.isOver = true }
    return failure
  }

  /// The whole text so far, each word followed by a space, as a recogniser's partial
  /// results read. A final result is certain of its words and measures the speech.
  private func result(_ progress: Progress, isFinal: Bool) -> SpeechRecognitionResult {
    let segments = isFinal ? progress.segments.map { segment in
      var segment = segment
      segment.confidence = 1
      return segment
    } : progress.segments
    let text = segments.map { $0.substring + " " }.joined()
    var metadata: SpeechRecognitionMetadata?
    if isFinal, !segments.isEmpty, progress.elapsed > .zero {
      metadata = SpeechRecognitionMetadata(
        averagePauseDuration: progress.pauses / segments.count,
        speakingRate: Double(segments.count) / (progress.elapsed / .seconds(60))
      )
    }
    return SpeechRecognitionResult(
      bestTranscription: Transcription(formattedString: text, segments: segments), isFinal: isFinal, metadata: metadata
    )
  }
}
