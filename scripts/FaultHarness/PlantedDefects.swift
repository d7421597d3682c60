import Foundation
import Persistence

/// Storages with a defect planted on purpose, which the disk-fault cases must catch: a harness
/// that passes them checks nothing.
enum PlantedDefects {
  /// todos saved row by row, each in its own transaction: a fault part way leaves half a list.
  static func savesWithoutOneTransaction() -> StorageWorkload {
    let todos = StorageWorkload.todos()
    return StorageWorkload(
      name: "todos saved row by row (planted)", steps: todos.steps, open: todos.open,
      save: { database, step in
        let rows = todos.expected(step)
        try database.write { try $0.execute("DELETE FROM todos") }
        for (position, line) in rows.enumerated() {
          let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
          let isComplete = line.hasSuffix(" true")
          let description = String(parts[1].dropLast(isComplete ? 5 : 6))
          try database.write {
            try $0.execute(
              "INSERT INTO todos (id, position, description, is_complete) VALUES (?, ?, ?, ?)",
              [parts[0], position, description, isComplete])
          }
        }
      },
      contents: todos.contents, expected: todos.expected)
  }

  /// todos whose failed saves are not reported: the program would go on as if all was saved.
  static func swallowsErrors() -> StorageWorkload {
    let todos = StorageWorkload.todos()
    return StorageWorkload(
      name: "todos with failures ignored (planted)", steps: todos.steps, open: todos.open,
      save: { database, step in try? await todos.save(database, step) },
      contents: todos.contents, expected: todos.expected)
  }
}
