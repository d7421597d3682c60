import Dependencies
import DependenciesMacros
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IdentifiedCollections
import Synchronization

/// Where the list is kept between runs. The feature sees only this interface; the program
/// installs the SQLite value (`TodosStorageLive`), tests and `--in-memory` runs a memory.
@DependencyClient
public struct TodosStorage: Sendable {
  /// Reads the saved todos, in list order.
  public var load: @Sendable () throws -> IdentifiedArrayOf<Todo.State>
  /// Replaces the saved todos with `todos` as one transaction: all of them or, when it
  /// throws or is cancelled, the previous save untouched.
  public var save: @Sendable (_ todos: IdentifiedArrayOf<Todo.State>) async throws -> Void
}

extension TodosStorage {
  /// Keeps the list in `memory`, which tests read back to see exactly what was saved.
  public static func inMemory(_ memory: TodosMemory) -> Self {
    TodosStorage(load: { memory.todos }, save: { memory.record($0) })
  }
}

/// A list kept in this process only, with every save it received: the storage of
/// `--in-memory` runs, and what tests inspect.
public final class TodosMemory: Sendable {
  private let contents: Mutex<(todos: IdentifiedArrayOf<Todo.State>, saves: [IdentifiedArrayOf<Todo.State>])>

  /// A memory that starts with `todos` and no saves.
  public init(_ todos: IdentifiedArrayOf<Todo.State> = []) {
    contents = Mutex((todos, []))
  }

  /// The todos of the last save, or the initial ones.
  public var todos: IdentifiedArrayOf<Todo.State> { contents.withLock { $0.todos } }

  /// Every saved list, oldest first.
  public var saves: [IdentifiedArrayOf<Todo.State>] { contents.withLock { $0.saves } }

  func record(_ todos: IdentifiedArrayOf<Todo.State>) {
    contents.withLock {
      $0.todos = todos
      $0.saves.append(todos)
    }
  }
}

extension DependencyValues {
  /// Where the todo list is saved.
  public var todosStorage: TodosStorage {
    get { self[TodosStorageKey.self] }
    set { self[TodosStorageKey.self] = newValue }
  }
}

/// The interface has no live code: the program installs `TodosStorage.live(...)` or a
/// memory; until then every call reports an issue.
private enum TodosStorageKey: DependencyKey {
  static let liveValue = TodosStorage()
  static var previewValue: TodosStorage { .inMemory(TodosMemory(.demo)) }
  static let testValue = TodosStorage()
}

extension IdentifiedArray where Element == Todo.State, ID == Todo.State.ID {
  /// The list `--demo` starts with: two open todos and one done, with IDs from the `uuid`
  /// dependency (so a scripted or replayed run gets the same ones).
  public static var demo: Self {
    let uuid = DependencyValues.current.uuid
    return [
      Todo.State(description: "Check mail", id: uuid()),
      Todo.State(description: "Buy milk", id: uuid()),
      Todo.State(description: "Call mom", id: uuid(), isComplete: true),
    ]
  }
}
