import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI
import VoiceMemosCore

/// The program's root feature: the memos, plus what only the terminal needs: the cursor
/// (which stays on its memo when a new one is inserted above), the text cursor while a title
/// is typed, the scroll position, the overlay the simulated "open settings" shows, the
/// question asked before a memo and its file are deleted, and keeping the list between runs.
///
/// A presented recording starts as soon as it appears, as a view's task would start it. The
/// list is saved after each insert, rename and delete, and a memo leaving it takes its file.
@Reducer
public struct VoiceMemosTerminal {
  public struct State: Equatable, Sendable {
    public var alertButtons = ButtonRow.State()
    public var app: VoiceMemos.State
    /// Asks before a memo goes with its recording: a key is pressed more lightly than a row is
    /// swiped, and here the file goes too.
    @Presents public var deleteAlert: AlertState<Action.DeleteAlert>?
    /// The selected memo's title while it is typed; nil in the list.
    public var editor: TextFieldState?
    /// Whether the audio is the simulation, which the title then says.
    public var isSimulated: Bool
    /// Whether the overlay explaining the simulated permission is shown.
    public var isShowingSettings = false
    /// The cursor over the memos; it stays on its row when its memo goes away.
    public var list: ListCursor.State
    /// Why the last save or file deletion failed, for the status line.
    public var saveError: String?
    /// The memo under the cursor, by file.
    public var selection: VoiceMemo.State.ID?
    /// The time zone untitled memos show their time in.
    public var timeZone: TimeZone

    /// The program with `app` loaded, the cursor on the first memo.
    public init(
      app: VoiceMemos.State = VoiceMemos.State(), isSimulated: Bool = true,
      listHeight: Int = VoiceMemosScreen.listHeight(for: Size(width: 80, height: 24)), timeZone: TimeZone = .current
    ) {
      self.app = app
      self.isSimulated = isSimulated
      list = ListCursor.State(height: listHeight)
      self.timeZone = timeZone
      followSelection()
    }

    /// Whether typing goes into the selected memo's title.
    public var isEditingTitle: Bool { editor != nil }
  }

  public enum Action: Equatable, Sendable {
    case alertButtons(ButtonRow.Action)
    case app(VoiceMemos.Action)
    case deleteAlert(PresentationAction<DeleteAlert>)
    /// `d`: asks whether to delete the memo and its recording.
    case deleteKeyPressed(VoiceMemo.State.ID)
    case editingEnded
    case editingStarted
    case editor(TextInput.Action)
    case list(ListCursor.Action)
    /// The program is about to end: a recording still running stops, as its stop button
    /// would, and becomes a memo once the recorder has finished its file.
    case programWillExit
    case saveFailed(String)
    case settingsDismissed
    case terminalResized(Size)

    /// The buttons of the question asked before deleting.
    @CasePathable
    public enum DeleteAlert: Equatable, Sendable {
      case confirmDeletion(VoiceMemo.State.ID)
    }
  }

  enum CancelID { case save }

  @Dependency(\.voiceMemosStorage) var storage

  public init() {}

  public var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(\.app, action: \.app) { VoiceMemos() }
        .onChange(of: { $0.app.recordingMemo?.url }) { _, state in
          state.app.recordingMemo == nil ? .none : .send(.app(.recordingMemo(.presented(.onTask))))
        }
      Scope(\.alertButtons, action: \.alertButtons) { ButtonRow() }
      Scope(\.list, action: \.list) { ListCursor() }
      Reduce { state, action in
        switch action {
        case .app(.openSettingsButtonTapped):
          // The live "settings" are this overlay: Linux has none for a simulated microphone.
          state.isShowingSettings = true
        case .alertButtons, .app, .deleteAlert(.dismiss), .list:
          break
        case .deleteAlert(.presented(.confirmDeletion(let id))):
          guard let row = state.app.voiceMemos.index(id: id) else { return .none }
          return .send(.app(.onDelete([row])))
        case .deleteKeyPressed(let id):
          guard let memo = state.app.voiceMemos[id: id] else { return .none }
          state.deleteAlert = .deleteMemo(memo)
        case .editingEnded:
          state.editor = nil
        case .editingStarted:
          state.editor = state.selection.flatMap { state.app.voiceMemos[id: $0] }.map { TextFieldState($0.title) }
        case .editor:
          guard let id = state.selection, let text = state.editor?.text, state.app.voiceMemos[id: id]?.title != text
          else { return .none }
          return .send(.app(.voiceMemos(.element(id: id, action: .titleTextFieldChanged(text)))))
        case .programWillExit:
          // Work in progress is never thrown away: the memo arrives through the usual delegate.
          guard state.app.recordingMemo?.mode == .recording else { return .none }
          return .send(.app(.recordingMemo(.presented(.stopButtonTapped))))
        case .saveFailed(let message):
          state.saveError = message
        case .settingsDismissed:
          state.isShowingSettings = false
        case .terminalResized(let size):
          state.list.resize(height: VoiceMemosScreen.listHeight(for: size))
        }
        return .none
      }
      .ifLet(\.editor, action: \.editor) { TextInput() }
      .ifLet(\.$deleteAlert, action: \.deleteAlert)
      Reduce { state, action in
        if case .list = action { state.selectRow() }
        state.followSelection()
        return .none
      }
    }
    .resettingButtonRow(\.alertButtons) { $0.app.alert }
    .resettingButtonRow(\.alertButtons) { $0.deleteAlert }
    .onChange(of: \.app.voiceMemos.ids) { old, state in
      deleteRecordings(old.filter { state.app.voiceMemos[id: $0] == nil })
    }
    .onChange(of: \.app.savedMemos) { _, state in
      save(state.app.savedMemos)
    }
  }

  /// Deletes the recordings of memos that left the list.
  private func deleteRecordings(_ urls: [URL]) -> EffectOf<Self> {
    guard !urls.isEmpty else { return .none }
    return .run { [storage] _ in
      for url in urls { try await storage.deleteRecording(url) }
    } catch: { error, send in
      await send(.saveFailed("\(error)"))
    }
  }

  /// Saves `memos`, replacing a save still running: the newest list always wins.
  private func save(_ memos: [VoiceMemo.State]) -> EffectOf<Self> {
    .run { [storage] _ in
      try await storage.save(memos)
    } catch: { error, send in
      await send(.saveFailed("\(error)"))
    }
    .cancellable(id: CancelID.save, cancelInFlight: true)
  }
}

extension VoiceMemosTerminal.State {
  /// Selects the memo on the cursor's row, which a list key just moved; typing stops there.
  mutating func selectRow() {
    selection = app.voiceMemos.isEmpty ? nil : app.voiceMemos[list.selection].id
    editor = nil
  }

  /// Puts the cursor back on its memo after any change, or on the row where it was (clamped)
  /// when the memo is gone. Typing stops when its memo is gone.
  mutating func followSelection() {
    let memos = app.voiceMemos
    if list.follow(&selection, count: memos.count, row: memos.index(id:), id: { memos[$0].id }) { editor = nil }
  }
}

extension AlertState where Action == VoiceMemosTerminal.Action.DeleteAlert {
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
}
