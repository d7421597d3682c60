/// A feature that is one of several, written as an enum of them and completed by `@Reducer`:
/// `@Reducer enum Destination { case edit(SyncUpForm), alert(AlertState<Alert>) }`.
///
/// The macro writes `State` and `Action` enums with a case for each feature and a static
/// `body` that runs the feature of the case at hand. `ifLet` and `forEach` take it without a
/// trailing closure: `.ifLet(\.$destination, action: \.destination)`.
public protocol CaseReducer<State, Action>: Reducer where State: CaseReducerState, State.StateReducer == Self {
  /// The reducer of the enum's cases.
  associatedtype CaseBody: Reducer<State, Action>
  /// Runs each case's feature on that case of the state.
  static var body: CaseBody { get }
}

/// The `State` of a ``CaseReducer``, which knows its reducer.
public protocol CaseReducerState {
  /// The enum of features whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension CaseReducer {
  /// A case reducer is never made: the enum's cases name features; its static `body` runs them.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    Self.body.reduce(into: &state, action: action)
  }
}

extension Reducer {
  /// Presents the features of a ``CaseReducer`` enum (its `State` is the presented state):
  /// `.ifLet(\.$destination, action: \.destination)`, with its `body` as the destination.
  public func ifLet<DestinationState: CaseReducerState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, Presents<DestinationState>>,
    action toPresentationAction: CaseKeyPath<Action, PresentationAction<DestinationAction>>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> PresentationReducer<Self, GenericReducerBody<DestinationState.StateReducer.CaseBody>>
  where Action: CasePathable, DestinationState.StateReducer.Action == DestinationAction {
    ifLet(
      toPresentationState, action: toPresentationAction, fileID: fileID, filePath: filePath, line: line, column: column
    ) { DestinationState.StateReducer.body }
  }

  /// A navigation stack of the features of a ``CaseReducer`` enum (a `Path`):
  /// `.forEach(\.path, action: \.path)`, with its `body` running each screen.
  public func forEach<ElementState: CaseReducerState, ElementAction>(
    _ toStackState: WritableKeyPath<State, StackState<ElementState>>,
    action toStackAction: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> StackReducer<Self, GenericReducerBody<ElementState.StateReducer.CaseBody>>
  where Action: CasePathable, ElementState.StateReducer.Action == ElementAction {
    forEach(
      toStackState, action: toStackAction, fileID: fileID, filePath: filePath, line: line, column: column
    ) { ElementState.StateReducer.body }
  }
}
