import ComposableArchitecture
import Tagged
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SpeechClient

/// One sync-up: its settings, past meetings and attendees; edit it in a sheet, delete it,
/// or ask the parent to start a meeting. It holds the sync-up *of the shared list*, so an
/// edit here is an edit of the list.
@Reducer
public struct SyncUpDetail {
  public struct State: Equatable, Sendable {
    /// The one modal thing on screen: the edit sheet or an alert, never both.
    @Presents public var destination: Destination.State?
    @Shared public var syncUp: SyncUp

    /// The detail of the shared `syncUp`, with nothing presented.
    public init(destination: Destination.State? = nil, syncUp: Shared<SyncUp>) {
      self.destination = destination
      self._syncUp = syncUp
    }
  }

  public enum Action: Equatable, Sendable {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    /// Asks before deleting a past meeting and its transcript.
    case deleteMeetingButtonTapped(Meeting.ID)
    case deleteMeetings(atOffsets: [Int])
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case startMeetingButtonTapped

    /// Requests for the parent, which owns the navigation.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case startMeeting
    }
  }

  /// What the detail can present.
  @Reducer
  public enum Destination {
    case alert(AlertState<SyncUpDetail.Action.Alert>)
    case edit(SyncUpForm)
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.speechClient) var speechClient
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        // Edits are not dropped without asking; an untouched form just closes.
        guard case var .edit(form)? = state.destination, form.syncUp != state.syncUp else {
          state.destination = nil
          return .none
        }
        form.alert = .discardChanges
        state.destination = .edit(form)
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case let .deleteMeetingButtonTapped(id):
        guard let meeting = state.syncUp.meetings[id: id] else { return .none }
        state.destination = .alert(.deleteMeeting(meeting))
        return .none

      case let .deleteMeetings(atOffsets: offsets):
        state.$syncUp.withLock { $0.meetings.remove(atOffsets: offsets) }
        return .none

      case let .destination(.presented(.alert(alertAction))):
        switch alertAction {
        case .confirmDeletion:
          @Shared(.syncUps) var syncUps
          let id = state.syncUp.id
          $syncUps.withLock { _ = $0.remove(id: id) }
          return .run { [dismiss] _ in await dismiss() }
        case let .confirmMeetingDeletion(id):
          state.$syncUp.withLock { _ = $0.meetings.remove(id: id) }
          return .none
        case .continueWithoutRecording:
          return .send(.delegate(.startMeeting))
        case .openSettings:
          return .run { [openSettings] _ in await openSettings() }
        }

      case .destination(.presented(.edit(.alert(.presented(.confirmDiscard))))):
        state.destination = nil
        return .none

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case let .edit(form)? = state.destination else { return .none }
        let edited = form.syncUp.droppingBlankAttendees { Attendee.ID(uuid()) }
        state.$syncUp.withLock { $0 = edited }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .startMeetingButtonTapped:
        switch speechClient.authorizationStatus() {
        case .notDetermined, .authorized:
          return .send(.delegate(.startMeeting))
        case .denied:
          state.destination = .alert(.speechRecognitionDenied)
          return .none
        case .restricted:
          state.destination = .alert(.speechRecognitionRestricted)
          return .none
        }
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpDetail.Destination.State: Equatable, Sendable {}
extension SyncUpDetail.Destination.Action: Equatable, Sendable {}

extension SyncUpDetail.Action {
  /// The buttons of the detail's alerts.
  @CasePathable
  public enum Alert: Equatable, Sendable {
    case confirmDeletion
    case confirmMeetingDeletion(Meeting.ID)
    case continueWithoutRecording
    case openSettings
  }
}

extension AlertState where Action == SyncUpDetail.Action.Alert {
  /// Asks before deleting the sync-up.
  public static let deleteSyncUp = AlertState { TextState("Delete?") } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
    ButtonState(role: .cancel) { TextState("Nevermind") }
  } message: { TextState("Are you sure you want to delete this sync-up?") }

  /// Asks before deleting a past meeting, whose transcript goes with it.
  public static func deleteMeeting(_ meeting: Meeting) -> Self {
    AlertState { TextState("Delete meeting?") } actions: {
      ButtonState(role: .destructive, action: .confirmMeetingDeletion(meeting.id)) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: { TextState("This past meeting and its transcript will be deleted.") }
  }

  /// The user turned speech recognition off.
  public static let speechRecognitionDenied = AlertState {
    TextState("Speech recognition denied")
  } actions: {
    ButtonState(action: .continueWithoutRecording) { TextState("Continue without recording") }
    ButtonState(action: .openSettings) { TextState("Open settings") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState(
      """
      You previously denied speech recognition, so your meeting will not be recorded. You can \
      enable speech recognition in settings, or continue without recording.
      """)
  }

  /// This device does not allow speech recognition.
  public static let speechRecognitionRestricted = AlertState {
    TextState("Speech recognition restricted")
  } actions: {
    ButtonState(action: .continueWithoutRecording) { TextState("Continue without recording") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  } message: {
    TextState("Your device does not support speech recognition, so your meeting will not be recorded.")
  }
}
