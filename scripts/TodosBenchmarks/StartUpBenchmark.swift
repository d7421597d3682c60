import ComposableArchitecture
import Foundation
import TerminalUI
import TodosCore
import TodosStorageLive
import TodosUI

/// Start-up with `count` todos in a database file, as `todos --db` does it: open the file
/// (checks and migrations), read the list, make the store, draw the first frame. Also the
/// save that follows a change, which runs off the main actor. Medians of `runs`, in ms.
@MainActor
func measureStartUp(count: Int, runs: Int = 9) async throws {
  let directory = NSTemporaryDirectory() + "todos-bench-\(getpid())"
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(atPath: directory) }
  let path = directory + "/todos.sqlite"
  let todos = IdentifiedArray((0..<count).map {
    Todo.State(description: "Todo number \($0): water the plants", id: UUID(), isComplete: $0 % 4 == 0)
  })

  var saves: [Double] = []
  for _ in 0..<runs {
    let storage = TodosStorage.live(try TodosDatabase.open(path: path))
    let start = ContinuousClock.now
    try await storage.save(todos)
    saves.append(milliseconds(ContinuousClock.now - start))
  }

  var opens: [Double] = []
  var loads: [Double] = []
  var firstFrames: [Double] = []
  for _ in 0..<runs {
    let start = ContinuousClock.now
    let storage = TodosStorage.live(try TodosDatabase.open(path: path))
    let opened = ContinuousClock.now
    let loaded = try storage.load()
    let read = ContinuousClock.now
    let store = Store(initialState: TodosTerminal.State(app: TodosApp.State(list: Todos.State(todos: loaded)))) {
      TodosTerminal()
    } withDependencies: {
      $0.todosStorage = storage
    }
    store.send(.terminalResized(Size(width: 80, height: 24)))
    var frame = Frame(size: Size(width: 80, height: 24))
    TodosScreen.render(store.state, into: &frame)
    let drawn = ContinuousClock.now
    blackHole(frame)
    opens.append(milliseconds(opened - start))
    loads.append(milliseconds(read - opened))
    firstFrames.append(milliseconds(drawn - start))
  }
  print("start-up with \(count) todos in a database file (median of \(runs), ms)")
  printRow("open the file (checks, migrations)", median(opens))
  printRow("read the list", median(loads))
  printRow("open, read, make the store, first frame (< 500)", median(firstFrames))
  printRow("save the list, one transaction (off the main actor)", median(saves))
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
