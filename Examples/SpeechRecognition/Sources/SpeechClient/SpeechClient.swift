import Dependencies
import DependenciesMacros

/// Live transcription of what the microphone hears, as a value of four endpoints.
///
/// A platform recogniser is a web of callbacks and reference types (an audio engine, a
/// request fed with buffers, a task with a delegate). This client hides all of it: features
/// ask for permission, start a task that streams plain `SpeechRecognitionResult`s, and finish
/// it. This module holds only the interface; Linux has no recogniser, so programs install
/// the labelled simulation of `SpeechClientSimulated`.
@DependencyClient
public struct SpeechClient: Sendable {
  /// The permission as it stands, without asking the user.
  public var authorizationStatus: @Sendable () -> AuthorizationStatus = { .notDetermined }
  /// Asks the user for permission (once; later calls answer what was decided).
  public var requestAuthorization: @Sendable () async -> AuthorizationStatus = { .notDetermined }
  /// Starts listening. Each result carries the whole transcription so far; the stream ends
  /// after a final result, after `finishTask`, or by throwing a `SpeechClient.Failure`.
  public var startTask: @Sendable (_ request: SpeechRecognitionRequest) async -> AsyncThrowingStream<
    SpeechRecognitionResult, any Error
  > = { _ in AsyncThrowingStream { $0.finish() } }
  /// Stops listening and finishes the current stream normally; does nothing without one.
  public var finishTask: @Sendable () async -> Void

  /// Whether the user lets the program transcribe speech.
  public enum AuthorizationStatus: String, CaseIterable, Equatable, Sendable {
    case notDetermined
    case denied
    case restricted
    case authorized
  }

  /// Why listening failed, with a message a person can act on.
  public enum Failure: Error, Equatable, Sendable {
    /// The recogniser itself failed while transcribing.
    case taskError
    /// The audio engine (the microphone input) would not start.
    case couldntStartAudioEngine
    /// The audio device could not be set up for recording.
    case couldntConfigureAudioSession

    /// What failed, for logs and the command line.
    public var message: String {
      switch self {
      case .taskError: "The recogniser failed while transcribing."
      case .couldntStartAudioEngine: "The audio engine could not start."
      case .couldntConfigureAudioSession: "The audio device could not be set up for recording."
      }
    }
  }
}

/// What a recognition task is asked to do. Only options: a recogniser reads the audio
/// itself, so no buffers pass through the client.
public struct SpeechRecognitionRequest: Equatable, Sendable {
  /// The language spoken, as a locale identifier such as `en-US`.
  public var localeIdentifier: String
  /// Whether results arrive while speech goes on (true) or only once at the end.
  public var shouldReportPartialResults: Bool

  /// A request for partial results in `localeIdentifier`.
  public init(localeIdentifier: String = "en-US", shouldReportPartialResults: Bool = true) {
    self.localeIdentifier = localeIdentifier
    self.shouldReportPartialResults = shouldReportPartialResults
  }
}
