import ComposableCore

/// The part of a program that `--replay FILE --emit-test NAME` writes a test of: its feature's
/// reducer, where that feature's state and actions sit in the program's, and what a test needs
/// beyond what the driver gives every program (its modules, the dependencies the program sets).
///
/// ```swift
/// FeatureUnderTest("TodosApp()", imports: ["TodosCore"], state: \.app, action: \.app,
///                  dependencies: ["$0.todosStorage = .inMemory(TodosMemory())"])
/// ```
public struct FeatureUnderTest<State, Action> {
  /// How the test makes the reducer, as Swift: `TodosApp()`.
  let reducer: String
  /// The modules the test imports besides the core's.
  let imports: [String]
  /// How the test makes the feature's first state, when that cannot be written out field by
  /// field (it holds closures); nil writes it out.
  let initialState: String?
  /// The statements, on `$0`, that give the feature the dependencies the program gives it;
  /// they may use `clock`, the test's clock, and `http`, the client answering as the
  /// session's answers came (when any came).
  let dependencies: [String]
  /// The feature's part of the program's state.
  let state: (State) -> Any
  /// The feature's action inside one of the program's; nil for the program's own actions.
  let action: (Action) -> Any?
  /// The feature's state and action types, as a test names them.
  let stateType: String
  let actionType: String

  /// The feature scoped as `Scope(state, action: action)` scopes it.
  public init<FeatureState, FeatureAction, Path: CasePath<Action, FeatureAction>>(
    _ reducer: String, imports: [String], state: WritableKeyPath<State, FeatureState>,
    action: KeyPath<AnyCasePath<Action, Action>, Path>, initialState: String? = nil, dependencies: [String] = []
  ) {
    self.reducer = reducer
    self.imports = imports
    self.initialState = initialState
    self.dependencies = dependencies
    self.state = { $0[keyPath: state] }
    let path = AnyCasePath<Action, Action>.identity[keyPath: action]
    self.action = { path.extract(from: $0) }
    stateType = ValueDump.typeName(ofType: FeatureState.self)
    actionType = ValueDump.typeName(ofType: FeatureAction.self)
  }
}

/// `value` as the Swift expression that makes it again (`Type(label: …)`, `.case`), for a
/// ``FeatureUnderTest`` dependency that hands the feature a value of the program's options.
public func swiftExpression(for value: Any) -> String {
  (try? SwiftLiteral.source(of: value)) ?? "/* \(ValueDump.typeName(of: value)) cannot be written as Swift */"
}
