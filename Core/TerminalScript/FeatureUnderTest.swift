import ComposableArchitecture
import StoreInspection

/// The part of a program that `--replay FILE --emit-test NAME` writes a test of: its feature's
/// reducer, where that feature's state and actions sit in the program's, and what a test needs
/// beyond what the driver gives every program (its modules, the dependencies the program sets).
///
/// ```swift
/// FeatureUnderTest(TodosApp(), imports: ["TodosCore"], state: \.app, action: \.app,
///                  dependencies: ["$0.todosStorage = .inMemory(TodosMemory())"])
/// ```
public struct FeatureUnderTest<State, Action> {
  /// How the test makes the reducer, as Swift: `TodosApp()`.
  let reducer: String
  /// What the feature's reducer returns for an action on a state (nil for values of other
  /// types): the actions its `.send`s queue at once, and whether it starts a `.run`. An
  /// action the program's own reducer sends the feature is a test's `send`, not a `receive`.
  let effect: (_ state: Any, _ action: Any, _ dependencies: DependencyValues?) -> (sends: [Any], startsRun: Bool)?
  /// The modules the test imports besides the core's; `struct M.T` imports the one
  /// declaration, and M is then never imported whole (see ``moduleOfScopedImport(_:)``).
  let imports: [String]
  /// How the test makes the feature's first state, when that cannot be written out field by
  /// field (it holds closures); nil writes it out.
  let initialState: String?
  /// Statements the test runs first, before its store: making a directory its dependencies
  /// write in, with a `defer` that removes it. Written only when a test is: they may spell
  /// out all of a user's data, which a program must not pay for at every start. What they
  /// read must not have changed by then (copy a shared value's start out of it first).
  let setUp: () -> [String]
  /// For an outside value the program took (`ProgramDriver.outsideValue`) by name, the
  /// expression that stands for it in the test: wherever the recorded value appears in a
  /// string, the test interpolates the expression instead (a temporary directory of its own).
  let placeholders: [String: String]
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

  /// How a test makes `reducer`: `TodosApp()`, or `TicTacToe.body` for an enum of features.
  static func source<Feature: Reducer>(of reducer: Feature) -> String {
    func enumBody<CaseState: CaseReducerState>(_: CaseState.Type) -> String {
      "\(CaseState.StateReducer.self).body"
    }
    if let caseState = Feature.State.self as? any CaseReducerState.Type { return enumBody(caseState) }
    return ValueDump.typeName(of: reducer) + "()"
  }

  /// The feature `reducer` (which its type's `init()` makes, or, for a `@Reducer` enum, its
  /// static `body`), scoped as `Scope(state, action: action)` scopes it.
  public init<Feature: Reducer, Path: CasePath<Action, Feature.Action>>(
    _ reducer: Feature, imports: [String], state: WritableKeyPath<State, Feature.State>,
    action: KeyPath<AnyCasePath<Action, Action>, Path>, initialState: String? = nil,
    setUp: @autoclosure @escaping () -> [String] = [],
    placeholders: [String: String] = [:], dependencies: [String] = []
  ) {
    self.reducer = Self.source(of: reducer)
    self.effect = { state, action, dependencies in
      guard var state = state as? Feature.State, let action = action as? Feature.Action else { return nil }
      // Only to see what it returns, with the store's dependencies; what it takes from outside
      // comes from scratch.
      var values = dependencies ?? DependencyValues.current
      values.uuid = .incrementing
      values.withRandomNumberGenerator = .seeded(0)
      let effect = values.bind { reducer.reduce(into: &state, action: action) }
      return (effect.immediateSends.map { $0 as Any }, effect.startsRun)
    }
    self.imports = imports
    self.initialState = initialState
    self.setUp = setUp
    self.placeholders = placeholders
    self.dependencies = dependencies
    self.state = { $0[keyPath: state] }
    let path = AnyCasePath<Action, Action>.identity[keyPath: action]
    self.action = { path.extract(from: $0) }
    stateType = ValueDump.typeName(ofType: Feature.State.self)
    actionType = ValueDump.typeName(ofType: Feature.Action.self)
  }
}

/// `value` as the Swift expression that makes it again (`Type(label: …)`, `.case`), for a
/// ``FeatureUnderTest`` dependency that hands the feature a value of the program's options.
public func swiftExpression(for value: Any) -> String {
  (try? SwiftLiteral.source(of: value)) ?? "/* \(ValueDump.typeName(of: value)) cannot be written as Swift */"
}

extension FeatureUnderTest {
  /// The module of an import of one declaration (`struct TutorialChapter4.SyncUpForm` gives
  /// `TutorialChapter4`); nil for an import of a whole module.
  static func moduleOfScopedImport(_ declaration: String) -> String? {
    let words = declaration.split(separator: " ")
    guard words.count == 2, let module = words[1].split(separator: ".").first else { return nil }
    return String(module)
  }
}
