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

/// Marks a feature's state as observed by its views, as the reference's SwiftUI views need. A
/// terminal frame is drawn from the whole state each time it changes, so there is nothing to
/// track: the attribute adds nothing here, and a feature written for the reference compiles.
@attached(peer)
public macro ObservableState() = #externalMacro(module: "ComposableMacros", type: "ReducerCaseMarkerMacro")

/// Marks a property of `@ObservableState` state as not observed; like it, it adds nothing here.
@attached(peer)
public macro ObservationStateIgnored() = #externalMacro(module: "ComposableMacros", type: "ReducerCaseMarkerMacro")
