import ComposableCore
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
/// just that file, a backup, has every todo.
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
  func addPayRent(in session: TerminalSession) throws {
    try session.waitForOutput(containing: "No todos yet")
    try session.type("aPay rent\r")
    try session.waitForOutput(containing: "Pay rent ")
  }

  @Test func quittingLeavesTheListInTheFileAlone() throws {
    let path = directory.file("todos.sqlite")
    let session = try startTodosInATerminal(["--db", path], home: directory.path)
    try addPayRent(in: session)
    try session.type("q")
    let (status, output) = try session.waitForExit()
    #expect(status == 0)
    #expect(output.contains("todos: exited (quit); 1 todo saved in \(path)"), "\(output.debugDescription)")
    #expect(try directory.fileNames() == ["todos.sqlite"])
    #expect(try listInACopy(of: path).map(\.description) == ["Pay rent"])
  }

  @Test(arguments: [(SIGINT, "interrupted"), (SIGTERM, "terminated")])
  func aSignalLeavesTheListInTheFileAlone(signal: Int32, reason: String) throws {
    let path = directory.file("todos.sqlite")
    let session = try startTodosInATerminal(["--db", path], home: directory.path)
    try addPayRent(in: session)
    session.send(signal: signal)
    let (status, output) = try session.waitForExit()
    #expect(status == 0)
    #expect(output.contains("todos: exited (\(reason)); 1 todo saved in \(path)"), "\(output.debugDescription)")
    #expect(try directory.fileNames() == ["todos.sqlite"])
    #expect(try listInACopy(of: path).map(\.description) == ["Pay rent"])
  }
}
