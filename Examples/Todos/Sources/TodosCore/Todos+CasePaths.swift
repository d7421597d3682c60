import ComposableCore

extension Todos.Action {
  /// The case paths of the actions that are scoped to or received by case.
  public struct AllCasePaths: BindableCasePaths {
    public var binding: AnyCasePath<Todos.Action, BindingAction<Todos.State>> {
      AnyCasePath(embed: { .binding($0) }, extract: { if case let .binding(a) = $0 { a } else { nil } })
    }
    public var sortCompletedTodos: AnyCasePath<Todos.Action, Void> {
      AnyCasePath(embed: { .sortCompletedTodos }, extract: { if case .sortCompletedTodos = $0 { () } else { nil } })
    }
    public var todos: AnyCasePath<Todos.Action, IdentifiedActionOf<Todo>> {
      AnyCasePath(embed: { .todos($0) }, extract: { if case let .todos(a) = $0 { a } else { nil } })
    }
  }
  public static let allCasePaths = AllCasePaths()
}
