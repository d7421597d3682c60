import ComposableArchitecture
import TerminalScript
import TodosCore
import TodosStorageLive
import TodosUI

let (program, _) = Program.start(
  "todos", usage: usage, dataFile: DataFile(app: "todos", migrations: TodosDatabase.migrations)
) { _ in }
let driver = program.driver
let storage: TodosStorage
if let database = program.openDatabase() {
  storage = .live(database)
} else {
  let isDemo = program.storage == .memory(isDemo: true)
  let start = withDependencies { driver.install(into: &$0) } operation: { isDemo ? IdentifiedArrayOf<Todo.State>.demo : [] }
  storage = .inMemory(TodosMemory(start))
}
let todos = program.read(orSay: "cannot read the todos") { try storage.load() }

let store = Store(initialState: TodosTerminal.State(app: TodosApp.State(list: Todos.State(todos: todos)))) {
  TodosTerminal()
} withDependencies: {
  $0.todosStorage = storage
  driver.install(into: &$0)
}
let reason = await driver.run(
  store, minimumSize: TodosScreen.minimumSize, render: TodosScreen.render,
  keyMap: TodosScreen.keyMap, sizeChanged: TodosTerminal.Action.terminalResized,
  feature: FeatureUnderTest(
    TodosApp(), imports: ["TodosCore"], state: \.app, action: \.app,
    dependencies: ["$0.todosStorage = .inMemory(TodosMemory())"]
  )
)
await store.send(.app(.programWillExit)).finish()
let todosAtExit = store.state.app.list.todos
// A save that failed into the file in place is told; a file deleted or replaced meanwhile took
// the saves into nothing, so the list goes to a new one.
await program.endSaving(
  reason, data: todosAtExit.count == 1 ? "1 todo" : "\(todosAtExit.count) todos",
  notSaved: store.state.app.saveError.map { "the last changes were NOT saved: \($0)" }
) { try await TodosStorage.live($0).save(todosAtExit) }
