import ComposableArchitecture
import Tagged
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpeechClient

/// A meeting in progress: a one-second timer splits the time between the attendees, the
/// speech recogniser writes the transcript, and at the end the meeting is saved into the
/// shared sync-up and the screen dismisses itself. While an alert is up the timer's ticks
/// are ignored, which pauses the meeting.
@Reducer
public struct RecordMeeting {
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var secondsElapsed: Int
    public var speakerIndex: Int
    @Shared public var syncUp: SyncUp
    public var transcript: String

    /// A meeting of the shared `syncUp`, at its start unless told otherwise.
    public init(
      alert: AlertState<Action.Alert>? = nil, secondsElapsed: Int = 0, speakerIndex: Int = 0,
      syncUp: Shared<SyncUp>, transcript: String = ""
    ) {
      self.alert = alert
      self.secondsElapsed = secondsElapsed
      self.speakerIndex = speakerIndex
      self._syncUp = syncUp
      self.transcript = transcript
    }

    /// The time left; never negative.
    public var durationRemaining: Duration { .seconds(secondsRemaining) }

    /// Whole seconds of the meeting.
    public var durationSeconds: Int { Int(syncUp.duration.components.seconds) }

    /// Seconds left; never negative.
    public var secondsRemaining: Int { max(0, durationSeconds - secondsElapsed) }

    /// Each speaker's share, in whole seconds (at least 1).
    public var secondsPerAttendee: Int { Int(syncUp.durationPerAttendee.components.seconds) }

    /// How far the meeting is, from 0 to 1; 0 for a meeting of no length.
    public var progress: Double {
      let total = secondsElapsed + secondsRemaining
      return total > 0 ? Double(secondsElapsed) / Double(total) : 0
    }

    /// Whether the current speaker is the last one.
    public var isLastSpeaker: Bool { speakerIndex >= syncUp.attendees.count - 1 }
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case endMeetingButtonTapped
    case nextButtonTapped
    case onTask
    /// The program is about to end (a signal): the meeting so far is saved as one ended
    /// early, as "Save and end" would, unless nothing was timed or heard yet.
    case programWillExit
    case speechFailure
    case speechResult(SpeechRecognitionResult)
    case timerTick

    /// The buttons of the record screen's alerts.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmDiscard
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.speechClient) var speechClient
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { [dismiss] _ in await dismiss() }

      case .alert(.presented(.confirmSave)):
        return saveAndDismiss(&state)

      case .alert:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          state.alert = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed = state.speakerIndex * state.secondsPerAttendee
        return .none

      case .onTask:
        return .run { [clock, speechClient] send in
          let status =
            speechClient.authorizationStatus() == .notDetermined
            ? await speechClient.requestAuthorization()
            : speechClient.authorizationStatus()
          await withTaskGroup(of: Void.self) { group in
            if status == .authorized {
              group.addTask {
                do {
                  for try await result in await speechClient.startTask(SpeechRecognitionRequest()) {
                    await send(.speechResult(result))
                  }
                } catch is CancellationError {
                } catch {
                  await send(.speechFailure)
                }
              }
            }
            group.addTask {
              for await _ in clock.timer(interval: .seconds(1)) {
                await send(.timerTick)
              }
            }
          }
        }

      case .programWillExit:
        guard state.secondsElapsed > 0 || !state.transcript.isEmpty else { return .none }
        return saveAndDismiss(&state)

      case .speechFailure:
        if !state.transcript.isEmpty {
          state.transcript += " ❌"
        }
        state.alert = .speechRecognizerFailed
        return .none

      case let .speechResult(result):
        state.transcript = result.bestTranscription.formattedString
        return .none

      case .timerTick:
        guard state.alert == nil else { return .none }
        state.secondsElapsed += 1
        // Equality, not `>=`: ticks arriving between the dismiss request and the pop must
        // not save the meeting twice.
        if state.secondsElapsed == state.durationSeconds {
          return saveAndDismiss(&state)
        }
        if state.secondsElapsed.isMultiple(of: state.secondsPerAttendee), !state.isLastSpeaker {
          state.speakerIndex += 1
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Inserts the meeting, newest first, into the shared sync-up and closes the screen.
  private func saveAndDismiss(_ state: inout State) -> EffectOf<Self> {
    let meeting = Meeting(id: Meeting.ID(uuid()), date: now, transcript: state.transcript)
    state.$syncUp.withLock { _ = $0.meetings.insert(meeting, at: 0) }
    return .run { [dismiss] _ in await dismiss() }
  }
}

extension AlertState where Action == RecordMeeting.Action.Alert {
  /// Ending before the time is up; only a meeting ended early may be discarded.
  public static func endMeeting(isDiscardable: Bool) -> Self {
    AlertState {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) { TextState("Save and end") }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard") }
      }
      ButtonState(role: .cancel) { TextState("Resume") }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }

  /// The recogniser stopped; the meeting can go on without a transcript.
  public static let speechRecognizerFailed = AlertState { TextState("Speech recognition stopped") } actions: {
    ButtonState(role: .cancel) { TextState("Continue meeting") }
    ButtonState(role: .destructive, action: .confirmDiscard) { TextState("Discard meeting") }
  } message: { TextState("The speech recognizer has failed, so transcription has ended. What would you like to do?") }
}
