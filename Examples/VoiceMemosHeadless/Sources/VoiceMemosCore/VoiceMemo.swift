import AudioClients
import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
import FoundationInternationalization  // a local date in words: ICU's time zones and calendars
#else
import Foundation
#endif

/// One memo of the list: its title (renamed in place) and playback with a progress that a
/// 500 ms timer advances while the player plays. The parent embeds it with `forEach`, so its
/// effects belong to the row and end when the row goes.
@Reducer
public struct VoiceMemo {
  public struct State: Equatable, Identifiable, Sendable {
    public var date: Date
    /// Seconds.
    public var duration: TimeInterval
    /// The recording's file was not there when the list was loaded: the memo keeps its row,
    /// title and duration, and can be deleted; playing it fails.
    public var isMissing = false
    public var mode = Mode.notPlaying
    public var title = ""
    public var url: URL

    /// A memo recorded at `date`, not playing.
    public init(
      date: Date, duration: TimeInterval, isMissing: Bool = false, mode: Mode = .notPlaying, title: String = "",
      url: URL
    ) {
      self.date = date
      self.duration = duration
      self.isMissing = isMissing
      self.mode = mode
      self.title = title
      self.url = url
    }

    /// The file identifies the memo.
    public var id: URL { url }

    /// Whether the memo is playing.
    public var isPlaying: Bool { mode != .notPlaying }

    /// Seconds played while playing, else the whole duration: what the time column shows.
    public var displayedTime: TimeInterval {
      if case .playing(let progress) = mode { progress * duration } else { duration }
    }

    /// Playing, with the fraction of the duration played (0 to 1).
    public enum Mode: Equatable, Sendable {
      case notPlaying
      case playing(progress: Double)
    }
  }

  public enum Action: Equatable, Sendable {
    case audioPlayerClient(Result<Bool, AudioFailure>)
    case delegate(Delegate)
    case playButtonTapped
    case timerUpdated(TimeInterval)
    case titleTextFieldChanged(String)

    /// What the list must hear of.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case playbackFailed
      case playbackStarted
    }
  }

  /// Playback, per memo: the list stops one memo's playback by its file when another starts.
  enum CancelID: Hashable, Sendable {
    case play(URL)
  }

  /// How often the progress moves.
  public static let progressInterval = Duration.milliseconds(500)

  @Dependency(\.audioPlayer) var audioPlayer
  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .audioPlayerClient(.success):
        state.mode = .notPlaying
        return .cancel(id: CancelID.play(state.url))

      case .audioPlayerClient(.failure):
        state.mode = .notPlaying
        return .merge(.cancel(id: CancelID.play(state.url)), .send(.delegate(.playbackFailed)))

      case .delegate:
        return .none

      case .playButtonTapped:
        guard state.mode == .notPlaying else {
          state.mode = .notPlaying
          return .cancel(id: CancelID.play(state.url))
        }
        state.mode = .playing(progress: 0)
        return play(state.url)

      case .timerUpdated(let time):
        guard case .playing = state.mode else { return .none }
        // [DEVIATION] clamped: a player that outlasts the stored duration stops the bar at its end.
        state.mode = .playing(progress: state.duration > 0 ? min(1, time / state.duration) : 1)
        return .none

      case .titleTextFieldChanged(let text):
        state.title = text
        return .none
      }
    }
  }

  /// Tells the list, then plays and, beside it, sends the time played every 500 ms.
  private func play(_ url: URL) -> EffectOf<Self> {
    .run { [audioPlayer, clock] send in
      await send(.delegate(.playbackStarted))
      await Self.playback(of: url, player: audioPlayer, clock: clock, send: send)
    }
    .cancellable(id: CancelID.play(url), cancelInFlight: true)
  }
}

extension VoiceMemo.State {
  /// The title, or "Untitled, <date> <time>" (the recording's, in `timeZone`) while it is empty.
  public func displayedTitle(in timeZone: TimeZone = .current) -> String {
    guard title.isEmpty else { return title }
    let time = date.formatted(
      Date.VerbatimFormatStyle(
        format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
        locale: Locale(identifier: "en_US_POSIX"), timeZone: timeZone, calendar: Calendar(identifier: .gregorian)
      )
    )
    return "Untitled, \(time)"
  }
}

extension TimeInterval {
  /// The time as minutes and seconds, "mm:ss", rounded down to the second.
  public var minutesAndSeconds: String {
    let seconds = Int(self.rounded(.down))
    let minutes = seconds / 60
    let rest = seconds % 60
    return (minutes < 10 ? "0" : "") + "\(minutes):" + (rest < 10 ? "0" : "") + "\(rest)"
  }
}
