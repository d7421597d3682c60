import AudioClients
import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The list of memos, newest first, and the record button: it asks for the microphone once,
/// presents the recording, inserts what it reports back, keeps at most one memo playing, and
/// shows an alert when permission, recording or playback fails. Keeping the list between
/// runs, and asking before a memo goes, are the program's (`VoiceMemosTerminal`).
@Reducer
public struct VoiceMemos {
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var audioRecorderPermission: RecorderPermission
    @Presents public var recordingMemo: RecordingMemo.State?
    public var voiceMemos: IdentifiedArrayOf<VoiceMemo.State>

    /// The list with `voiceMemos`, permission not yet asked.
    public init(
      alert: AlertState<Action.Alert>? = nil, audioRecorderPermission: RecorderPermission = .undetermined,
      recordingMemo: RecordingMemo.State? = nil, voiceMemos: IdentifiedArrayOf<VoiceMemo.State> = []
    ) {
      self.alert = alert
      self.audioRecorderPermission = audioRecorderPermission
      self.recordingMemo = recordingMemo
      self.voiceMemos = voiceMemos
    }

    /// The memos as a program keeps them between runs: playing is never kept.
    public var savedMemos: [VoiceMemo.State] {
      voiceMemos.map { memo in
        var saved = memo
        saved.mode = .notPlaying
        return saved
      }
    }

    /// Whether the microphone may be used; asked once.
    public enum RecorderPermission: Equatable, Sendable {
      case allowed
      case denied
      case undetermined
    }
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    /// Rows to remove, as positions in the list.
    case onDelete([Int])
    case openSettingsButtonTapped
    case recordButtonTapped
    case recordPermissionResponse(Bool)
    case recordingMemo(PresentationAction<RecordingMemo.Action>)
    case voiceMemos(IdentifiedActionOf<VoiceMemo>)

    /// The alerts have no buttons of their own: dismissing one just closes it.
    @CasePathable
    public enum Alert: Equatable, Sendable {}
  }

  @Dependency(\.audioRecorder.requestRecordPermission) var requestRecordPermission
  @Dependency(\.date) var date
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.recordingFileExtension) var recordingFileExtension
  @Dependency(\.temporaryDirectory) var temporaryDirectory
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none

      case .onDelete(let offsets):
        // Playback stops with its row: `forEach` cancels a removed memo's effects.
        state.voiceMemos.remove(atOffsets: offsets)
        return .none

      case .openSettingsButtonTapped:
        return .run { [openSettings] _ in await openSettings() }

      case .recordButtonTapped:
        switch state.audioRecorderPermission {
        case .undetermined:
          return .run { [requestRecordPermission] send in
            await send(.recordPermissionResponse(await requestRecordPermission()))
          }
        case .denied:
          state.alert = .permissionDenied
          return .none
        case .allowed:
          state.recordingMemo = newRecordingMemo()
          return .none
        }

      case .recordingMemo(.presented(.delegate(.didFinish(.success(let recording))))):
        state.recordingMemo = nil
        state.voiceMemos.insert(
          VoiceMemo.State(date: recording.date, duration: recording.duration, url: recording.url), at: 0
        )
        return .none

      case .recordingMemo(.presented(.delegate(.didFinish(.failure)))):
        state.alert = .recordingFailed
        state.recordingMemo = nil
        return .none

      case .recordingMemo:
        return .none

      case .recordPermissionResponse(let granted):
        state.audioRecorderPermission = granted ? .allowed : .denied
        if granted {
          state.recordingMemo = newRecordingMemo()
        } else {
          state.alert = .permissionDenied
        }
        return .none

      case .voiceMemos(.element(let id, .delegate(.playbackStarted))):
        // [DEVIATION] the others stop for real: at most one memo ever plays.
        var stopped: [EffectOf<Self>] = []
        for other in state.voiceMemos.ids where other != id && state.voiceMemos[id: other]?.isPlaying == true {
          state.voiceMemos[id: other]?.mode = .notPlaying
          stopped.append(.cancel(id: VoiceMemo.CancelID.play(other)))
        }
        return .merge(stopped)

      case .voiceMemos(.element(_, .delegate(.playbackFailed))):
        state.alert = .playbackFailed
        return .none

      case .voiceMemos:
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$recordingMemo, action: \.recordingMemo) {
      RecordingMemo()
    }
    .forEach(\.voiceMemos, action: \.voiceMemos) {
      VoiceMemo()
    }
  }

  /// A recording starting now, into a new file of the temporary directory.
  private func newRecordingMemo() -> RecordingMemo.State {
    RecordingMemo.State(
      date: date.now,
      url: temporaryDirectory().appendingPathComponent(uuid().uuidString).appendingPathExtension(recordingFileExtension)
    )
  }
}

extension AlertState where Action == VoiceMemos.Action.Alert {
  /// The microphone was refused.
  public static let permissionDenied = AlertState { TextState("Permission is required to record voice memos.") }

  /// The recorder failed.
  public static let recordingFailed = AlertState { TextState("Voice memo recording failed.") }

  /// The player failed.
  public static let playbackFailed = AlertState { TextState("Voice memo playback failed.") }
}
