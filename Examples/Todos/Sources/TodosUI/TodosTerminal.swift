import ComposableArchitecture
import TerminalUI
import TodosCore

/// The program's root feature: the app, plus what only the terminal needs: the list's cursor
/// (which stays on its todo when the list re-sorts), the description being typed, the
/// question asked before `C` clears the completed todos, and the alert button chosen. Each
/// is a TerminalUI component, scoped in as any child feature is.
@Reducer
public struct TodosTerminal {
  public struct State: Equatable, Sendable {
    public var alertButtons = ButtonRow.State()
    public var app: TodosApp.State
    /// Asks before the completed todos are cleared: a key is pressed more lightly than a
    /// button is tapped, so the terminal asks where the reference's feature clears at once.
    @Presents public var clearCompletedAlert: AlertState<Action.ClearCompletedAlert>?
    /// The selected todo's description while it is typed; nil in the list.
    public var editor: TextFieldState?
    /// The cursor over the visible rows; it stays on its row when its todo goes away.
    public var list: ListCursor.State
    /// The todo just added, while its first description is typed: ended with none, it goes.
    public var newTodo: Todo.State.ID?
    /// The todo under the cursor, by id, so the cursor follows it across re-sorts.
    public var selection: Todo.State.ID?

    /// The program with `app` loaded, the cursor on the first row. Until the run loop reports
    /// the terminal's size, the page fits a classic 80x24 one.
    public init(
      app: TodosApp.State = TodosApp.State(), listHeight: Int = TodosScreen.listHeight(for: Size(width: 80, height: 24))
    ) {
      self.app = app
      list = ListCursor.State(height: listHeight)
      followSelection()
    }
  }

  public enum Action: Equatable, Sendable {
    case alertButtons(ButtonRow.Action)
    case app(TodosApp.Action)
    case clearCompletedAlert(PresentationAction<ClearCompletedAlert>)
    /// `C`: asks whether to clear the completed todos.
    case clearCompletedKeyPressed
    case editor(TextInput.Action)
    case editingEnded
    case editingStarted
    case list(ListCursor.Action)
    case terminalResized(Size)

    /// The buttons of the question asked before clearing.
    @CasePathable
    public enum ClearCompletedAlert: Equatable, Sendable {
      case confirmClearCompleted
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(\.app, action: \.app) { TodosApp() }
      Scope(\.alertButtons, action: \.alertButtons) { ButtonRow() }
      Scope(\.list, action: \.list) { ListCursor() }
      Reduce { state, action in
        switch action {
        case .app(.list(.addTodoButtonTapped)):
          // The new todo is open: make sure the filter shows it, then type into it.
          if state.app.list.filter == .completed { state.app.list.filter = .all }
          state.selection = state.app.list.todos.first?.id
          state.newTodo = state.selection
          state.editor = TextFieldState()
          return .none

        case .alertButtons, .app:
          return .none

        case .clearCompletedAlert(.presented(.confirmClearCompleted)):
          return .send(.app(.list(.clearCompletedButtonTapped)))

        case .clearCompletedAlert:
          return .none

        case .clearCompletedKeyPressed:
          let count = state.app.list.todos.reduce(into: 0) { count, todo in if todo.isComplete { count += 1 } }
          guard count > 0 else { return .none }
          state.clearCompletedAlert = .clearCompleted(count: count)
          return .none

        case .editor:
          guard let id = state.selection, let text = state.editor?.text, state.app.list.todos[id: id]?.description != text
          else { return .none }
          // The row's own binding: the app saves the edit as it saves any change.
          return .send(.app(.list(.todos(.element(id: id, action: .binding(.set(\.description, text)))))))

        case .editingEnded:
          state.editor = nil
          defer { state.newTodo = nil }
          // A todo added and left without a word (a, then Esc) is not kept as "Untitled Todo".
          guard let id = state.newTodo, id == state.selection,
            state.app.list.todos[id: id]?.description.allSatisfy(\.isWhitespace) == true,
            let row = state.app.list.filteredTodos.firstIndex(where: { $0.id == id })
          else { return .none }
          return .send(.app(.list(.delete([row]))))

        case .editingStarted:
          state.editor = state.selection.flatMap { state.app.list.todos[id: $0] }.map { TextFieldState($0.description) }
          return .none

        case .list:
          let rows = VisibleRows(state.app.list)
          state.selection = rows.count > 0 ? rows[state.list.selection].id : nil
          return .none

        case .terminalResized(let size):
          state.list.resize(height: TodosScreen.listHeight(for: size))
          return .none
        }
      }
      .ifLet(\.editor, action: \.editor) { TextInput() }
      .ifLet(\.$clearCompletedAlert, action: \.clearCompletedAlert)
      Reduce { state, _ in
        state.followSelection()
        return .none
      }
    }
    .resettingButtonRow(\.alertButtons) { $0.clearCompletedAlert }
  }
}

extension TodosTerminal.State {
  /// Whether typing goes into the selected todo's description.
  public var isEditingText: Bool { editor != nil }

  /// Puts the cursor back on its todo after any change: on the todo's new row when it is
  /// still visible, else on the row where it was (clamped to the list). Typing stops when
  /// its todo is gone from view.
  mutating func followSelection() {
    let rows = VisibleRows(app.list)
    if list.follow(&selection, count: rows.count, row: rows.row(of:), id: { rows[$0].id }) { editor = nil }
  }
}

extension AlertState where Action == TodosTerminal.Action.ClearCompletedAlert {
  /// Asks before `count` completed todos are deleted; "Cancel" is the safe answer.
  public static func clearCompleted(count: Int) -> Self {
    AlertState {
      TextState("Clear completed todos?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmClearCompleted) { TextState("Clear") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState(count == 1 ? "The completed todo will be deleted." : "The \(count) completed todos will be deleted.")
    }
  }
}
