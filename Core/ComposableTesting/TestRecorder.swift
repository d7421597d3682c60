import ComposableCore

/// What the reducer of a test store saw: the state after the action the test sent, and each
/// action that effects sent, with the state after it. Shared by the test store and its reducer,
/// both on the main actor (hence unchecked: the compiler cannot see that confinement).
final class TestRecorder<State, Action>: @unchecked Sendable {
  var dependencies: DependencyValues
  var isExpectingSentAction = false
  var stateAfterSentAction: State?
  var received: [(action: Action, state: State)] = []

  init(dependencies: DependencyValues) {
    self.dependencies = dependencies
  }
}

/// Wraps the reducer under test: runs it with the test's current dependencies and records
/// what happened for the test store to assert on.
struct RecordingReducer<Base: Reducer>: Reducer {
  let base: Base
  let recorder: TestRecorder<Base.State, Base.Action>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = recorder.dependencies.bind { base.reduce(into: &state, action: action) }
    if recorder.isExpectingSentAction {
      recorder.isExpectingSentAction = false
      recorder.stateAfterSentAction = state
    } else {
      recorder.received.append((action, state))
    }
    return effect
  }
}
