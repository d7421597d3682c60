import ComposableCore
import Foundation
import Persistence
import TerminalScript
import TerminalUI
import TodosCore
import TodosStorageLive
import TodosUI

let usage = """
  usage: todos [--db PATH | --in-memory | --demo] [--script FILE [--size WxH]]
               [--record FILE | --replay FILE] [--help]

  A todo list in this terminal, saved in SQLite a moment after each change
  and on exit (q, Ctrl-C, SIGTERM, or the terminal closing).

    --db PATH     keep the list in PATH (default:
                  $XDG_DATA_HOME/todos/todos.sqlite, or
                  ~/.local/share/todos/todos.sqlite)
    --in-memory   start empty and save nothing
    --demo        start with a few todos and save nothing
  \(ProgramDriver.help)

  Keys: ↑↓ or k/j move, PgUp/PgDn and Home/End jump, a add, space or x
  toggle done, Enter or e edit (Enter or Esc ends typing; arrows, Home/End,
  Ctrl-U and Ctrl-W edit, a paste is typed as text), d or Delete delete,
  C clear done, f/F or 1 2 3 filter (All, Active, Completed), m move mode
  (then ⇧↑/⇧↓ or K/J move the todo, Esc ends it), q quit. Completed todos
  sink below the open ones a second after the last change. Ctrl-L redraws.
  If the file is deleted while todos runs, quitting writes the list to a
  new file at the same path.
  """

/// Prints `message` to stderr and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("todos: \(message)\n".utf8))
  exit(status)
}

let (driver, arguments) = ProgramDriver.start(
  program: "todos", arguments: Array(CommandLine.arguments.dropFirst()), usage: usage
)
var options: TodosOptions
do {
  options = try TodosOptions(arguments)
} catch {
  fail("\(error)\n\n\(usage)", status: 64)
}
if options.showsHelp {
  print(usage)
  exit(0)
}
// A scripted run leaves the user's list alone: it starts empty in memory unless --db names a file.
if driver.isIsolated, options.storage == .file, (try? DatabaseLocation(app: "todos"))?.isDefault != false {
  options.storage = .memory(isDemo: false)
}

// The file first, before anything is created: one that is not ours is reported on a normal
// screen, untouched and with nothing beside it, with a non-zero exit.
let location: DatabaseLocation?
if options.storage == .file {
  do {
    let resolved = try DatabaseLocation(app: "todos")
    try TodosDatabase.check(path: resolved.path)
    location = resolved
  } catch {
    fail("\(error)")
  }
} else {
  location = nil
}

// Then the terminal, still before anything is created, so `todos </dev/null` leaves no file
// and no directory behind. (`runInTerminal` checks again; nothing changes in between.)
driver.requireTerminal()

// Open and read the list before the terminal is taken over, so a failure is reported on a
// normal screen.
let database: Database?
if let location {
  do {
    if location.isDefault { try location.createDirectory() }
    let opened = try TodosDatabase.open(path: location.path)
    try ExclusiveUse.claim(opened, program: "todos")
    database = opened
  } catch {
    fail("\(error)")
  }
} else {
  database = nil
}
let storage: TodosStorage
let savedTo: String
if let database, let location {
  storage = .live(database)
  savedTo = "saved in \(location.path)"
} else {
  let isDemo = options.storage == .memory(isDemo: true)
  let start = withDependencies { driver.install(into: &$0) } operation: { isDemo ? IdentifiedArrayOf<Todo.State>.demo : [] }
  storage = .inMemory(TodosMemory(start))
  savedTo = "in memory, nothing saved"
}
let todos: IdentifiedArrayOf<Todo.State>
do {
  todos = try storage.load()
} catch {
  database?.close()
  fail("cannot read the todos: \(error)")
}

let store = Store(initialState: TodosTerminal.State(app: TodosApp.State(list: Todos.State(todos: todos)))) {
  TodosTerminal()
} withDependencies: {
  $0.todosStorage = storage
  driver.install(into: &$0)
}
let reason = await driver.run(
  store, minimumSize: TodosScreen.minimumSize, render: TodosScreen.render,
  keyMap: TodosScreen.keyMap, sizeChanged: TodosTerminal.Action.terminalResized
)
await store.send(.app(.programWillExit)).finish()
let todosAtExit = store.state.app.list.todos
let counted = todosAtExit.count == 1 ? "1 todo" : "\(todosAtExit.count) todos"
// Asked before closing: a save into a file deleted or replaced meanwhile succeeds, into nothing.
let fileStatus = database?.fileStatus() ?? .inPlace
// `exit` never releases the database: close it, so that SQLite folds its log into the file
// and removes the -wal and -shm files. The file alone then holds the list (a copy is whole).
database?.close()
if let saveError = store.state.app.saveError {
  fail("exited (\(reason)); the last changes were NOT saved: \(saveError)")
}
switch (fileStatus, location) {
case (.deleted, let location?):
  do {
    try await NewListFile.write(todosAtExit, at: location)
  } catch {
    fail(
      "exited (\(reason)); \(location.path) was deleted while todos was running, and the \(counted) were NOT saved: "
        + "\(error)")
  }
  print(
    "todos: exited (\(reason)); \(location.path) was deleted while todos was running; "
      + "wrote the \(counted) to a new \(location.path)")
case (.replaced, let location?):
  fail(
    "exited (\(reason)); \(location.path) was replaced by another file while todos was running; "
      + "that file was left alone, and the \(counted) were NOT saved")
default:
  print("todos: exited (\(reason)); \(counted) \(savedTo)")
}
