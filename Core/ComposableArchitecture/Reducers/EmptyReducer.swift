/// A reducer that changes nothing and runs nothing: the body of a feature that only
/// presents data, or a placeholder child.
public struct EmptyReducer<State, Action>: Reducer {
  /// Creates an empty reducer.
  @inlinable public init() {}

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
}
