import AudioClients
import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The list of memos, newest first, and the record button: it asks for the microphone once,
/// presents the recording, inserts what it reports back, keeps at most one memo playing, and
/// shows an alert when permission, recording or playback fails, and asks before a memo and its
/// file are deleted. The list (titles, not the playing state) is saved after each insert,
/// rename and delete.
@Reducer
public struct VoiceMemos {
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var audioRecorderPermission: RecorderPermission
    @Presents public var recordingMemo: RecordingMemo.State?
    /// Why the last save or file deletion failed, for the status line.
    public var saveError: String?
    public var voiceMemos: IdentifiedArrayOf<VoiceMemo.State>

    /// The list with `voiceMemos`, permission not yet asked.
    public init(
      alert: AlertState<Action.Alert>? = nil, audioRecorderPermission: RecorderPermission = .undetermined,
      recordingMemo: RecordingMemo.State? = nil, saveError: String? = nil,
      voiceMemos: IdentifiedArrayOf<VoiceMemo.State> = []
    ) {
      self.alert = alert
      self.audioRecorderPermission = audioRecorderPermission
      self.recordingMemo = recordingMemo
      self.saveError = saveError
      self.voiceMemos = voiceMemos
    }

    /// The memos as they are saved: playing is never kept.
    public var savedMemos: [VoiceMemo.State] {
      voiceMemos.map { memo in
        var saved = memo
        saved.mode = .notPlaying
        return saved
      }
    }
  }

  /// Whether the microphone may be used; asked once.
  public enum RecorderPermission: Equatable, Sendable {
    case allowed
    case denied
    case undetermined
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    /// Asks before deleting a memo and its file.
    case deleteButtonTapped(VoiceMemo.State.ID)
    /// Rows to remove, as positions in the list.
    case onDelete([Int])
    case openSettingsButtonTapped
    /// The program is about to end: a recording still running stops, as its stop button
    /// would, and becomes a memo once the recorder has finished its file.
    case programWillExit
    case recordButtonTapped
    case recordPermissionResponse(Bool)
    case recordingMemo(PresentationAction<RecordingMemo.Action>)
    case saveFailed(String)
    case voiceMemos(IdentifiedActionOf<VoiceMemo>)

    /// The buttons of the alerts: failures have only an OK button, which just closes them.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      case confirmDeletion(VoiceMemo.State.ID)
    }
  }

  enum CancelID { case save }

  @Dependency(\.audioRecorder) var audioRecorder
  @Dependency(\.date) var date
  @Dependency(\.openSettings) var openSettings
  @Dependency(\.recordingsDirectory) var recordingsDirectory
  @Dependency(\.uuid) var uuid
  @Dependency(\.voiceMemosStorage) var storage

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion(let url))):
        return delete([url], from: &state)

      case .alert:
        return .none

      case .deleteButtonTapped(let url):
        // [DEVIATION] asks first: the original deletes on a swipe, and here the file goes too.
        guard let memo = state.voiceMemos[id: url] else { return .none }
        state.alert = .deleteMemo(memo)
        return .none

      case .onDelete(let offsets):
        let urls = Set(offsets).sorted().filter(state.voiceMemos.indices.contains).map { state.voiceMemos[$0].url }
        return delete(urls, from: &state)

      case .openSettingsButtonTapped:
        return .run { [openSettings] _ in await openSettings() }

      case .programWillExit:
        // Work in progress is never thrown away: the memo arrives through the usual delegate.
        guard state.recordingMemo?.mode == .recording else { return .none }
        return .send(.recordingMemo(.presented(.stopButtonTapped)))

      case .recordButtonTapped:
        switch state.audioRecorderPermission {
        case .undetermined:
          return .run { [audioRecorder] send in
            await send(.recordPermissionResponse(await audioRecorder.requestRecordPermission()))
          }
        case .denied:
          state.alert = .permissionDenied
          return .none
        case .allowed:
          state.recordingMemo = newRecordingMemo()
          return .none
        }

      case .recordPermissionResponse(let granted):
        state.audioRecorderPermission = granted ? .allowed : .denied
        if granted {
          state.recordingMemo = newRecordingMemo()
        } else {
          state.alert = .permissionDenied
        }
        return .none

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

      case .saveFailed(let message):
        state.saveError = message
        return .none

      case .voiceMemos(.element(let id, .delegate(.playbackStarted))):
        // [DEVIATION] the others stop for real: at most one memo ever plays.
        var stopped: [Effect<Action>] = []
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
    .onChange(of: \.savedMemos) { _, state in
      save(state.savedMemos)
    }
  }

  /// Removes the memos of `urls` (their playback stops with their rows) and deletes their files.
  private func delete(_ urls: [URL], from state: inout State) -> Effect<Action> {
    for url in urls { state.voiceMemos.remove(id: url) }
    // [DEVIATION] the file goes too (the original leaves it in the temporary directory).
    return .run { [storage] _ in
      for url in urls { try await storage.deleteRecording(url) }
    } catch: { error, send in
      await send(.saveFailed("\(error)"))
    }
  }

  private func newRecordingMemo() -> RecordingMemo.State {
    RecordingMemo.State(
      date: date.now,
      url: recordingsDirectory().appendingPathComponent(uuid().uuidString).appendingPathExtension("wav")
    )
  }

  /// Saves `memos`, replacing a save still running: the newest list always wins.
  private func save(_ memos: [VoiceMemo.State]) -> Effect<Action> {
    .run { [storage] _ in
      try await storage.save(memos)
    } catch: { error, send in
      await send(.saveFailed("\(error)"))
    }
    .cancellable(id: CancelID.save, cancelInFlight: true)
  }
}

extension AlertState where Action == VoiceMemos.Action.Alert {
  /// The microphone was refused.
  public static let permissionDenied = AlertState { TextState("Permission is required to record voice memos.") } actions: {
    ButtonState(role: .cancel) { TextState("OK") }
  } message: { TextState("Recording needs microphone permission.") }

  /// The recorder failed.
  public static let recordingFailed = AlertState { TextState("Voice memo recording failed.") } actions: {
    ButtonState(role: .cancel) { TextState("OK") }
  } message: { TextState("Could not record the memo.") }

  /// Asks before a memo is deleted with its recording; "Cancel" is the safe answer.
  public static func deleteMemo(_ memo: VoiceMemo.State) -> Self {
    AlertState {
      TextState("Delete memo?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmDeletion(memo.id)) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("\(memo.title.isEmpty ? "This memo" : "\"\(memo.title)\"") and its recording will be deleted.")
    }
  }

  /// The player failed.
  public static let playbackFailed = AlertState { TextState("Voice memo playback failed.") } actions: {
    ButtonState(role: .cancel) { TextState("OK") }
  } message: { TextState("Could not play the memo.") }
}
