import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Persistence
import Testing
import TestSupport
import TodosStorageLive

/// The `todos` program itself, run as a user runs it: a file that is not its database is
/// reported by name and left exactly as it was, with nothing created beside it, and a
/// non-zero exit; without a terminal nothing is created at all; usage errors exit 64.
struct TodosProgramTests {
  let directory: TemporaryDirectory
  init() throws { directory = try TemporaryDirectory() }

  func runTodos(_ arguments: [String]) async throws -> ChildProcess.Result {
    try await ChildProcess.run(try ChildProcess.builtExecutable(named: "todos"), arguments)
  }

  /// Runs `todos --db path`, expects a refusal naming the file, and checks that nothing
  /// changed and nothing was created beside it, not even for a moment (as SQLite's `-wal`
  /// and `-shm` files are when it reads a file).
  func expectRefusal(of path: String, saying message: String, sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let before = try contents(of: path)
    let filesBefore = try directory.fileNames()
    let created = try CreatedFiles(in: directory.path)
    let result = try await runTodos(["--db", path])
    #expect(result.status == 1, sourceLocation: sourceLocation)
    #expect(result.errorOutput.hasPrefix("todos: \(path) \(message)"), "stderr: \(result.errorOutput)", sourceLocation: sourceLocation)
    #expect(try contents(of: path) == before, "the file was modified", sourceLocation: sourceLocation)
    #expect(created.names() == [], "files were created beside it", sourceLocation: sourceLocation)
    #expect(try directory.fileNames() == filesBefore, "files appeared beside it", sourceLocation: sourceLocation)
  }

  @Test func aTextFileIsReportedAndLeftUntouched() async throws {
    let path = try directory.file("notes.txt", containing: Data(String(repeating: "buy milk\n", count: 100).utf8))
    try await expectRefusal(of: path, saying: "is not a database")
  }

  @Test func aCorruptDatabaseIsReportedAndLeftUntouched() async throws {
    let path = directory.file("todos.sqlite")
    _ = try TodosDatabase.open(path: path)  // created and closed again
    let whole = try contents(of: path)
    try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))
    try await expectRefusal(of: path, saying: "is damaged (it is truncated")
  }

  @Test func aDamagedDatabaseIsReportedAndLeftUntouched() async throws {
    let path = directory.file("todos.sqlite")
    try TodosDatabase.open(path: path).close()
    var bytes = try contents(of: path)
    // The first page's b-tree header, right after the file header: the schema is unreadable.
    bytes.replaceSubrange(100..<112, with: Data(repeating: 0xEE, count: 12))
    try bytes.write(to: URL(fileURLWithPath: path))
    try await expectRefusal(of: path, saying: "is damaged")
  }

  @Test func aDatabaseOfAnotherProgramIsReportedAndLeftUntouched() async throws {
    let path = directory.file("other.sqlite")
    do {  // closed at the end of the scope, which folds its log into the file
      let other = try Database(
        path: path, migrations: [Migration("other", sql: "PRAGMA application_id = 1234; CREATE TABLE notes (text)")])
      try other.write { try $0.execute("INSERT INTO notes VALUES ('keep me')") }
    }
    try await expectRefusal(of: path, saying: "is another program's data file")
  }

  @Test func aNewerDatabaseIsReportedAndLeftUntouched() async throws {
    let path = directory.file("newer.sqlite")
    _ = try Database(path: path, migrations: TodosDatabase.migrations + [Migration("future", sql: "CREATE TABLE tags (name)")])
    try await expectRefusal(of: path, saying: "was written by a newer version")
  }

  @Test func aListOpenInAnotherTodosIsNotOpenedTwice() async throws {
    let path = directory.file("todos.sqlite")
    try TodosDatabase.open(path: path).close()
    // Hold the lock as a running `todos` does.
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    let (status, output) = try await startTodosInATerminal(["--db", path], home: directory.path).waitForExit()
    #expect(status == 1)
    #expect(output.contains("todos: \(path) is open in another todos; close that one first"), "\(output.debugDescription)")
    #expect(try directory.fileNames() == ["todos.sqlite"])
  }

  @Test func helpAndUsageErrors() async throws {
    let help = try await runTodos(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("usage: todos [--db PATH | --in-memory | --demo] [--script FILE [--size WxH]]\n"))
    let unknown = try await runTodos(["--colour"])
    #expect(unknown.status == 64)
    #expect(unknown.errorOutput.hasPrefix("todos: unknown argument --colour"))
    let both = try await runTodos(["--db", directory.file("x.sqlite"), "--in-memory"])
    #expect(both.status == 64)
    #expect(both.errorOutput.hasPrefix("todos: --db cannot be combined with --in-memory or --demo"))
    #expect(try directory.fileNames().isEmpty)
  }

  @Test func withoutATerminalNothingIsCreated() async throws {
    let dataHome = directory.file("data")
    let todos = try ChildProcess.builtExecutable(named: "todos")
    let defaultList = try await ChildProcess.run(todos, [], environment: ["XDG_DATA_HOME": dataHome, "HOME": directory.path])
    let givenList = try await ChildProcess.run(todos, ["--db", directory.file("todos.sqlite")])
    for result in [defaultList, givenList] {
      #expect(result.status == 1)
      #expect(result.errorOutput == "todos: standard input is not a terminal; run it in an interactive terminal.\n")
    }
    #expect(try directory.fileNames() == [], "no directory and no database")
  }
}
