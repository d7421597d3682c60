import ComposableArchitecture
import TerminalUI
import TodosCore

/// The one screen of the program: title and filter tabs, the list with its cursor, the
/// counts, and the hints of the keys in force (list, move mode or typing).
public enum TodosScreen {
  /// Smaller terminals show a "terminal too small" notice.
  public static let minimumSize = Size(width: 60, height: 20)
  static let filterTitles = Filter.allCases.map(\.rawValue)
  static let title = "Todos"
  static let movingTitle = "Todos — MOVE"
  /// The tabs as `TabBar` draws them: "[ All ]" and "  Active  " and so on.
  static let tabsWidth = filterTitles.reduce(0) { $0 + DisplayWidth.of($1) + 4 }

  // MARK: Drawing

  /// Draws the program's state into a frame of any size: the shared chrome with the filter
  /// tabs beside the title, the list as its body, and the counts as its status line.
  public static func render(_ state: TodosTerminal.State, into frame: inout Frame) {
    let list = state.app.list
    let chrome = ScreenChrome.draw(
      path: [list.editMode == .active ? movingTitle : title], keyMap: keyMap(state), accessoryWidth: tabsWidth,
      titleWidth: DisplayWidth.of(movingTitle), into: &frame
    )
    frame.render(TabBar(filterTitles, selection: Filter.allCases.firstIndex(of: list.filter) ?? 0), in: chrome.accessoryArea)
    renderList(state, in: chrome.body, frame: &frame)
    renderStatus(state.app, in: chrome.statusArea, frame: &frame)
    if let alert = state.clearCompletedAlert {
      let box = AlertBox(alert, selection: AlertKeys.chosen(alert.buttons, selection: state.alertButtons.selection))
      frame.render(box, in: chrome.body)
      AlertKeys.markButtons(alert.buttons, of: box, in: chrome.body, frame: &frame) { TodosTerminal.Action.clearCompletedAlert($0) }
    }
  }

  /// How many rows of todos fit in a terminal of `size`; the same in move mode, whose
  /// longer title is what decides whether the tabs fit beside it.
  public static func listHeight(for size: Size) -> Int {
    ScreenChrome(size: size, path: [title], accessoryWidth: tabsWidth, titleWidth: DisplayWidth.of(movingTitle)).body.height
  }

  private static func renderList(_ state: TodosTerminal.State, in area: Rect, frame: inout Frame) {
    let rows = VisibleRows(state.app.list)
    guard rows.count > 0 else {
      let message = emptyMessage(state.app.list)
      frame.render(Label(message, style: .dim, alignment: .center), in: area.row(area.height / 2))
      return
    }
    let list = state.list.listView(
      rowStyle: { row in
        let todo = rows[row]
        return todo.isComplete || todo.description.isEmpty ? .dim : .plain
      },
      row: { row in
        let todo = rows[row]
        return (todo.isComplete ? "[x] " : "[ ] ") + todo.title
      }
    )
    frame.render(list, in: area)
    // A click selects a row where the list's keys act: not while typing, nor under the alert.
    if state.editor == nil, state.clearCompletedAlert == nil {
      state.list.markRows(of: list, in: area, frame: &frame, send: TodosTerminal.Action.list)
    }
    if let editor = state.editor {
      // Typing: the description becomes a text field in place, after "> [ ] ".
      let rowsArea = list.rowsArea(area)
      let y = area.y + state.list.selection - list.visibleOffset(height: area.height)
      let field = Rect(x: rowsArea.x + 6, y: y, width: rowsArea.width - 6, height: 1).intersection(rowsArea)
      frame.render(TextField(editor, placeholder: "Untitled Todo"), in: field)
    }
  }

  /// What an empty body says, and what to do about it.
  static func emptyMessage(_ list: Todos.State) -> String {
    let count = list.todos.count
    let others = count == 1 ? "the 1 todo" : "all \(count) todos"
    switch list.filter {
    case .all: return "No todos yet. Press a to add one."
    case .active: return "Nothing left to do. Press 1 to show \(others)."
    case .completed: return "Nothing completed yet. Press 1 to show \(others)."
    }
  }

  private static func renderStatus(_ app: TodosApp.State, in area: Rect, frame: inout Frame) {
    let todos = app.list.todos
    let done = todos.reduce(into: 0) { count, todo in if todo.isComplete { count += 1 } }
    var x = area.x
    x += frame.draw("\(todos.count) \(todos.count == 1 ? "item" : "items"), \(done) done", in: area)
    if let saveError = app.saveError {
      let rest = Rect(x: x, y: area.y, width: area.maxX - x, height: 1).intersection(area)
      frame.draw("  not saved: \(saveError)", in: rest, style: Style(.bold, foreground: .red))
    }
  }

  // MARK: Keys

  /// The keys in force: an alert's, typing into a description, or the list (with move keys
  /// in move mode).
  public static func keyMap(_ state: TodosTerminal.State) -> KeyMap<TodosTerminal.Action> {
    if let alert = state.clearCompletedAlert {
      return AlertKeys.keyMap(
        alert.buttons, selection: state.alertButtons.selection, select: { .alertButtons(.selected($0)) },
        send: { .clearCompletedAlert($0) })
    }
    return state.isEditingText ? typingKeyMap : listKeyMap(state)
  }

  private static var typingKeyMap: KeyMap<TodosTerminal.Action> {
    KeyMap(
      [KeyBinding([.enter, .escape], help: "done", send: .editingEnded)],
      otherKeys: TextInput.otherKeys(send: TodosTerminal.Action.editor)
    )
  }

  private static func listKeyMap(_ state: TodosTerminal.State) -> KeyMap<TodosTerminal.Action> {
    let list = state.app.list
    let rows = VisibleRows(list)
    let row = state.list.selection
    let selected = row < rows.count ? rows[row] : nil
    let isMoving = list.editMode == .active
    func send(_ action: Todos.Action) -> TodosTerminal.Action { .app(.list(action)) }
    func filter(_ filter: Filter) -> TodosTerminal.Action { send(.binding(.set(\.filter, filter))) }
    let filters = Filter.allCases
    let filterIndex = filters.firstIndex(of: list.filter) ?? 0

    var bindings: [KeyBinding<TodosTerminal.Action>] = []
    if isMoving {
      bindings += [
        KeyBinding([.shiftUp, .char("K")], help: "move up", send: send(.move([row], row - 1)), isEnabled: row > 0),
        KeyBinding(
          [.shiftDown, .char("J")], help: "move down", send: send(.move([row], row + 2)), isEnabled: row + 1 < rows.count
        ),
        KeyBinding([.escape, .char("m")], help: "done moving", send: send(.binding(.set(\.editMode, .inactive)))),
      ]
    }
    bindings += ListCursor.keyBindings(send: TodosTerminal.Action.list)
    bindings.append(KeyBinding([.char("a")], help: "add", send: send(.addTodoButtonTapped)))
    if let selected {
      let toggle = send(.todos(.element(id: selected.id, action: .binding(.set(\.isComplete, !selected.isComplete)))))
      bindings += [
        KeyBinding([.char(" ")], help: "toggle", send: toggle),
        KeyBinding([.char("x")], help: "", send: toggle),
        KeyBinding([.enter], help: "edit", send: .editingStarted),
        KeyBinding([.char("e")], help: "", send: .editingStarted),
        KeyBinding([.char("d")], help: "delete", send: send(.delete([row]))),
        KeyBinding([.delete], help: "", send: send(.delete([row]))),
        .copy([.char("y")], text: selected.description),
      ]
    }
    bindings += [
      KeyBinding(
        [.char("m")], help: "move mode", send: send(.binding(.set(\.editMode, .active))),
        isEnabled: !isMoving && !list.todos.isEmpty
      ),
      // Neighbours with one help text share a hint: "f/F filter".
      KeyBinding([.char("f")], help: "filter", send: filter(filters[(filterIndex + 1) % filters.count])),
      KeyBinding([.char("F")], help: "filter", send: filter(filters[(filterIndex + filters.count - 1) % filters.count])),
      KeyBinding(
        [.char("C")], help: "clear done", send: .clearCompletedKeyPressed, isEnabled: list.hasCompletedTodos,
        showsWhenDisabled: true
      ),
      // Not in the hints, which keep to the spec's line at 80 columns; `--help` lists it.
      .quit([.char("q")], help: ""),
    ]
    // 1 2 3 choose a filter directly.
    for (index, choice) in filters.enumerated() {
      bindings.append(KeyBinding([.char(Character(String(index + 1)))], help: "", send: filter(choice)))
    }
    return KeyMap(bindings)
  }
}
