import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One row of the list: a description and a checkbox, edited through bindings. The parent
/// embeds it with `forEach`, so every row action is addressed by the todo's id.
@Reducer
public struct Todo {
  public struct State: Equatable, Identifiable, Sendable {
    public var description: String
    public let id: UUID
    public var isComplete: Bool

    /// A todo; new ones have an empty description and are not complete.
    public init(description: String = "", id: UUID, isComplete: Bool = false) {
      self.description = description
      self.id = id
      self.isComplete = isComplete
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

extension Todo.State {
  /// What a list shows for the todo: its description, or "Untitled Todo" while it is empty.
  public var title: String { description.isEmpty ? "Untitled Todo" : description }
}
