import SpeechClient

/// How the simulated recogniser behaves: a plain value each program fills from its own
/// flags and environment (`speechrecognition`: `--speech-auth`, `SPEECH_AUTH`, `--transcript`,
/// `--speech-fail`), then hands to `SpeechClient.simulated(_:)`.
public struct SimulatedSpeech: Equatable, Sendable {
  /// The permission before the user is asked.
  public var authorization: SpeechClient.AuthorizationStatus
  /// What asking turns a `notDetermined` permission into; nil leaves it undecided, so that
  /// asking answers `notDetermined` (the user dismissed the question).
  public var grant: SpeechClient.AuthorizationStatus?
  /// The text that is "heard", one word at a time; any whitespace separates words.
  public var script: String
  /// A failure to throw part-way, to exercise a feature's error handling; nil for none.
  public var failure: PlannedFailure?
  /// How long each word takes.
  public var timing: WordTiming

  /// A configuration; by default permission is granted and the built-in script is heard.
  public init(
    authorization: SpeechClient.AuthorizationStatus = .authorized, grant: SpeechClient.AuthorizationStatus? = nil,
    script: String = SimulatedSpeech.builtInScript, failure: PlannedFailure? = nil, timing: WordTiming = WordTiming()
  ) {
    self.authorization = authorization
    self.grant = grant
    self.script = script
    self.failure = failure
    self.timing = timing
  }

  /// The words of the script in order.
  public var words: [String] { script.split(whereSeparator: \.isWhitespace).map(String.init) }

  /// What is heard when no script is given.
  public static let builtInScript = """
    Composable features stay small and testable because every effect goes through a \
    dependency that tests can replace, so even a recogniser that streams partial results \
    over time can be driven deterministically. This build has no microphone and no \
    recogniser: the words you read are a script, revealed one at a time on a clock, as a \
    real recogniser would refine its best guess while you speak.
    """

  /// A failure the stream throws instead of a later word, and when.
  public struct PlannedFailure: Equatable, Sendable {
    /// What the stream throws.
    public var failure: SpeechClient.Failure
    /// When it throws.
    public var trigger: Trigger

    /// `failure`, thrown when `trigger` says.
    public init(_ failure: SpeechClient.Failure, trigger: Trigger = .afterWords(3)) {
      self.failure = failure
      self.trigger = trigger
    }

    /// When the failure comes.
    public enum Trigger: Equatable, Sendable {
      /// In place of the next word once this many were heard (at the end, if the script
      /// is shorter), after that word's delay.
      case afterWords(Int)
      /// This long after the task started, unless the stream ended before.
      case after(Duration)
    }
  }

  /// The time a word takes: a pause drawn at random, then the word spoken at a steady pace
  /// per character. With the defaults, 50 ms a character after a pause of 0–200 ms.
  public struct WordTiming: Equatable, Sendable {
    /// How long speaking one character of a word takes.
    public var perCharacter: Duration
    /// The longest pause before a word; each pause is a whole number of milliseconds up to it.
    public var maximumPause: Duration

    /// A timing of `perCharacter` per character after a pause up to `maximumPause`.
    public init(perCharacter: Duration = .milliseconds(50), maximumPause: Duration = .milliseconds(200)) {
      self.perCharacter = perCharacter
      self.maximumPause = maximumPause
    }
  }
}

extension SpeechClient.Failure {
  /// The failure a command-line mode names: `session`, `engine` or `task`; nil for others.
  public init?(mode: String) {
    switch mode {
    case "session": self = .couldntConfigureAudioSession
    case "engine": self = .couldntStartAudioEngine
    case "task": self = .taskError
    default: return nil
    }
  }

  /// The modes `init(mode:)` reads, for usage texts.
  public static let modes = ["session", "engine", "task"]
}
