import ComposableCore
import Persistence
import TodosCore
import TodosStorageLive

/// Where the list goes when its file was deleted (or moved away) while the program ran: every
/// save since went into a file no one can open by that name, so the list is written to a new
/// file at the same path, where the next run looks for it.
enum NewListFile {
  /// Creates the file (and the default directory, if that went too) and saves `todos` in it.
  static func write(_ todos: IdentifiedArrayOf<Todo.State>, at location: DatabaseLocation) async throws {
    if location.isDefault { try location.createDirectory() }
    let database = try TodosDatabase.open(path: location.path)
    defer { database.close() }
    try await TodosStorage.live(database).save(todos)
  }
}
