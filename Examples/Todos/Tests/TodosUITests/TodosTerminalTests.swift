import ComposableArchitecture
import Foundation
import TerminalUI
import Testing
import TodosCore
import TodosUI

/// T0, T1, … of the spec: the todo whose id is UUID `number`.
func todo(_ number: UInt64, _ description: String = "", isComplete: Bool = false) -> Todo.State {
  Todo.State(description: description, id: UUID(incrementing: number), isComplete: isComplete)
}

/// The terminal's own state: the cursor follows its todo, typing edits a description in
/// place, and every key the screen offers sends what the spec says.
@MainActor
struct TodosTerminalTests {
  let clock = TestClock()
  let memory = TodosMemory()

  func makeStore(_ todos: IdentifiedArrayOf<Todo.State> = [], filter: Filter = .all) -> TestStore<TodosTerminal.State, TodosTerminal.Action> {
    TestStore(initialState: TodosTerminal.State(app: TodosApp.State(list: Todos.State(filter: filter, todos: todos)))) {
      TodosTerminal()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
      $0.todosStorage = .inMemory(memory)
    }
  }

  /// The action the screen sends for `key` in the store's current state.
  func action(for key: Key, in store: TestStore<TodosTerminal.State, TodosTerminal.Action>) -> TodosTerminal.Action? {
    guard case .send(let action)? = TodosScreen.keyMap(store.state).command(for: key) else { return nil }
    return action
  }

  /// Types `edit` into the description of `id`, which becomes `text` with the caret at `caret`
  /// (its end by default); the app receives the text as the row's binding.
  func type(
    _ edit: TextEdit, into id: Todo.State.ID, _ text: String, caret: Int? = nil,
    in store: TestStore<TodosTerminal.State, TodosTerminal.Action>
  ) async {
    let changed = store.state.app.list.todos[id: id]?.description != text
    await store.send(.editor(.edited(edit))) { $0.editor = TextFieldState(text, cursor: caret) }
    guard changed else { return }
    await store.receive(.app(.list(.todos(.element(id: id, action: .binding(.set(\.description, text))))))) {
      $0.app.list.todos[id: id]?.description = text
    }
  }

  @Test func addingTypesIntoTheNewTopRow() async {
    let store = makeStore([todo(7, "Buy milk")])
    #expect(store.state.selection == todo(7).id)
    #expect(action(for: .char("a"), in: store) == .app(.list(.addTodoButtonTapped)))
    await store.send(.app(.list(.addTodoButtonTapped))) {
      $0.app.list.todos = [todo(0), todo(7, "Buy milk")]
      $0.selection = todo(0).id
      $0.newTodo = todo(0).id
      $0.editor = TextFieldState()
      $0.list.resize(count: 2)
    }
    // Letters now type: "a" is text, not "add".
    #expect(action(for: .char("a"), in: store) == .editor(.edited(.insert("a"))))
    for (typed, text) in [("C", "C"), ("a", "Ca"), ("f", "Caf"), ("é", "Café")] {
      await type(.insert(typed), into: todo(0).id, text, in: store)
    }
    await type(.moveToStart, into: todo(0).id, "Café", caret: 0, in: store)
    await type(.insert("☕"), into: todo(0).id, "☕Café", caret: 1, in: store)
    await type(.deleteForward, into: todo(0).id, "☕afé", caret: 1, in: store)
    #expect(action(for: .enter, in: store) == .editingEnded)
    await store.send(.editingEnded) {
      $0.editor = nil
      $0.newTodo = nil
    }
    await clock.advance(by: TodosApp.saveDelay)
    await store.receive(.app(.saveDelayElapsed))
    await store.receive(.app(.saved))
    #expect(memory.saves == [[todo(0, "☕afé"), todo(7, "Buy milk")]])
  }

  @Test func editingStartsWithTheTextCursorAtTheEnd() async {
    let store = makeStore([todo(0, "Zoë")])
    #expect(action(for: .char("e"), in: store) == .editingStarted)
    await store.send(.editingStarted) { $0.editor = TextFieldState("Zoë", cursor: 3) }
    await type(.deleteBackward, into: todo(0).id, "Zo", in: store)
    #expect(action(for: .escape, in: store) == .editingEnded)
    await store.send(.editingEnded) { $0.editor = nil }
    await clock.advance(by: TodosApp.saveDelay)
    await store.receive(.app(.saveDelayElapsed))
    await store.receive(.app(.saved))
  }

  @Test func addingUnderTheCompletedFilterShowsAll() async {
    let store = makeStore([todo(7, isComplete: true)], filter: .completed)
    await store.send(.app(.list(.addTodoButtonTapped))) {
      $0.app.list.todos = [todo(0), todo(7, isComplete: true)]
      $0.app.list.filter = .all
      $0.selection = todo(0).id
      $0.newTodo = todo(0).id
      $0.editor = TextFieldState()
      $0.list.resize(count: 2)
    }
    await type(.insert("x"), into: todo(0).id, "x", in: store)
    await store.send(.editingEnded) {
      $0.editor = nil
      $0.newTodo = nil
    }
    await clock.advance(by: TodosApp.saveDelay)
    await store.receive(.app(.saveDelayElapsed))
    await store.receive(.app(.saved))
  }

  /// a, then Esc (or Enter) without typing: no "Untitled Todo" is left behind.
  @Test func aTodoAddedAndLeftEmptyGoes() async {
    let store = makeStore([todo(7, "Buy milk")])
    await store.send(.app(.list(.addTodoButtonTapped))) {
      $0.app.list.todos = [todo(0), todo(7, "Buy milk")]
      $0.selection = todo(0).id
      $0.newTodo = todo(0).id
      $0.editor = TextFieldState()
      $0.list.resize(count: 2)
    }
    #expect(action(for: .escape, in: store) == .editingEnded)
    await store.send(.editingEnded) {
      $0.editor = nil
      $0.newTodo = nil
    }
    await store.receive(.app(.list(.delete([0])))) {
      $0.app.list.todos = [todo(7, "Buy milk")]
      $0.list.resize(count: 1)
      $0.selection = todo(7).id
    }
    await clock.advance(by: TodosApp.saveDelay)
    await store.receive(.app(.saveDelayElapsed))
    await store.receive(.app(.saved))
  }

  @Test func theCursorFollowsItsTodoWhenTheListSorts() async {
    let store = makeStore([todo(0), todo(1), todo(2)])
    let toggle = action(for: .char(" "), in: store)
    #expect(toggle == .app(.list(.todos(.element(id: todo(0).id, action: .binding(.set(\.isComplete, true)))))))
    #expect(action(for: .char("x"), in: store) == toggle)
    await store.send(\.app.list.todos[id: todo(0).id].binding.isComplete, true) {
      $0.app.list.todos[id: todo(0).id]?.isComplete = true
    }
    await clock.advance(by: TodosApp.saveDelay)
    await store.receive(.app(.saveDelayElapsed))
    await store.receive(.app(.saved))
    await clock.advance(by: Todos.sortDelay - TodosApp.saveDelay)
    await store.receive(.app(.list(.sortCompletedTodos))) {
      $0.app.list.todos = [todo(1), todo(2), todo(0, isComplete: true)]
      $0.list.select(2)
    }
    await clock.advance(by: TodosApp.saveDelay)
    await store.receive(.app(.saveDelayElapsed))
    await store.receive(.app(.saved))
  }

  @Test func togglingTheLastVisibleRowUnderActiveKeepsTheCursorInRange() async {
    let store = makeStore([todo(0), todo(1), todo(2)], filter: .active)
    await store.send(.list(.moved(.row(2)))) {
      $0.list.select(2)
      $0.selection = todo(2).id
    }
    await store.send(action(for: .char(" "), in: store)!) {
      $0.app.list.todos[id: todo(2).id]?.isComplete = true
      $0.list.resize(count: 2)
      $0.selection = todo(1).id
    }
    await clock.run()
    await store.receive(.app(.saveDelayElapsed))
    await store.receive(.app(.saved))
    await store.receive(.app(.list(.sortCompletedTodos)))
  }

  @Test func deletingKeepsTheCursorOnItsRow() async {
    let store = makeStore([todo(0), todo(1), todo(2)])
    await store.send(.list(.moved(.down))) {
      $0.list.select(1)
      $0.selection = todo(1).id
    }
    #expect(action(for: .char("d"), in: store) == .app(.list(.delete([1]))))
    #expect(action(for: .delete, in: store) == .app(.list(.delete([1]))))
    await store.send(.app(.list(.delete([1])))) {
      $0.app.list.todos = [todo(0), todo(2)]
      $0.list.resize(count: 2)
      $0.selection = todo(2).id
    }
    await store.send(.app(.list(.delete([1])))) {
      $0.app.list.todos = [todo(0)]
      $0.list.resize(count: 1)
      $0.selection = todo(0).id
    }
    await store.send(.app(.list(.delete([0])))) {
      $0.app.list.todos = []
      $0.list.resize(count: 0)
      $0.selection = nil
    }
    // Nothing to toggle, edit or delete in an empty list.
    #expect(action(for: .char(" "), in: store) == nil)
    #expect(action(for: .enter, in: store) == nil)
    #expect(action(for: .char("d"), in: store) == nil)
    await clock.advance(by: TodosApp.saveDelay)
    await store.receive(.app(.saveDelayElapsed))
    await store.receive(.app(.saved))
    #expect(memory.saves == [[]])
  }

  @Test func moveModeKeysMoveTheSelectedRowAndTheCursorGoesWithIt() async {
    let store = makeStore([todo(0), todo(1), todo(2)])
    #expect(action(for: .char("K"), in: store) == nil)
    await store.send(action(for: .char("m"), in: store)!) { $0.app.list.editMode = .active }
    // On the first row only "down" moves.
    #expect(action(for: .shiftUp, in: store) == nil)
    #expect(action(for: .char("J"), in: store) == .app(.list(.move([0], 2))))
    await store.send(action(for: .shiftDown, in: store)!) {
      $0.app.list.todos = [todo(1), todo(0), todo(2)]
      $0.list.select(1)
    }
    #expect(action(for: .char("K"), in: store) == .app(.list(.move([1], 0))))
    await store.send(action(for: .char("J"), in: store)!) {
      $0.app.list.todos = [todo(1), todo(2), todo(0)]
      $0.list.select(2)
    }
    #expect(action(for: .char("J"), in: store) == nil)
    await store.send(action(for: .escape, in: store)!) { $0.app.list.editMode = .inactive }
    await clock.run()
    await store.receive(.app(.list(.sortCompletedTodos)))
    await store.receive(.app(.list(.sortCompletedTodos)))
    await store.receive(.app(.saveDelayElapsed))
    await store.receive(.app(.saved))
    #expect(memory.saves == [[todo(1), todo(2), todo(0)]])
  }

  @Test func filterKeysCycleAndChoose() async {
    let store = makeStore([todo(0), todo(1, isComplete: true)])
    #expect(action(for: .char("f"), in: store) == .app(.list(.binding(.set(\.filter, .active)))))
    #expect(action(for: .char("F"), in: store) == .app(.list(.binding(.set(\.filter, .completed)))))
    #expect(action(for: .char("2"), in: store) == .app(.list(.binding(.set(\.filter, .active)))))
    await store.send(\.app.list.binding.filter, .completed) {
      $0.app.list.filter = .completed
      $0.list.resize(count: 1)
      $0.selection = todo(1).id
    }
    #expect(action(for: .char("f"), in: store) == .app(.list(.binding(.set(\.filter, .all)))))
    #expect(action(for: .char("1"), in: store) == .app(.list(.binding(.set(\.filter, .all)))))
  }

  @Test func clearCompletedIsOfferedOnlyWhenSomethingIsDone() async {
    let store = makeStore([todo(0), todo(1)])
    #expect(action(for: .char("C"), in: store) == nil)
    #expect(TodosScreen.keyMap(store.state).hints.last == KeyHint(keys: "C", help: "clear done", isEnabled: false))
    await store.send(\.app.list.todos[id: todo(1).id].binding.isComplete, true) {
      $0.app.list.todos[id: todo(1).id]?.isComplete = true
    }
    #expect(action(for: .char("C"), in: store) == .clearCompletedKeyPressed)
    // The terminal asks, on Cancel: Enter at once clears nothing.
    await store.send(.clearCompletedKeyPressed) {
      $0.clearCompletedAlert = .clearCompleted(count: 1)
    }
    #expect(action(for: .enter, in: store) == .clearCompletedAlert(.dismiss))
    await store.send(.clearCompletedAlert(.dismiss)) {
      $0.clearCompletedAlert = nil
    }
    // ← chooses Clear, then Enter asks the feature to clear, as its button would.
    await store.send(.clearCompletedKeyPressed) {
      $0.clearCompletedAlert = .clearCompleted(count: 1)
    }
    #expect(action(for: .left, in: store) == .alertButtons(.selected(0)))
    await store.send(.alertButtons(.selected(0))) {
      $0.alertButtons.selection = 0
    }
    #expect(action(for: .enter, in: store) == .clearCompletedAlert(.presented(.confirmClearCompleted)))
    await store.send(\.clearCompletedAlert.presented.confirmClearCompleted) {
      $0.alertButtons.selection = nil
      $0.clearCompletedAlert = nil
    }
    await store.receive(\.app.list.clearCompletedButtonTapped) {
      $0.app.list.todos = [todo(0)]
      $0.list.resize(count: 1)
    }
    await clock.run()
    await store.receive(.app(.saveDelayElapsed))
    await store.receive(.app(.saved))
    await store.receive(.app(.list(.sortCompletedTodos)))
  }

  @Test func resizingChangesThePageAndTheListScrollsToTheCursor() async {
    let todos = IdentifiedArray((0..<50).map { todo(UInt64($0)) })
    let store = makeStore(todos)
    #expect(store.state.list.height == 19)
    await store.send(.terminalResized(Size(width: 80, height: 15))) { $0.list.resize(height: 10) }
    #expect(action(for: .pageDown, in: store) == .list(.moved(.pageDown)))
    await store.send(.list(.moved(.pageDown))) {
      $0.list.select(10)
      $0.selection = todo(10).id
    }
    #expect(store.state.list.offset == 1)
    await store.send(.list(.moved(.row(5)))) {
      $0.list.select(5)
      $0.selection = todo(5).id
    }
    #expect(action(for: .char("G"), in: store) == .list(.moved(.last)))
    await store.send(.list(.moved(.last))) {
      $0.list.select(49)
      $0.selection = todo(49).id
    }
    #expect(store.state.list.offset == 40)
    await store.send(.list(.moved(.row(80))))
    #expect(action(for: .char("g"), in: store) == .list(.moved(.first)))
    await store.send(.list(.moved(.first))) {
      $0.list.select(0)
      $0.selection = todo(0).id
    }
    #expect(store.state.list.offset == 0)
  }

  @Test func qQuitsFromTheList() {
    let state = TodosTerminal.State()
    guard case .quit? = TodosScreen.keyMap(state).command(for: .char("q")) else {
      Issue.record("q does not quit")
      return
    }
  }
}
