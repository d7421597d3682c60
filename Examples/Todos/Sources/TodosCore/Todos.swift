import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The todo list: rows as child features addressed by id, a filter, move mode, and
/// completed todos sinking below the open ones a moment after the last checkbox change.
@Reducer
public struct Todos {
  public struct State: Equatable, Sendable {
    public var editMode = EditMode.inactive
    public var filter = Filter.all
    public var todos: IdentifiedArrayOf<Todo.State>

    /// A list of `todos`, showing all of them, not in move mode.
    public init(
      editMode: EditMode = .inactive, filter: Filter = .all, todos: IdentifiedArrayOf<Todo.State> = []
    ) {
      self.editMode = editMode
      self.filter = filter
      self.todos = todos
    }

    /// The todos the filter lets through, in list order: the rows the user sees, which the
    /// offsets of `delete` and `move` count.
    public var filteredTodos: IdentifiedArrayOf<Todo.State> {
      filter == .all ? todos : IdentifiedArray(todos.lazy.filter { filter.includes(isComplete: $0.isComplete) })
    }

    /// Whether any todo is complete; "Clear completed" does nothing otherwise.
    public var hasCompletedTodos: Bool { todos.contains { $0.isComplete } }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case addTodoButtonTapped
    case binding(BindingAction<State>)
    case clearCompletedButtonTapped
    /// Rows of `filteredTodos` to remove. Offsets, as SwiftUI's `IndexSet` would give them,
    /// written `[1]` alike; an array, since `IndexSet` is in the full Foundation alone (see
    /// the README).
    case delete([Int])
    /// Rows of `filteredTodos` to move before the row at the destination, which counts
    /// positions before the move (`move([0], 2)` in [a, b, c] gives [b, a, c]).
    case move([Int], Int)
    case sortCompletedTodos
    case todos(IdentifiedActionOf<Todo>)
  }

  /// How long after the last checkbox change completed todos sink.
  public static let sortDelay = Duration.seconds(1)
  /// How long after a move a completed todo dragged above open ones sinks back.
  public static let sortDelayAfterMove = Duration.milliseconds(100)

  enum CancelID { case todoCompletion }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .addTodoButtonTapped:
        state.todos.insert(Todo.State(id: uuid()), at: 0)
        return .none

      case .binding:
        return .none

      case .clearCompletedButtonTapped:
        state.todos.removeAll(where: \.isComplete)
        return .none

      case .delete(let offsets):
        for id in state.filteredIDs(at: offsets) {
          state.todos.remove(id: id)
        }
        return .none

      case .move(let offsets, let destination):
        let (source, target) = state.listPositions(offsets: offsets, destination: destination)
        state.todos.move(fromOffsets: source, toOffset: target)
        return sortCompletedTodos(after: Self.sortDelayAfterMove)

      case .sortCompletedTodos:
        state.todos.sinkCompleted()
        return .none

      case .todos(.element(id: _, action: .binding(\.isComplete))):
        return sortCompletedTodos(after: Self.sortDelay)
          .cancellable(id: CancelID.todoCompletion, cancelInFlight: true)

      case .todos:
        return .none
      }
    }
    .forEach(\.todos, action: \.todos) {
      Todo()
    }
  }

  private func sortCompletedTodos(after delay: Duration) -> EffectOf<Self> {
    .run { [clock] send in
      try await clock.sleep(for: delay)
      await send(.sortCompletedTodos)
    }
  }
}

extension Todos.State {
  /// The ids of the todos in rows `offsets` of `filteredTodos`; rows that do not exist are
  /// skipped. Returning ids (not the filtered list) lets the caller change `todos` without
  /// a second reference to it, which would copy it.
  func filteredIDs(at offsets: [Int]) -> [Todo.State.ID] {
    let visible = filteredTodos
    return offsets.compactMap { visible.indices.contains($0) ? visible[$0].id : nil }
  }

  /// Translates a move given in rows of `filteredTodos` into positions of `todos`: each
  /// source row becomes its todo's position, the destination the position of the todo
  /// shown there, or the end when it is at or past the last row. Rows that do not exist
  /// are dropped, so a stale offset moves nothing rather than the wrong todo.
  func listPositions(offsets: [Int], destination: Int) -> (source: [Int], destination: Int) {
    guard filter != .all else {
      return ([Int](offsets.filter(todos.indices.contains)), min(max(0, destination), todos.count))
    }
    let visible = filteredTodos
    let source = [Int](offsets.compactMap { visible.indices.contains($0) ? todos.index(id: visible[$0].id) : nil })
    let target = destination < visible.count ? todos.index(id: visible[max(0, destination)].id) ?? todos.count : todos.count
    return (source, target)
  }
}

extension IdentifiedArray where Element == Todo.State, ID == Todo.State.ID {
  /// Puts the open todos before the completed ones, keeping the order within each group
  /// (a stable partition); an already partitioned list is left as it is.
  mutating func sinkCompleted() {
    guard let firstComplete = firstIndex(where: \.isComplete),
      self[firstComplete...].contains(where: { !$0.isComplete })
    else { return }
    self = IdentifiedArray(filter { !$0.isComplete } + filter(\.isComplete))
  }
}
