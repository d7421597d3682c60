import Foundation
import TodosCore

/// T0, T1, … of the spec: the todo whose id is UUID `number`, empty and open unless stated.
func todo(_ number: UInt64, _ description: String = "", isComplete: Bool = false) -> Todo.State {
  Todo.State(description: description, id: UUID(incrementing: number), isComplete: isComplete)
}
