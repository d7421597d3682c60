import ComposableArchitecture
import Foundation
import Testing
import TodosCore

/// The scenarios of the spec's section 5, each as an exhaustive test of the list feature.
@MainActor
struct TodosTests {
  let clock = TestClock()

  // MARK: From the original example's tests

  @Test func addInsertsAtTheTop() async {
    let store = TestStore(initialState: Todos.State()) { Todos() } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos.insert(todo(0), at: 0)
    }
    await store.send(.addTodoButtonTapped) {
      $0.todos = [todo(1), todo(0)]
    }
  }

  @Test func editDescription() async {
    let store = TestStore(initialState: Todos.State(todos: [todo(0)])) { Todos() }
    await store.send(\.todos[id: todo(0).id].binding.description, "Learn Composable Architecture") {
      $0.todos[id: todo(0).id]?.description = "Learn Composable Architecture"
    }
  }

  @Test func completingSortsAfterOneSecond() async {
    let store = TestStore(initialState: Todos.State(todos: [todo(0), todo(1)])) { Todos() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.todos[id: todo(0).id].binding.isComplete, true) {
      $0.todos[id: todo(0).id]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.sortCompletedTodos) {
      $0.todos = [todo(1), todo(0, isComplete: true)]
    }
  }

  @Test func completionIsDebounced() async {
    let store = TestStore(initialState: Todos.State(todos: [todo(0), todo(1)])) { Todos() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.todos[id: todo(0).id].binding.isComplete, true) {
      $0.todos[id: todo(0).id]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.todos[id: todo(0).id].binding.isComplete, false) {
      $0.todos[id: todo(0).id]?.isComplete = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos)
  }

  @Test func clearCompleted() async {
    let store = TestStore(initialState: Todos.State(todos: [todo(0), todo(1, isComplete: true)])) { Todos() }
    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [todo(0)]
    }
  }

  @Test func clearingWithNothingCompletedChangesNothing() async {
    let store = TestStore(initialState: Todos.State(todos: [todo(0)])) { Todos() }
    await store.send(.clearCompletedButtonTapped)
  }

  @Test func delete() async {
    let store = TestStore(initialState: Todos.State(todos: [todo(0), todo(1), todo(2)])) { Todos() }
    await store.send(.delete([1])) {
      $0.todos = [todo(0), todo(2)]
    }
  }

  @Test func deleteUnderAFilterMapsToTheVisibleRow() async {
    let store = TestStore(
      initialState: Todos.State(filter: .completed, todos: [todo(0), todo(1), todo(2, isComplete: true)])
    ) { Todos() }
    await store.send(.delete([0])) {
      $0.todos = [todo(0), todo(1)]
    }
  }

  @Test func moveInEditModeThenSort() async {
    let store = TestStore(initialState: Todos.State(todos: [todo(0), todo(1), todo(2)])) { Todos() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.binding.editMode, .active) {
      $0.editMode = .active
    }
    await store.send(.move([0], 2)) {
      $0.todos = [todo(1), todo(0), todo(2)]
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(.sortCompletedTodos)
  }

  @Test func moveUnderTheCompletedFilter() async {
    let store = TestStore(
      initialState: Todos.State(
        editMode: .active, filter: .completed,
        todos: [todo(0), todo(1), todo(2, isComplete: true), todo(3, isComplete: true)]
      )
    ) { Todos() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.move([0], 2)) {
      $0.todos = [todo(0), todo(1), todo(3, isComplete: true), todo(2, isComplete: true)]
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(.sortCompletedTodos)
  }

  @Test func editARowWhileFiltered() async {
    let store = TestStore(
      initialState: Todos.State(filter: .completed, todos: [todo(0), todo(1, isComplete: true)])
    ) { Todos() }
    await store.send(\.todos[id: todo(1).id].binding.description, "Did this already") {
      $0.todos[id: todo(1).id]?.description = "Did this already"
    }
  }

  // MARK: Further scenarios

  @Test func debounceAcrossRows() async {
    let store = TestStore(initialState: Todos.State(todos: [todo(0), todo(1), todo(2)])) { Todos() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.todos[id: todo(0).id].binding.isComplete, true) {
      $0.todos[id: todo(0).id]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.send(\.todos[id: todo(1).id].binding.isComplete, true) {
      $0.todos[id: todo(1).id]?.isComplete = true
    }
    // One second after the first change: the first wait was cancelled, nothing arrives.
    await clock.advance(by: .milliseconds(500))
    await clock.advance(by: .milliseconds(499))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.sortCompletedTodos) {
      $0.todos = [todo(2), todo(0, isComplete: true), todo(1, isComplete: true)]
    }
  }

  @Test func sortIsStable() async {
    let a = Todo.State(description: "A", id: UUID(incrementing: 10), isComplete: true)
    let b = Todo.State(description: "B", id: UUID(incrementing: 11))
    let c = Todo.State(description: "C", id: UUID(incrementing: 12), isComplete: true)
    let d = Todo.State(description: "D", id: UUID(incrementing: 13))
    let store = TestStore(initialState: Todos.State(todos: [a, b, c, d])) { Todos() }
    await store.send(.sortCompletedTodos) {
      $0.todos = [b, d, a, c]
    }
  }

  @Test(arguments: [
    (source: 2, destination: 0, expected: [2, 0, 1] as [UInt64]),
    (source: 0, destination: 3, expected: [1, 2, 0]),
    (source: 0, destination: 2, expected: [1, 0, 2]),
    (source: 1, destination: 1, expected: [0, 1, 2]),
    (source: 1, destination: 2, expected: [0, 1, 2]),
    (source: 2, destination: 4, expected: [0, 1, 2]),
  ])
  func moveSemantics(source: Int, destination: Int, expected: [UInt64]) async {
    let store = TestStore(initialState: Todos.State(todos: [todo(0), todo(1), todo(2)])) { Todos() } withDependencies: {
      $0.continuousClock = clock
    }
    let moved = IdentifiedArray(expected.map { todo($0) })
    if moved == store.state.todos {
      await store.send(.move([source], destination))
    } else {
      await store.send(.move([source], destination)) { $0.todos = moved }
    }
    // Even a move that changes nothing schedules the sort.
    await clock.advance(by: .milliseconds(100))
    await store.receive(.sortCompletedTodos)
  }

  @Test func moveUnderTheActiveFilterWithAnUnsortedList() async {
    let a = Todo.State(description: "A", id: UUID(incrementing: 10), isComplete: true)
    let b = Todo.State(description: "B", id: UUID(incrementing: 11))
    let c = Todo.State(description: "C", id: UUID(incrementing: 12))
    let store = TestStore(initialState: Todos.State(editMode: .active, filter: .active, todos: [a, b, c])) {
      Todos()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.move([1], 0)) {
      $0.todos = [a, c, b]
    }
    await clock.advance(by: .milliseconds(100))
    await store.receive(.sortCompletedTodos) {
      $0.todos = [c, b, a]
    }
  }

  @Test func deleteSeveralRowsUnderAFilter() async {
    let store = TestStore(
      initialState: Todos.State(
        filter: .active,
        todos: [todo(0), todo(1, isComplete: true), todo(2), todo(3), todo(4, isComplete: true), todo(5)]
      )
    ) { Todos() }
    // Visible: T0, T2, T3, T5; rows 0, 2 and 3 are T0, T3 and T5.
    await store.send(.delete([0, 2, 3])) {
      $0.todos = [todo(1, isComplete: true), todo(2), todo(4, isComplete: true)]
    }
  }

  @Test func deletingWhileASortIsPendingLeavesOneSortOfTheRest() async {
    let store = TestStore(initialState: Todos.State(todos: [todo(0), todo(1), todo(2)])) { Todos() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.todos[id: todo(0).id].binding.isComplete, true) {
      $0.todos[id: todo(0).id]?.isComplete = true
    }
    await store.send(.delete([0])) {
      $0.todos = [todo(1), todo(2)]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos)
  }

  @Test func clearingWhileASortIsPendingLeavesOneSortOfTheRest() async {
    let store = TestStore(initialState: Todos.State(todos: [todo(0), todo(1), todo(2)])) { Todos() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.todos[id: todo(1).id].binding.isComplete, true) {
      $0.todos[id: todo(1).id]?.isComplete = true
    }
    await store.send(\.todos[id: todo(0).id].binding.isComplete, true) {
      $0.todos[id: todo(0).id]?.isComplete = true
    }
    await store.send(.clearCompletedButtonTapped) {
      $0.todos = [todo(2)]
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos)
  }

  @Test func theActiveFilterHidesACompletedRowAtOnce() async {
    let store = TestStore(initialState: Todos.State(filter: .active, todos: [todo(0), todo(1)])) { Todos() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(\.todos[id: todo(0).id].binding.isComplete, true) {
      $0.todos[id: todo(0).id]?.isComplete = true
    }
    #expect(store.state.filteredTodos == [todo(1)])
    await clock.advance(by: .seconds(1))
    await store.receive(.sortCompletedTodos) {
      $0.todos = [todo(1), todo(0, isComplete: true)]
    }
    #expect(store.state.filteredTodos == [todo(1)])
  }

  @Test func filterAndEditModeAreWrittenWithoutEffects() async {
    let store = TestStore(initialState: Todos.State(todos: [todo(0), todo(1, isComplete: true)])) { Todos() }
    await store.send(\.binding.filter, .completed) { $0.filter = .completed }
    #expect(store.state.filteredTodos == [todo(1, isComplete: true)])
    await store.send(\.binding.filter, .active) { $0.filter = .active }
    #expect(store.state.filteredTodos == [todo(0)])
    await store.send(\.binding.editMode, .active) { $0.editMode = .active }
  }

  @Test func offsetsPastTheVisibleRowsChangeNothing() async {
    let store = TestStore(
      initialState: Todos.State(filter: .completed, todos: [todo(0), todo(1, isComplete: true)])
    ) { Todos() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.delete([1, 5]))
    await store.send(.move([3], 0))
    await clock.advance(by: .milliseconds(100))
    await store.receive(.sortCompletedTodos)
  }

  @Test func theClearButtonIsDisabledWithoutCompletedTodos() {
    #expect(!Todos.State(todos: [todo(0)]).hasCompletedTodos)
    #expect(Todos.State(todos: [todo(0), todo(1, isComplete: true)]).hasCompletedTodos)
  }

  @Test func anEmptyDescriptionShowsAPlaceholderTitle() {
    #expect(todo(0).title == "Untitled Todo")
    #expect(todo(0, "Buy milk").title == "Buy milk")
  }
}
