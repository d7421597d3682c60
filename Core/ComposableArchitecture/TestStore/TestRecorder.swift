/// What the reducer of a test store saw: the state after the action the test sent, and each
/// action that effects sent, with the state after it. Shared by the test store and its reducer,
/// both on the main actor (hence unchecked: the compiler cannot see that confinement).
///
/// Each state comes with a snapshot of its shared values, taken when it was recorded: the
/// state itself only holds references, which read the values of later.
final class TestRecorder<State, Action>: @unchecked Sendable {
  var dependencies: DependencyValues
  var isExpectingSentAction = false
  var stateAfterSentAction: (state: State, shared: SharedSnapshot)?
  var received: [(action: Action, state: State, shared: SharedSnapshot)] = []
  /// The shared references the recorded states hold.
  private let heldShared = HeldSharedReferences(watcher: nil)

  init(dependencies: DependencyValues) {
    self.dependencies = dependencies
  }

  /// The values of the shared references `state` holds, now.
  func sharedValues(of state: State) -> SharedSnapshot {
    heldShared.update(from: state)
    return SharedSnapshot(capturing: heldShared.references)
  }
}

/// Wraps the reducer under test: runs it with the test's current dependencies and records
/// what happened for the test store to assert on.
struct RecordingReducer<Base: Reducer>: Reducer {
  let base: Base
  let recorder: TestRecorder<Base.State, Base.Action>

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let effect = recorder.dependencies.bind { base.reduce(into: &state, action: action) }
    let shared = recorder.sharedValues(of: state)
    if recorder.isExpectingSentAction {
      recorder.isExpectingSentAction = false
      recorder.stateAfterSentAction = (state, shared)
    } else {
      recorder.received.append((action, state, shared))
    }
    return effect
  }
}
