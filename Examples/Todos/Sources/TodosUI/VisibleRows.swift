import ComposableArchitecture
import TodosCore

/// The rows the filter lets through, as positions into `todos`: what the screen draws and
/// the cursor counts. Under `.all` it is the list itself and costs nothing to make; under a
/// filter it is one pass over the list, with no copy of the todos.
struct VisibleRows {
  let todos: IdentifiedArrayOf<Todo.State>
  /// Positions in `todos` of the visible rows, in order; nil when every todo is visible.
  private let positions: [Int]?

  init(_ list: Todos.State) {
    todos = list.todos
    let filter = list.filter
    positions = filter == .all ? nil : list.todos.indices.filter { filter.includes(isComplete: list.todos[$0].isComplete) }
  }

  /// How many rows are visible.
  var count: Int { positions?.count ?? todos.count }

  /// The todo shown in `row`.
  subscript(row: Int) -> Todo.State {
    todos[positions?[row] ?? row]
  }

  /// The row that shows the todo with `id`, if it is visible.
  func row(of id: Todo.State.ID) -> Int? {
    guard let position = todos.index(id: id) else { return nil }
    guard let positions else { return position }
    // Positions are ascending: a binary search finds the row.
    var low = 0
    var high = positions.count
    while low < high {
      let middle = (low + high) / 2
      if positions[middle] < position { low = middle + 1 } else { high = middle }
    }
    return low < positions.count && positions[low] == position ? low : nil
  }
}
