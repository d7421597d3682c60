import ComposableArchitecture
import SpeechRecognitionCore
import TerminalUI

/// The program's root feature: the transcription feature, plus what only the terminal needs,
/// the size it is drawn at and how far the transcript is scrolled.
///
/// When listening fails, the reference's feature keeps its button on "stop" until pressed;
/// the terminal presses it for the user, so the screen never says "listening" over a
/// recogniser that has stopped.
///
/// The transcript follows its end as it grows, unless the user scrolled up; scrolling back
/// down to the end follows it again.
@Reducer
public struct SpeechRecognitionTerminal {
  public struct State: Equatable, Sendable {
    public var app: SpeechRecognition.State
    /// Whether the recogniser is the simulation, which the title and the blurb then say.
    public var isSimulated: Bool
    /// The first transcript line shown, or nil to show its end.
    public var scrollOffset: Int?
    /// The terminal's size, which decides how the transcript wraps and how much of it shows.
    public var size: Size
    /// Asking for the permission left it undecided (the user dismissed the question), which
    /// the reference's feature passes over in silence: the screen says so instead.
    public var isPermissionUndecided = false

    /// The program at the start: nothing transcribed, following the end.
    public init(
      app: SpeechRecognition.State = SpeechRecognition.State(), isSimulated: Bool = true, scrollOffset: Int? = nil,
      size: Size = Size(width: 80, height: 24)
    ) {
      self.app = app
      self.isSimulated = isSimulated
      self.scrollOffset = scrollOffset
      self.size = size
    }

    /// The transcript's lines at the current width, and how many of them show at once.
    var transcript: (lines: Int, height: Int) {
      let area = SpeechRecognitionScreen.Layout(size: size, isSimulated: isSimulated).transcriptText
      return (SpeechRecognitionScreen.transcriptLines(app, width: area.width).count, area.height)
    }

    /// The first line shown: the scroll position, or the one that puts the end at the bottom.
    public var visibleOffset: Int {
      let (lines, height) = transcript
      let end = max(0, lines - height)
      return min(scrollOffset ?? end, end)
    }
  }

  public enum Action: Equatable, Sendable {
    case app(SpeechRecognition.Action)
    case scrolled(lines: Int)
    case scrolledToEnd
    case scrolledToTop
    case terminalResized(Size)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.app, action: \.app) {
      SpeechRecognition()
    }
    Reduce { state, action in
      switch action {
      case .app(.speechRecognizerAuthorizationStatusResponse(let status)):
        state.isPermissionUndecided = status == .notDetermined
        return .none

      case .app(.speech(.failure)):
        return state.app.isRecording ? .send(.app(.recordButtonTapped)) : .none

      case .app:
        return .none

      case .scrolled(let lines):
        state.scroll(to: state.visibleOffset + lines)
        return .none

      case .scrolledToEnd:
        state.scrollOffset = nil
        return .none

      case .scrolledToTop:
        state.scroll(to: 0)
        return .none

      case .terminalResized(let size):
        state.size = size
        // A wider terminal may leave less to scroll: keep the position within the text.
        if let offset = state.scrollOffset { state.scroll(to: offset) }
        return .none
      }
    }
  }
}

extension SpeechRecognitionTerminal.State {
  /// Scrolls so that `offset` is the first line shown, within the text; at the end (or past
  /// it) the transcript follows its end again.
  mutating func scroll(to offset: Int) {
    let (lines, height) = transcript
    let end = max(0, lines - height)
    let clamped = min(max(0, offset), end)
    scrollOffset = clamped >= end ? nil : clamped
  }
}
