import ComposableArchitecture
import Foundation
import TodosCore

/// Runs a sequence of steps against a list reducer with its real effects on a test clock,
/// and checks after every step what must always hold; returns the first violation.
@MainActor
struct TodosPropertyRunner<R: Reducer> where R.State == Todos.State, R.Action == Todos.Action {
  /// A broken invariant: where, and what.
  struct Failure: Error, CustomStringConvertible {
    /// The position of the step after which the check failed; `steps.count` for the end.
    let step: Int
    let message: String
    var description: String { "after step \(step): \(message)" }
  }

  let makeReducer: () -> R
  /// A further check, for proving the runner and shrinker can fail.
  var extraInvariant: (Todos.State) -> String? = { _ in nil }

  /// A runner of the reducer `makeReducer` builds. Through the builder, a reducer written
  /// with a `body` becomes that body once, instead of rebuilding it for every action.
  init(@ReducerBuilder<Todos.State, Todos.Action> makeReducer: @escaping () -> R) {
    self.makeReducer = makeReducer
  }

  func run(_ steps: [TodosStep]) async -> Failure? {
    var failure: Failure?
    let issues = await IssueReporters.capture {
      failure = await runSteps(steps)
    }
    if failure == nil, let issue = issues.first {
      failure = Failure(step: steps.count, message: "an issue was reported: \(issue)")
    }
    return failure
  }

  private func runSteps(_ steps: [TodosStep]) async -> Failure? {
    let clock = TestClock()
    let store = TestStore(initialState: Todos.State()) { makeReducer() } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off
    var model = TodosModel()
    for (index, step) in steps.enumerated() {
      if let message = await perform(step, on: store, clock: clock, model: &model) {
        return Failure(step: index, message: "\(step): \(message)")
      }
      // Only time makes the list's effects send actions (the sorts).
      if case .advance = step { await store.skipReceivedActions(strict: false) }
      if let message = model.check(store.state) ?? extraInvariant(store.state) {
        return Failure(step: index, message: "\(step): \(message)")
      }
    }
    // Let every pending sort fire: the list must end up settled.
    await clock.run()
    await store.skipReceivedActions(strict: false)
    model.now = .max
    if let message = model.check(store.state) ?? extraInvariant(store.state) {
      return Failure(step: steps.count, message: "after all sorts ran: \(message)")
    }
    return nil
  }

  /// Sends what `step` means for the current state and records it in the model; returns a
  /// message when the step's own result is wrong.
  private func perform(
    _ step: TodosStep, on store: TestStore<Todos.State, Todos.Action>, clock: TestClock, model: inout TodosModel
  ) async -> String? {
    let before = store.state
    let visible = before.todos.filter { before.filter.includes(isComplete: $0.isComplete) }
    switch step {
    case .add:
      await store.send(.addTodoButtonTapped)
      let new = store.state.todos.ids.filter { model.todos[$0] == nil }
      guard new.count == 1, let id = new.first, store.state.todos.first?.id == id else {
        return "expected one new todo at the top, found \(new.count)"
      }
      model.todos[id] = TodosModel.Content(description: "", isComplete: false)
      if let todo = store.state.todos.first, todo.description != "" || todo.isComplete {
        return "the new todo is not empty and open"
      }
    case .edit(let row, let text):
      guard !visible.isEmpty else { return nil }
      let id = visible[row % visible.count].id
      await store.send(\.todos[id: id].binding.description, text)
      model.todos[id]?.description = text
    case .toggle(let row):
      guard !visible.isEmpty else { return nil }
      let todo = visible[row % visible.count]
      await store.send(\.todos[id: todo.id].binding.isComplete, !todo.isComplete)
      model.todos[todo.id]?.isComplete = !todo.isComplete
      model.lastToggle = model.now
    case .delete(let rows):
      guard !visible.isEmpty else { return nil }
      let offsets = Array(IndexSet(rows.map { $0 % visible.count }))
      await store.send(.delete(offsets))
      for offset in offsets { model.todos[visible[offset].id] = nil }
    case .move(let rows, let destination):
      guard !visible.isEmpty else { return nil }
      let offsets = Array(IndexSet(rows.map { $0 % visible.count }))
      let target = destination % (visible.count + 1)
      await store.send(.move(offsets, target))
      model.lastMove = model.now
      if before.filter == .all {
        let expected = Self.moved(before.todos.ids, offsets: offsets, to: target)
        if store.state.todos.ids != expected { return "the order after the move is \(store.state.todos.ids), expected \(expected)" }
      }
    case .filter(let filter):
      await store.send(\.binding.filter, filter)
    case .editMode(let mode):
      await store.send(\.binding.editMode, mode)
    case .clearCompleted:
      await store.send(.clearCompletedButtonTapped)
      model.todos = model.todos.filter { !$0.value.isComplete }
    case .advance(let milliseconds):
      await clock.advance(by: .milliseconds(milliseconds))
      model.now += milliseconds
    }
    return nil
  }

  /// "Move from offsets to offset": the destination counts positions before the removal.
  static func moved<T>(_ items: [T], offsets: [Int], to destination: Int) -> [T] {
    var items = items
    let moving = offsets.map { items[$0] }
    let before = offsets.filter { $0 < destination }.count
    for offset in offsets.reversed() { items.remove(at: offset) }
    items.insert(contentsOf: moving, at: destination - before)
    return items
  }
}

/// What the runner knows independently of the reducer: each todo's content as the steps set
/// it, and the times of the last completion change and the last move.
struct TodosModel {
  struct Content: Equatable {
    var description: String
    var isComplete: Bool
  }

  var todos: [UUID: Content] = [:]
  var now = 0
  var lastToggle: Int?
  var lastMove: Int?

  /// Whether a sort is still waiting: one second after the last completion change, or
  /// 100 ms after the last move.
  var isSortPending: Bool {
    (lastToggle.map { now < $0 + 1_000 } ?? false) || (lastMove.map { now < $0 + 100 } ?? false)
  }

  /// The first invariant `state` breaks, if any.
  func check(_ state: Todos.State) -> String? {
    let ids = state.todos.ids
    if Set(ids).count != ids.count { return "ids are not unique: \(ids)" }
    if ids.count != todos.count {
      let lost = Set(todos.keys).subtracting(ids)
      return "\(todos.count) todos expected, \(ids.count) found; lost: \(lost.map(\.uuidString).sorted())"
    }
    for todo in state.todos where todos[todo.id] != Content(description: todo.description, isComplete: todo.isComplete) {
      return todos[todo.id] == nil ? "unexpected todo \(todo.id)" : "the content of \(todo.id) changed: \(todo)"
    }
    let filtered = state.todos.filter { state.filter.includes(isComplete: $0.isComplete) }.map(\.id)
    if state.filteredTodos.ids != filtered { return "filteredTodos \(state.filteredTodos.ids) is not the filter of todos \(filtered)" }
    if !isSortPending, let firstComplete = state.todos.firstIndex(where: { $0.isComplete }),
      state.todos[firstComplete...].contains(where: { !$0.isComplete })
    {
      return "no sort is pending, yet an open todo is below a completed one: \(state.todos.map { $0.isComplete ? "x" : "o" }.joined())"
    }
    return nil
  }
}
