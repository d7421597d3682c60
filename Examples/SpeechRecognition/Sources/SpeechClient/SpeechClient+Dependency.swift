import Dependencies

extension SpeechClient {
  /// Permission granted; a short text heard at once, word by word, then the stream ends:
  /// for previews and demos that need no clock. `finishTask` does nothing.
  public static let preview = SpeechClient(
    authorizationStatus: { .authorized },
    requestAuthorization: { .authorized },
    startTask: { _ in
      let words = ["Composable", "features", "are", "easy", "to", "test."]
      return AsyncThrowingStream { continuation in
        var text = ""
        for word in words {
          text += word + " "
          continuation.yield(.heard(text, isFinal: false))
        }
        continuation.yield(.heard(text, isFinal: true))
        continuation.finish()
      }
    },
    finishTask: {}
  )
}

extension DependencyValues {
  /// The speech recogniser features transcribe with.
  public var speechClient: SpeechClient {
    get { self[SpeechClientKey.self] }
    set { self[SpeechClientKey.self] = newValue }
  }
}

/// The interface has no live code: a program installs a client (on Linux,
/// `SpeechClient.simulated(_:)` of `SpeechClientSimulated`); until then every call reports
/// an issue. In tests, `SpeechClient()`: every endpoint reports "Unimplemented: 'SpeechClient.…'",
/// then answers a placeholder (not determined, a stream that is already over).
private enum SpeechClientKey: DependencyKey {
  static let liveValue = SpeechClient()
  static let previewValue = SpeechClient.preview
  static let testValue = SpeechClient()
}

extension SpeechRecognitionResult {
  /// A result of `text` alone, without segments or metadata.
  fileprivate static func heard(_ text: String, isFinal: Bool) -> Self {
    SpeechRecognitionResult(bestTranscription: Transcription(formattedString: text), isFinal: isFinal)
  }
}
