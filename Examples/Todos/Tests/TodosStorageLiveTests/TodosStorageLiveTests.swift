import ComposableArchitecture
import Foundation
import Persistence
import Testing
import TestSupport
import TodosCore
import TodosStorageLive

/// The SQLite storage against real temporary files: what is saved comes back the same after
/// the file is opened again, a save replaces the list whole, and a cancelled save writes nothing.
struct TodosStorageLiveTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory() }

  static let list: IdentifiedArrayOf<Todo.State> = [
    Todo.State(description: "Call Zoë about the café", id: UUID(), isComplete: false),
    Todo.State(description: "日本語のメモ 🍣", id: UUID(), isComplete: true),
    Todo.State(description: "\"quotes\", 'apostrophes' and a; semicolon -- DROP TABLE todos", id: UUID()),
    Todo.State(description: "e\u{301}\u{302} combining marks and 👩‍👩‍👧 a family", id: UUID(), isComplete: true),
    Todo.State(description: "", id: UUID()),
  ]

  /// The list as a new process would see it: a new connection to the same file.
  func loadFresh(_ path: String) throws -> IdentifiedArrayOf<Todo.State> {
    try TodosStorage.live(TodosDatabase.open(path: path)).load()
  }

  @Test func aSavedListComesBackAfterReopening() async throws {
    let path = directory.file("todos.sqlite")
    try await TodosStorage.live(TodosDatabase.open(path: path)).save(Self.list)
    #expect(try loadFresh(path) == Self.list)
  }

  @Test func aLaterSaveReplacesTheList() async throws {
    let path = directory.file("todos.sqlite")
    let storage = try TodosStorage.live(TodosDatabase.open(path: path))
    try await storage.save(Self.list)
    var edited = Self.list
    edited.remove(at: 1)
    edited.move(fromOffsets: [0], toOffset: 4)
    edited[position: 0].description = "renamed"
    try await storage.save(edited)
    #expect(try loadFresh(path) == edited)
    try await storage.save([])
    #expect(try loadFresh(path).isEmpty)
  }

  @Test func aNewFileLoadsAnEmptyList() throws {
    #expect(try loadFresh(directory.file("new.sqlite")).isEmpty)
  }

  @Test func tenThousandTodosRoundTrip() async throws {
    let path = directory.file("many.sqlite")
    let many = IdentifiedArray((0..<10_000).map { Todo.State(description: "Todo \($0)", id: UUID(), isComplete: $0 % 3 == 0) })
    try await TodosStorage.live(TodosDatabase.open(path: path)).save(many)
    #expect(try loadFresh(path) == many)
  }

  @Test func aCancelledSaveLeavesThePreviousList() async throws {
    let path = directory.file("todos.sqlite")
    let storage = try TodosStorage.live(TodosDatabase.open(path: path))
    try await storage.save(Self.list)
    let cancelled = await Task {
      withUnsafeCurrentTask { $0?.cancel() }
      try await storage.save([])
    }.result
    #expect(throws: CancellationError.self) { try cancelled.get() }
    #expect(try loadFresh(path) == Self.list)
  }

  @Test func theTableIsTheOneTheSpecNames() throws {
    let database = try TodosDatabase.open(path: directory.file("todos.sqlite"))
    let columns = try database.read { connection in
      try connection.query("PRAGMA table_info(todos)").map {
        "\(try $0.column(named: "name", as: String.self)) \(try $0.column(named: "type", as: String.self)) pk=\(try $0.column(named: "pk", as: Int.self))"
      }
    }
    #expect(columns == ["id TEXT pk=1", "position INTEGER pk=0", "description TEXT pk=0", "is_complete INTEGER pk=0"])
    #expect(try database.schemaVersion() == TodosDatabase.migrations.count)
  }

  @Test func aRowThatIsNotATodoIsReportedNotSkipped() throws {
    let path = directory.file("todos.sqlite")
    let database = try TodosDatabase.open(path: path)
    try database.write { try $0.execute("INSERT INTO todos VALUES ('not-a-uuid', 0, 'x', 0)") }
    #expect(throws: (any Error).self) { try TodosStorage.live(database).load() }
  }
}
