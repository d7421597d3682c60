import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Persistence
import TodosCore

extension TodosStorage {
  /// Keeps the list in `database` (see `TodosDatabase`). A save rewrites the table in one
  /// transaction, so a crash or kill leaves the previous list or the new one, never a mix.
  public static func live(_ database: Database) -> Self {
    TodosStorage(
      load: {
        try database.read { connection in
          var todos = IdentifiedArrayOf<Todo.State>()
          // Row by row: a list of thousands is not copied out of SQLite whole before it is built.
          try connection.prepare("SELECT id, description, is_complete FROM todos ORDER BY position").forEachRow { row in
            let todo = Todo.State(
              description: try row.column(1, as: String.self), id: try row.column(0, as: UUID.self),
              isComplete: try row.column(2, as: Bool.self)
            )
            todos.append(todo)
          }
          return todos
        }
      },
      save: { todos in
        try database.write { connection in
          // A newer save cancels this one; stopping here, before any change, means an older
          // list can never overwrite a newer one that was already written.
          try Task.checkCancellation()
          try connection.execute("DELETE FROM todos")
          let insert = try connection.prepare(
            "INSERT INTO todos (id, position, description, is_complete) VALUES (?, ?, ?, ?)"
          )
          for (position, todo) in todos.enumerated() {
            try insert.execute([todo.id, position, todo.description, todo.isComplete])
          }
        }
      }
    )
  }
}
