import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI
import TodosCore
import TodosUI

/// The screens whose keys `--help` lists, each in a state where all its keys are in force:
/// the list with an open and a done todo (the middle one of three selected, so it can move
/// both ways), typing a description, move mode, and the question before clearing done todos.
let helpScreens: [(name: String, hints: [KeyHint])] = {
  let todos: IdentifiedArrayOf<Todo.State> = [
    Todo.State(description: "Buy milk", id: UUID()),
    Todo.State(description: "Call the bank", id: UUID(), isComplete: true),
    Todo.State(description: "Water the plants", id: UUID()),
  ]
  var list = TodosTerminal.State(app: TodosApp.State(list: Todos.State(todos: todos)))
  list.list.select(1)
  var typing = list
  typing.editor = TextFieldState("Call the bank")
  var moving = list
  moving.app.list.editMode = .active
  var asking = list
  asking.clearCompletedAlert = .clearCompleted(count: 1)
  return [("list", list), ("typing", typing), ("move mode", moving), ("clear done?", asking)].map { name, state in
    (name, TodosScreen.keyMap(state).hints)
  }
}()
