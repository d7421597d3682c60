/// A case key path for every case of an enum: `\.child`, `\.tap`, `\.child.delegate.saved`,
/// for `Scope`, `ifLet`, `forEach`, `send` and `receive`, and on values `is(\.child)`,
/// `value[case: \.child]`, `modify(\.child) { ... }`.
///
/// ```swift
/// @CasePathable
/// enum Action { case child(Child.Action), refresh }
/// ```
///
/// "Writing a case path by hand" in the core's README shows what it writes.
@attached(member, names: named(AllCasePaths), named(allCasePaths))
@attached(extension, conformances: CasePathable)
public macro CasePathable() = #externalMacro(module: "ComposableMacros", type: "CasePathableMacro")

/// A feature. On a struct with `State`, `Action` and `body`, its `Action` (and a `State` that is
/// an enum) becomes `@CasePathable` and the struct a ``Reducer``:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> { Reduce { state, _ in state.count += 1; return .none } }
/// }
/// ```
///
/// On an enum whose cases are features (`case edit(SyncUpForm)`), it writes the enum's `State`,
/// `Action` and `body`, for `ifLet(\.$destination, action: \.destination)` and
/// `forEach(\.path, action: \.path)`. Alert and dialog cases (`case alert(AlertState<Alert>)`)
/// have no logic; `@ReducerCaseIgnored` cases are state alone.
@attached(member, names: named(State), named(Action), named(body))
@attached(memberAttribute)
@attached(extension, conformances: Reducer, CaseReducer)
public macro Reducer() = #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// Marks a case of a `@Reducer` enum as plain state: it gets no action and no logic, as a
/// read-only screen pushed on a stack (`@ReducerCaseIgnored case meeting(Meeting, syncUp: SyncUp)`).
@attached(peer)
public macro ReducerCaseIgnored() = #externalMacro(module: "ComposableMacros", type: "ReducerCaseMarkerMacro")

/// Marks a case of a `@Reducer` enum as presented state without logic, like an alert: its action
/// is its state type's `Action`. Cases of `AlertState` and `ConfirmationDialogState` need no mark.
@attached(peer)
public macro ReducerCaseEphemeral() = #externalMacro(module: "ComposableMacros", type: "ReducerCaseMarkerMacro")

/// A dependency client as a struct of closures, with an initialiser whose endpoints all default
/// to unimplemented ones that report which endpoint was called: `Client()` is the test value,
/// `Client(fetch: { ... })` overrides one endpoint. An endpoint whose closure names its
/// arguments also gets a method that takes them by label.
///
/// ```swift
/// @DependencyClient
/// struct FactClient: Sendable {
///   var fetch: @Sendable (_ number: Int) async throws -> String
/// }
/// // FactClient().fetch(number: 1) reports "Unimplemented: 'FactClient.fetch'" and throws.
/// ```
@attached(member, names: named(init), arbitrary)
public macro DependencyClient() = #externalMacro(module: "ComposableMacros", type: "DependencyClientMacro")

/// The error an unimplemented endpoint of a ``DependencyClient()`` throws, after it reported
/// the call.
public struct UnimplementedEndpoint: Error, CustomStringConvertible, Sendable {
  /// `Client.endpoint`.
  public let endpoint: String

  public init(_ endpoint: String) { self.endpoint = endpoint }

  public var description: String { "Unimplemented: '\(endpoint)'" }
}
