import ComposableCore
import Foundation
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
    /// The alert button chosen with ←/→; nil for the safe one (`AlertKeys`).
    public var alertSelection: Int?
    public var app: VoiceMemos.State
    /// The text cursor while the selected memo's title is typed; nil in the list.
    public var caret: Int?
    /// The visible row of the cursor; where it stays when its memo goes away.
    public var cursorRow = 0
    /// Whether the audio is the simulation, which the title then says.
    public var isSimulated: Bool
    /// Whether the overlay explaining the simulated permission is shown.
    public var isShowingSettings = false
    /// How many memos the terminal shows.
    public var listHeight: Int
    /// The first visible row of the list.
    public var scrollOffset = 0
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
      self.listHeight = listHeight
      self.timeZone = timeZone
      followSelection()
    }

    /// Whether typing goes into the selected memo's title.
    public var isEditingTitle: Bool { caret != nil }
  }

  public enum Action: Equatable, Sendable {
    case alertButtonSelected(Int)
    case app(VoiceMemos.Action)
    case cursorMoved(toRow: Int)
    case editingEnded
    case editingStarted
    case settingsDismissed
    case terminalResized(Size)
    case titleEdited(TextEdit)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.app, action: \.app) {
      VoiceMemos()
    }
    .onChange(of: { $0.app.recordingMemo?.url }) { _, state in
      state.app.recordingMemo == nil ? .none : .send(.app(.recordingMemo(.presented(.onTask))))
    }
    Reduce { state, action in
      switch action {
      case .alertButtonSelected(let index):
        state.alertSelection = index
        return .none

      case .app(.openSettingsButtonTapped):
        // The live "settings" are this overlay: Linux has none for a simulated microphone.
        state.isShowingSettings = true
        return .none

      case .app:
        return .none

      case .cursorMoved(let row):
        let memos = state.app.voiceMemos
        guard !memos.isEmpty else { return .none }
        state.cursorRow = min(max(0, row), memos.count - 1)
        state.selection = memos[state.cursorRow].id
        state.caret = nil
        return .none

      case .editingEnded:
        state.caret = nil
        return .none

      case .editingStarted:
        guard let id = state.selection, let memo = state.app.voiceMemos[id: id] else { return .none }
        state.caret = memo.title.count
        return .none

      case .settingsDismissed:
        state.isShowingSettings = false
        return .none

      case .terminalResized(let size):
        state.listHeight = VoiceMemosScreen.listHeight(for: size)
        return .none

      case .titleEdited(let edit):
        guard let id = state.selection, let caret = state.caret, let memo = state.app.voiceMemos[id: id] else {
          return .none
        }
        var field = TextFieldState(memo.title, cursor: caret)
        field.apply(edit)
        state.caret = field.cursor
        guard field.text != memo.title else { return .none }
        return .send(.app(.voiceMemos(.element(id: id, action: .titleTextFieldChanged(field.text)))))
      }
    }
    Reduce { state, _ in
      state.followSelection()
      // A closed alert leaves no choice behind for the next one.
      if state.app.alert == nil { state.alertSelection = nil }
      return .none
    }
  }
}

extension VoiceMemosTerminal.State {
  /// Puts the cursor back on its memo after any change, or on the row where it was (clamped)
  /// when the memo is gone, and scrolls the least needed to show it. Typing stops when its
  /// memo is gone.
  mutating func followSelection() {
    let memos = app.voiceMemos
    if let selection, let row = memos.index(id: selection) {
      cursorRow = row
    } else {
      cursorRow = memos.isEmpty ? 0 : min(max(0, cursorRow), memos.count - 1)
      let newSelection = memos.isEmpty ? nil : memos[cursorRow].id
      if newSelection != selection { caret = nil }
      selection = newSelection
    }
    scrollOffset = ListView(count: memos.count, selection: cursorRow, offset: scrollOffset) { _ in "" }
      .visibleOffset(height: listHeight)
  }
}
