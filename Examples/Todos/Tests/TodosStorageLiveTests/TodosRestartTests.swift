import ComposableArchitecture
import Foundation
import Testing
import TestSupport
import TodosCore
import TodosStorageLive

/// The app on a real file: what the list is when the program exits is what the next run loads.
@MainActor
struct TodosRestartTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory() }

  @Test func theListAfterARestartIsTheListBeforeQuitting() async throws {
    let path = directory.file("todos.sqlite")
    let clock = TestClock()
    let store = TestStore(initialState: TodosApp.State()) { TodosApp() } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
      $0.todosStorage = .live(try! TodosDatabase.open(path: path))
    }
    let milk = UUID(incrementing: 0)
    let zoe = UUID(incrementing: 1)
    await store.send(.list(.addTodoButtonTapped)) { $0.list.todos = [Todo.State(id: milk)] }
    await store.send(\.list.todos[id: milk].binding.description, "Buy milk") {
      $0.list.todos[id: milk]?.description = "Buy milk"
    }
    await store.send(.list(.addTodoButtonTapped)) {
      $0.list.todos.insert(Todo.State(id: zoe), at: 0)
    }
    await store.send(\.list.todos[id: zoe].binding.description, "Call Zoë") {
      $0.list.todos[id: zoe]?.description = "Call Zoë"
    }
    await store.send(\.list.todos[id: zoe].binding.isComplete, true) {
      $0.list.todos[id: zoe]?.isComplete = true
    }
    await clock.advance(by: Todos.sortDelay)
    await store.receive(.saveDelayElapsed)
    await store.receive(.saved)
    await store.receive(.list(.sortCompletedTodos)) {
      $0.list.todos = [
        Todo.State(description: "Buy milk", id: milk), Todo.State(description: "Call Zoë", id: zoe, isComplete: true),
      ]
    }
    await store.send(\.list.binding.filter, .active) { $0.list.filter = .active }
    await store.send(.programWillExit)
    await store.receive(.saved)
    await clock.run()

    let restarted = try TodosStorage.live(TodosDatabase.open(path: path)).load()
    #expect(restarted == store.state.list.todos)
  }
}
