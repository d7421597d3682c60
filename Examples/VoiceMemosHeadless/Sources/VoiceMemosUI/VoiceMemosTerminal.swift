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
/// is typed, the scroll position, and the overlay the simulated "open settings" shows.
///
/// A presented recording starts as soon as it appears, as a view's task would start it.
@Reducer
public struct VoiceMemosTerminal {
  public struct State: Equatable, Sendable {
    public var alertButtons = ButtonRow.State()
    public var app: VoiceMemos.State
    /// The selected memo's title while it is typed; nil in the list.
    public var editor: TextFieldState?
    /// Whether the audio is the simulation, which the title then says.
    public var isSimulated: Bool
    /// Whether the overlay explaining the simulated permission is shown.
    public var isShowingSettings = false
    /// The cursor over the memos; it stays on its row when its memo goes away.
    public var list: ListCursor.State
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
    case editingEnded
    case editingStarted
    case editor(TextInput.Action)
    case list(ListCursor.Action)
    case settingsDismissed
    case terminalResized(Size)
  }

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
        case .alertButtons, .app, .list:
          break
        case .editingEnded:
          state.editor = nil
        case .editingStarted:
          state.editor = state.selection.flatMap { state.app.voiceMemos[id: $0] }.map { TextFieldState($0.title) }
        case .editor:
          guard let id = state.selection, let text = state.editor?.text, state.app.voiceMemos[id: id]?.title != text
          else { return .none }
          return .send(.app(.voiceMemos(.element(id: id, action: .titleTextFieldChanged(text)))))
        case .settingsDismissed:
          state.isShowingSettings = false
        case .terminalResized(let size):
          state.list.resize(height: VoiceMemosScreen.listHeight(for: size))
        }
        return .none
      }
      .ifLet(\.editor, action: \.editor) { TextInput() }
      Reduce { state, action in
        if case .list = action { state.selectRow() }
        state.followSelection()
        return .none
      }
    }
    .resettingButtonRow(\.alertButtons) { $0.app.alert }
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
