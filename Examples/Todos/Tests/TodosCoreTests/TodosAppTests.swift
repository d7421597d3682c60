import ComposableArchitecture
import Foundation
import Testing
import TodosCore

/// Saving: a moment after the list changes, at once when the program exits, and a failed
/// save shown until a later one succeeds. The storage is a memory whose saves are asserted.
@MainActor
struct TodosAppTests {
  let clock = TestClock()
  let memory = TodosMemory()

  func makeStore(_ list: Todos.State = Todos.State()) -> TestStore<TodosApp.State, TodosApp.Action> {
    TestStore(initialState: TodosApp.State(list: list)) { TodosApp() } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
      $0.todosStorage = .inMemory(memory)
    }
  }

  @Test func aChangeIsSavedAfterTheDelay() async {
    let store = makeStore()
    await store.send(.list(.addTodoButtonTapped)) {
      $0.list.todos = [todo(0)]
    }
    await clock.advance(by: TodosApp.saveDelay - .milliseconds(1))
    #expect(memory.saves.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await store.receive(.saveDelayElapsed)
    await store.receive(.saved)
    #expect(memory.saves == [[todo(0)]])
  }

  @Test func typingSavesOnceWithTheLastText() async {
    let store = makeStore(Todos.State(todos: [todo(0)]))
    for text in ["B", "Bu", "Buy"] {
      await store.send(\.list.todos[id: todo(0).id].binding.description, text) {
        $0.list.todos[id: todo(0).id]?.description = text
      }
      await clock.advance(by: .milliseconds(200))
    }
    await clock.advance(by: .milliseconds(300))
    await store.receive(.saveDelayElapsed)
    await store.receive(.saved)
    #expect(memory.saves == [[todo(0, "Buy")]])
  }

  @Test func completingSavesTheChangeAndThenTheSortedList() async {
    let store = makeStore(Todos.State(todos: [todo(0), todo(1)]))
    await store.send(\.list.todos[id: todo(0).id].binding.isComplete, true) {
      $0.list.todos[id: todo(0).id]?.isComplete = true
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.saveDelayElapsed)
    await store.receive(.saved)
    await clock.advance(by: .milliseconds(500))
    await store.receive(.list(.sortCompletedTodos)) {
      $0.list.todos = [todo(1), todo(0, isComplete: true)]
    }
    await clock.advance(by: .milliseconds(500))
    await store.receive(.saveDelayElapsed)
    await store.receive(.saved)
    #expect(memory.saves == [[todo(0, isComplete: true), todo(1)], [todo(1), todo(0, isComplete: true)]])
  }

  @Test func filterAndMoveModeAreNotSaved() async {
    let store = makeStore(Todos.State(todos: [todo(0)]))
    await store.send(\.list.binding.filter, .completed) { $0.list.filter = .completed }
    await store.send(\.list.binding.editMode, .active) { $0.list.editMode = .active }
    await clock.run()
    #expect(memory.saves.isEmpty)
  }

  @Test func exitingSavesAtOnceAndReplacesThePendingSave() async {
    let store = makeStore(Todos.State(todos: [todo(0)]))
    await store.send(\.list.todos[id: todo(0).id].binding.description, "Call mom") {
      $0.list.todos[id: todo(0).id]?.description = "Call mom"
    }
    await store.send(.programWillExit)
    await store.receive(.saved)
    await clock.run()
    #expect(memory.saves == [[todo(0, "Call mom")]])
  }

  @Test func exitingJustAfterATickSavesTheSortedList() async {
    let store = makeStore(Todos.State(todos: [todo(0), todo(1), todo(2)]))
    await store.send(\.list.todos[id: todo(0).id].binding.isComplete, true) {
      $0.list.todos[id: todo(0).id]?.isComplete = true
    }
    await clock.advance(by: Todos.sortDelay - .milliseconds(1))
    await store.receive(.saveDelayElapsed)
    await store.receive(.saved)
    // One millisecond before the sort: exiting applies it, and it never arrives afterwards.
    await store.send(.programWillExit) {
      $0.list.todos = [todo(1), todo(2), todo(0, isComplete: true)]
    }
    await store.receive(.saved)
    await clock.run()
    #expect(memory.saves == [[todo(0, isComplete: true), todo(1), todo(2)], [todo(1), todo(2), todo(0, isComplete: true)]])
  }

  @Test func theListAfterARestartIsTheListBeforeQuitting() async throws {
    let first = makeStore()
    await first.send(.list(.addTodoButtonTapped)) { $0.list.todos = [todo(0)] }
    await first.send(.list(.addTodoButtonTapped)) { $0.list.todos = [todo(1), todo(0)] }
    await first.send(\.list.todos[id: todo(0).id].binding.description, "Buy milk") {
      $0.list.todos[id: todo(0).id]?.description = "Buy milk"
    }
    await first.send(\.list.todos[id: todo(1).id].binding.isComplete, true) {
      $0.list.todos[id: todo(1).id]?.isComplete = true
    }
    // The tick's sort is still pending: exiting applies it and replaces the pending save.
    await first.send(.programWillExit) {
      $0.list.todos = [todo(0, "Buy milk"), todo(1, isComplete: true)]
    }
    await first.receive(.saved)
    await clock.run()

    let restarted = try TodosStorage.inMemory(memory).load()
    #expect(restarted == first.state.list.todos)
    #expect(memory.saves.count == 1)
  }

  @Test func aFailedSaveIsShownUntilASaveSucceeds() async {
    let failing = TodosStorage(load: { [] }, save: { _ in throw DiskFull() })
    let store = TestStore(initialState: TodosApp.State(list: Todos.State(todos: [todo(0)]))) { TodosApp() } withDependencies: {
      $0.continuousClock = clock
      $0.todosStorage = failing
    }
    await store.send(.list(.clearCompletedButtonTapped))
    await store.send(.list(.delete([0]))) { $0.list.todos = [] }
    await clock.advance(by: TodosApp.saveDelay)
    await store.receive(.saveDelayElapsed)
    await store.receive(.saveFailed("the disk is full")) { $0.saveError = "the disk is full" }

    store.dependencies.todosStorage = .inMemory(memory)
    await store.send(.programWillExit)
    await store.receive(.saved) { $0.saveError = nil }
    #expect(memory.saves == [[]])
  }

  struct DiskFull: Error, CustomStringConvertible {
    var description: String { "the disk is full" }
  }
}
