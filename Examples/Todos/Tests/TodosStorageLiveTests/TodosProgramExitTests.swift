import ComposableArchitecture
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport
import TodosCore
import TodosStorageLive

/// The `todos` program in a terminal of its own, ended as a user ends it: however it ends,
/// the file alone holds the list afterwards (no `-wal` or `-shm` beside it), so a copy of
/// just that file, a backup, has every todo. A file deleted while it ran is written anew and
/// the user is told; one replaced by another file is left alone, and the list is written to a
/// new file beside it (Persistence's `closeKeepingData`).
struct TodosProgramExitTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory() }

  /// The list in a copy of the file at `path` alone, in another directory.
  func listInACopy(of path: String) throws -> IdentifiedArrayOf<Todo.State> {
    let elsewhere = try TemporaryDirectory()
    let copy = try elsewhere.file("copy.sqlite", containing: contents(of: path))
    return try TodosStorage.live(TodosDatabase.open(path: copy)).load()
  }

  /// Adds "Pay rent" to the empty list and waits until it is shown.
  func addPayRent(in session: TerminalSession) async throws {
    try await session.waitForOutput(containing: "No todos yet")
    try session.type("aPay rent\r")
    try await session.waitForOutput(containing: "Pay rent ")
  }

  @Test func quittingLeavesTheListInTheFileAlone() async throws {
    let path = directory.file("todos.sqlite")
    let session = try startTodosInATerminal(["--db", path], home: directory.path)
    try await addPayRent(in: session)
    try session.type("q")
    let (status, output) = try await session.waitForExit()
    #expect(status == 0)
    #expect(output.contains("todos: exited (quit); 1 todo saved in \(path)"), "\(output.debugDescription)")
    #expect(try directory.fileNames() == ["todos.sqlite"])
    #expect(try listInACopy(of: path).map(\.description) == ["Pay rent"])
  }

  @Test(arguments: [(SIGINT, "interrupted", 130), (SIGTERM, "terminated", 143)] as [(Int32, String, Int32)])
  func aSignalLeavesTheListInTheFileAlone(signal: Int32, reason: String, exitStatus: Int32) async throws {
    let path = directory.file("todos.sqlite")
    let session = try startTodosInATerminal(["--db", path], home: directory.path)
    try await addPayRent(in: session)
    session.send(signal: signal)
    let (status, output) = try await session.waitForExit()
    // Saved first, then the status a shell gives a program the signal killed.
    #expect(status == exitStatus)
    #expect(output.contains("todos: exited (\(reason)); 1 todo saved in \(path)"), "\(output.debugDescription)")
    #expect(try directory.fileNames() == ["todos.sqlite"])
    #expect(try listInACopy(of: path).map(\.description) == ["Pay rent"])
  }

  static let list: IdentifiedArrayOf<Todo.State> = [
    Todo.State(description: "Buy milk", id: UUID()),
    Todo.State(description: "Call Zoë", id: UUID()),
    Todo.State(description: "Water the plants", id: UUID(), isComplete: true),
  ]

  /// A file holding `list`, closed again.
  func savedList(at path: String) async throws {
    let database = try TodosDatabase.open(path: path)
    defer { database.close() }
    try await TodosStorage.live(database).save(Self.list)
  }

  @Test func aFileDeletedWhileRunningIsWrittenAnew() async throws {
    let path = directory.file("todos.sqlite")
    try await savedList(at: path)
    let session = try startTodosInATerminal(["--db", path], home: directory.path)
    try await session.waitForOutput(containing: "Water the plants")
    try FileManager.default.removeItem(atPath: path)
    try session.type("dq")  // a change after the deletion is kept too
    let (status, output) = try await session.waitForExit()
    #expect(status == 0)
    #expect(
      output.contains(
        "todos: exited (quit); \(path) was deleted while todos was running; wrote the 2 todos to a new \(path)"),
      "\(output.debugDescription)")
    #expect(try directory.fileNames() == ["todos.sqlite"])
    #expect(try listInACopy(of: path) == IdentifiedArray(Self.list.dropFirst()))
  }

  @Test func aFileDeletedWithItsDirectoryIsReportedNotSaved() async throws {
    let folder = directory.file("lists")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let path = folder + "/todos.sqlite"
    try await savedList(at: path)
    let session = try startTodosInATerminal(["--db", path], home: directory.path)
    try await session.waitForOutput(containing: "Water the plants")
    try FileManager.default.removeItem(atPath: folder)
    try session.type("q")
    let (status, output) = try await session.waitForExit()
    #expect(status == 1)
    #expect(
      output.contains(
        "todos: exited (quit); \(path) was deleted while todos was running, and the 3 todos could NOT be saved: \(path) cannot be opened"),
      "\(output.debugDescription)")
    #expect(try directory.fileNames() == [])
  }

  @Test func aFileReplacedWhileRunningIsLeftAloneAndTheListWrittenBeside() async throws {
    let path = directory.file("todos.sqlite")
    let other = directory.file("other.sqlite")
    try await savedList(at: path)
    do {
      let replacement = try TodosDatabase.open(path: other)
      defer { replacement.close() }
      try await TodosStorage.live(replacement).save([Todo.State(description: "Another list", id: UUID())])
    }
    let replacementBytes = try contents(of: other)
    let session = try startTodosInATerminal(["--db", path], home: directory.path)
    try await session.waitForOutput(containing: "Water the plants")
    #expect(rename(other, path) == 0)
    try session.type("q")
    let (status, output) = try await session.waitForExit()
    let beside = directory.file("todos-kept.sqlite")
    #expect(status == 0)
    #expect(
      output.contains(
        "todos: exited (quit); \(path) was replaced by another file while todos was running; that file was left alone; wrote the 3 todos to \(beside)"),
      "\(output.debugDescription)")
    #expect(try directory.fileNames() == ["todos-kept.sqlite", "todos.sqlite"])
    #expect(try contents(of: path) == replacementBytes)
    #expect(try listInACopy(of: beside) == Self.list)
  }
}
