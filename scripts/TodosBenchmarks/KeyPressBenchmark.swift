import ComposableArchitecture
import Foundation
import TerminalUI
import TodosCore
import TodosUI

/// One kind of key press, measured many times: the keys that put the program in the state
/// the press needs, then the key itself.
struct KeyPress {
  let name: String
  let setUp: [Key]
  let key: Key
  /// Keys that undo the press, so every repetition meets the same list.
  let tearDown: [Key]
}

/// The key presses a user makes all the time, on a list of 10,000 todos.
let keyPresses = [
  KeyPress(name: "↓ move the cursor", setUp: [], key: .down, tearDown: [.up]),
  KeyPress(name: "PgDn page down", setUp: [], key: .pageDown, tearDown: [.pageUp]),
  KeyPress(name: "space toggle a todo", setUp: [], key: .char(" "), tearDown: [.char(" ")]),
  KeyPress(name: "type a character into a description", setUp: [.char("e")], key: .char("x"), tearDown: [.backspace, .enter]),
  KeyPress(name: "f change the filter (to Active)", setUp: [], key: .char("f"), tearDown: [.char("F")]),
  KeyPress(name: "F change the filter (to Completed)", setUp: [], key: .char("F"), tearDown: [.char("f")]),
  KeyPress(name: "J move a todo down (move mode)", setUp: [.char("m")], key: .char("J"), tearDown: [.char("K"), .escape]),
  KeyPress(name: "a add a todo", setUp: [], key: .char("a"), tearDown: [.enter, .char("d")]),
  KeyPress(name: "d delete a todo", setUp: [.char("a"), .enter], key: .char("d"), tearDown: []),
]

/// A store over `count` todos, a quarter of them done, cursor in the middle of the list.
@MainActor
func makeStore(count: Int) -> Store<TodosTerminal.State, TodosTerminal.Action> {
  let todos = IdentifiedArray((0..<count).map {
    Todo.State(description: "Todo number \($0): water the plants", id: UUID(), isComplete: $0 >= count * 3 / 4)
  })
  let store = Store(initialState: TodosTerminal.State(app: TodosApp.State(list: Todos.State(todos: todos)))) {
    TodosTerminal()
  } withDependencies: {
    $0.todosStorage = .inMemory(TodosMemory(todos))
  }
  store.send(.terminalResized(Size(width: 80, height: 24)))
  store.send(.list(.moved(.row(count / 2))))
  return store
}

/// Sends what `key` means in the current state, as the run loop does.
@MainActor
func press(_ key: Key, on store: Store<TodosTerminal.State, TodosTerminal.Action>) {
  if case .send(let action)? = TodosScreen.keyMap(store.state).command(for: key) { store.send(action) }
}

/// Milliseconds from a key press to a drawn frame (key map, send, reducers, render), for each
/// kind of press: the median and the slowest of `repetitions`.
@MainActor
func measureKeyPresses(count: Int, size: Size, repetitions: Int = 200) {
  let store = makeStore(count: count)
  print("key press -> frame drawn, \(count) todos, \(size) (median / max of \(repetitions), ms; target < 5)")
  let only = CommandLine.arguments.dropFirst().first
  for keyPress in keyPresses where only.map(keyPress.name.contains) ?? true {
    var samples: [Double] = []
    for _ in 0..<repetitions {
      for key in keyPress.setUp { press(key, on: store) }
      let start = ContinuousClock.now
      press(keyPress.key, on: store)
      var frame = Frame(size: size)
      TodosScreen.render(store.state, into: &frame)
      samples.append(milliseconds(ContinuousClock.now - start))
      blackHole(frame)
      for key in keyPress.tearDown { press(key, on: store) }
    }
    samples.sort()
    printRow(keyPress.name, samples[samples.count / 2], samples[samples.count - 1])
  }
}
