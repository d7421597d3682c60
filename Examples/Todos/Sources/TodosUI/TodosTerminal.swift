import ComposableCore
import TerminalUI
import TodosCore

/// The program's root feature: the app, plus what only the terminal needs: the cursor (which
/// stays on its todo when the list re-sorts), the text cursor while a description is typed,
/// and the scroll position of the list for the height the terminal gives it.
@Reducer
public struct TodosTerminal {
  public struct State: Equatable, Sendable {
    /// The alert button chosen with ←/→; nil for the safe one (`AlertKeys`).
    public var alertSelection: Int?
    public var app: TodosApp.State
    /// The todo under the cursor, by id, so the cursor follows it across re-sorts.
    public var selection: Todo.State.ID?
    /// The visible row of the cursor; where it stays when its todo goes away.
    public var cursorRow = 0
    /// The text cursor while the selected todo's description is being typed; nil in the list.
    public var caret: Int?
    /// The todo just added, while its first description is typed: ended with none, it goes.
    public var newTodo: Todo.State.ID?
    /// The first visible row of the list.
    public var scrollOffset = 0
    /// How many rows of todos the terminal shows.
    public var listHeight: Int

    /// The program with `app` loaded, the cursor on the first row.
    /// Until the run loop reports the terminal's size, the page fits a classic 80x24 one.
    public init(
      app: TodosApp.State = TodosApp.State(), listHeight: Int = TodosScreen.listHeight(for: Size(width: 80, height: 24))
    ) {
      self.app = app
      self.listHeight = listHeight
      followSelection()
    }

    /// Whether typing goes into the selected todo's description.
    public var isEditingText: Bool { caret != nil }
  }

  public enum Action: Equatable, Sendable {
    case alertButtonSelected(Int)
    case app(TodosApp.Action)
    case cursorMoved(toRow: Int)
    case descriptionEdited(TextEdit)
    case editingEnded
    case editingStarted
    case terminalResized(Size)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.app, action: \.app) {
      TodosApp()
    }
    Reduce { state, action in
      switch action {
      case .alertButtonSelected(let index):
        state.alertSelection = index
        return .none

      case .app(.list(.addTodoButtonTapped)):
        // The new todo is open: make sure the filter shows it, then type into it.
        if state.app.list.filter == .completed { state.app.list.filter = .all }
        state.selection = state.app.list.todos.first?.id
        state.newTodo = state.selection
        state.caret = 0
        return .none

      case .app:
        return .none

      case .cursorMoved(let row):
        let rows = VisibleRows(state.app.list)
        guard rows.count > 0 else { return .none }
        state.cursorRow = min(max(0, row), rows.count - 1)
        state.selection = rows[state.cursorRow].id
        state.caret = nil
        state.newTodo = nil
        return .none

      case .descriptionEdited(let edit):
        guard let id = state.selection, let caret = state.caret, let todo = state.app.list.todos[id: id] else {
          return .none
        }
        var field = TextFieldState(todo.description, cursor: caret)
        field.apply(edit)
        state.caret = field.cursor
        guard field.text != todo.description else { return .none }
        // The app handles the edit as the row's own binding, so it saves as any change does.
        let binding = TodosApp.Action.list(.todos(.element(id: id, action: .binding(.set(\.description, field.text)))))
        return TodosApp().reduce(into: &state.app, action: binding).map(Action.app)

      case .editingEnded:
        state.caret = nil
        defer { state.newTodo = nil }
        // A todo added and left without a word (a, then Esc) is not kept as "Untitled Todo".
        guard let id = state.newTodo, id == state.selection,
          state.app.list.todos[id: id]?.description.allSatisfy(\.isWhitespace) == true,
          let row = state.app.list.filteredTodos.firstIndex(where: { $0.id == id })
        else { return .none }
        return .send(.app(.list(.delete([row]))))

      case .editingStarted:
        guard let id = state.selection, let todo = state.app.list.todos[id: id] else { return .none }
        state.caret = todo.description.count
        return .none

      case .terminalResized(let size):
        state.listHeight = TodosScreen.listHeight(for: size)
        return .none
      }
    }
    Reduce { state, _ in
      state.followSelection()
      // A closed alert leaves no choice behind for the next one.
      if state.app.list.alert == nil { state.alertSelection = nil }
      return .none
    }
  }
}

extension TodosTerminal.State {
  /// Puts the cursor back on its todo after any change: on the todo's new row when it is
  /// still visible, else on the row where it was (clamped to the list), and scrolls the
  /// least needed to show it. Typing stops when its todo is gone from view.
  mutating func followSelection() {
    let rows = VisibleRows(app.list)
    if let selection, let row = rows.row(of: selection) {
      cursorRow = row
    } else {
      cursorRow = rows.count == 0 ? 0 : min(max(0, cursorRow), rows.count - 1)
      let newSelection = rows.count == 0 ? nil : rows[cursorRow].id
      if newSelection != selection { caret = nil }
      selection = newSelection
    }
    scrollOffset = ListView(count: rows.count, selection: cursorRow, offset: scrollOffset) { _ in "" }
      .visibleOffset(height: listHeight)
  }
}
