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
               [--record FILE [--force] | --replay FILE] [--help]

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
  C clear done (asking first; ←→ choose, Enter on Cancel keeps them), f/F or
  1 2 3 filter (All, Active, Completed), m move mode (then ⇧↑/⇧↓ or K/J
  move the todo, Esc ends it), q quit. Completed todos sink below the open
  ones a second after the last change. Ctrl-L redraws.
  If the file is deleted while todos runs, quitting writes the list to a
  new file at the same path; if another file replaces it, or another program
  writes to it, that file is left alone and the list goes to
  todos-kept.sqlite beside it.
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
if let database {
  storage = .live(database)
} else {
  let isDemo = options.storage == .memory(isDemo: true)
  let start = withDependencies { driver.install(into: &$0) } operation: { isDemo ? IdentifiedArrayOf<Todo.State>.demo : [] }
  storage = .inMemory(TodosMemory(start))
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
guard let database else {
  print("todos: exited (\(reason)); \(counted) in memory, nothing saved")
  exit(reason.exitStatus)
}
// A file written by another program refused the saves; the list goes beside it below.
if let saveError = store.state.app.saveError, database.fileStatus() == .inPlace {
  database.close()
  fail("exited (\(reason)); the last changes were NOT saved: \(saveError)")
}
// Closing folds SQLite's log into the file, which then alone holds the list (a copy is whole);
// a file deleted or replaced meanwhile took the saves into nothing, so the list goes to a new one.
do {
  let saved = try await database.closeKeepingData(
    migrations: TodosDatabase.migrations, recreatingDirectory: location?.isDefault ?? false
  ) { try await TodosStorage.live($0).save(todosAtExit) }
  print("todos: exited (\(reason)); \(saved.report(of: counted, program: "todos"))")
} catch {
  fail("exited (\(reason)); \(error.report(of: counted, program: "todos"))")
}
// Saved: after a signal, the status a shell gives a program it killed (130 for Ctrl-C).
exit(reason.exitStatus)
