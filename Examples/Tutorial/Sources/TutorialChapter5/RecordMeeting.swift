import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TutorialChapter2

/// A meeting in progress: a clock ticks each second, each attendee speaks in turn for their
/// share, and when the time is up (or the meeting is ended) the meeting is handed to the
/// parent and the screen closes. The clock is a dependency, so a test drives it.
@Reducer
public struct RecordMeeting {
  public struct State: Equatable, Sendable {
    public var secondsElapsed: Int
    public var speakerIndex: Int
    public let syncUp: SyncUp

    public init(secondsElapsed: Int = 0, speakerIndex: Int = 0, syncUp: SyncUp) {
      self.secondsElapsed = secondsElapsed
      self.speakerIndex = speakerIndex
      self.syncUp = syncUp
    }

    public var durationSeconds: Int { Int(syncUp.duration.components.seconds) }
  }

  public enum Action: Equatable, Sendable {
    case delegate(Delegate)
    case endMeetingButtonTapped
    case nextButtonTapped
    /// The screen came up: start the clock.
    case onTask
    case timerTick

    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case saveMeeting(Meeting)
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case .endMeetingButtonTapped:
        return finish(state)

      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else { return finish(state) }
        state.speakerIndex += 1
        state.secondsElapsed = state.speakerIndex * state.syncUp.secondsPerAttendee
        return .none

      case .onTask:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }

      case .timerTick:
        state.secondsElapsed += 1
        // Equality, not `>=`: a tick that comes while the screen closes saves nothing twice.
        if state.secondsElapsed == state.durationSeconds { return finish(state) }
        if state.secondsElapsed.isMultiple(of: state.syncUp.secondsPerAttendee),
          state.speakerIndex < state.syncUp.attendees.count - 1
        {
          state.speakerIndex += 1
        }
        return .none
      }
    }
  }

  /// Hands the meeting, as long as it ran, to the parent, then closes the screen (which
  /// cancels the clock).
  private func finish(_ state: State) -> EffectOf<Self> {
    let meeting = Meeting(id: uuid(), date: now, duration: .seconds(state.secondsElapsed))
    return .run { [dismiss] send in
      await send(.delegate(.saveMeeting(meeting)))
      await dismiss()
    }
  }
}
