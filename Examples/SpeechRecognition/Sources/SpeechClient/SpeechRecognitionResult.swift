/// One answer of a recognition task: its best guess so far, the alternatives, and whether
/// it is the last. Plain values, so tests can build them and a real recogniser can fill them.
public struct SpeechRecognitionResult: Equatable, Sendable {
  /// The most likely transcription of everything heard so far.
  public var bestTranscription: Transcription
  /// Whether the task is done: no result follows a final one.
  public var isFinal: Bool
  /// Every candidate, most likely first (the best one included).
  public var transcriptions: [Transcription]
  /// Measures of the speech, present on final results of recognisers that provide them.
  public var metadata: SpeechRecognitionMetadata?

  /// A result; `transcriptions` defaults to the best one alone.
  public init(
    bestTranscription: Transcription, isFinal: Bool, transcriptions: [Transcription]? = nil,
    metadata: SpeechRecognitionMetadata? = nil
  ) {
    self.bestTranscription = bestTranscription
    self.isFinal = isFinal
    self.transcriptions = transcriptions ?? [bestTranscription]
    self.metadata = metadata
  }
}

/// A transcription: the text as it reads, and the segments (words) it is made of.
public struct Transcription: Equatable, Sendable {
  /// The text, punctuated and spaced for reading.
  public var formattedString: String
  /// The recognised pieces in spoken order.
  public var segments: [TranscriptionSegment]

  /// A transcription of `formattedString`; no segments unless given.
  public init(formattedString: String, segments: [TranscriptionSegment] = []) {
    self.formattedString = formattedString
    self.segments = segments
  }
}

/// One recognised piece of speech, usually a word, with when it was said.
public struct TranscriptionSegment: Equatable, Sendable {
  /// The text of the piece.
  public var substring: String
  /// Other readings of the same sound, most likely first.
  public var alternativeSubstrings: [String]
  /// How sure the recogniser is, from 0 to 1 (0 while the result is partial).
  public var confidence: Double
  /// When the piece starts, from the start of the audio.
  public var timestamp: Duration
  /// How long the piece lasts.
  public var duration: Duration

  /// A segment; alternatives and confidence default to none.
  public init(
    substring: String, alternativeSubstrings: [String] = [], confidence: Double = 0, timestamp: Duration,
    duration: Duration
  ) {
    self.substring = substring
    self.alternativeSubstrings = alternativeSubstrings
    self.confidence = confidence
    self.timestamp = timestamp
    self.duration = duration
  }
}

/// How the speech was delivered, as a whole.
public struct SpeechRecognitionMetadata: Equatable, Sendable {
  /// The mean silence between words.
  public var averagePauseDuration: Duration
  /// Words per minute.
  public var speakingRate: Double
  /// Voice measures per audio frame, where the recogniser gives them.
  public var voiceAnalytics: VoiceAnalytics?

  /// Metadata of a result.
  public init(averagePauseDuration: Duration, speakingRate: Double, voiceAnalytics: VoiceAnalytics? = nil) {
    self.averagePauseDuration = averagePauseDuration
    self.speakingRate = speakingRate
    self.voiceAnalytics = voiceAnalytics
  }
}

/// Acoustic features of the voice, one value per audio frame of `frameDuration`.
public struct VoiceAnalytics: Equatable, Sendable {
  /// The length of one audio frame.
  public var frameDuration: Duration
  /// Variation of the pitch period, in percent.
  public var jitter: [Double]
  /// Variation of the amplitude, in decibels.
  public var shimmer: [Double]
  /// The logarithm of the normalised pitch.
  public var pitch: [Double]
  /// How likely each frame is voiced, from 0 to 1.
  public var voicing: [Double]

  /// Analytics of `frameDuration` frames.
  public init(frameDuration: Duration, jitter: [Double], shimmer: [Double], pitch: [Double], voicing: [Double]) {
    self.frameDuration = frameDuration
    self.jitter = jitter
    self.shimmer = shimmer
    self.pitch = pitch
    self.voicing = voicing
  }
}
