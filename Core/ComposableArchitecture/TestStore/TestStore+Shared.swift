/// A state as an assertion sees it: the state, and the snapshot its shared values are read
/// through (nil: their live values).
///
/// Copies of a state share their shared values, so the state before an action, the expected
/// state and the actual one would all read the same live values. Each side of an assertion is
/// read through its own snapshot instead: the values when it was recorded, or, for the
/// expected state, those its assertion closure set on top of the state it starts from.
struct AssertedState<State: Equatable>: Equatable {
  var state: State
  var shared: SharedSnapshot?

  /// Equal when the states are, the shared values of each read through its own snapshot.
  static func == (lhs: Self, rhs: Self) -> Bool {
    SharedReading.bind(.comparison(left: lhs.shared, right: rhs.shared)) { lhs.state == rhs.state }
  }

  /// The diff of the dumps of two states, or nil when they dump the same.
  static func diff(_ old: Self, _ new: Self) -> String? {
    TextDiff.lines(old.dumpLines, new.dumpLines)
  }

  private var dumpLines: [String] {
    SharedReading.reading(shared) { ValueDump.dump(state) }.components(separatedBy: "\n")
  }
}

extension TestStore {
  /// The state asserted so far, with its shared values as they were then.
  var asserted: AssertedState<State> {
    AssertedState(state: state, shared: assertedShared)
  }

  /// Makes `newState` the state asserted so far, with the shared values in `shared`, or their
  /// values now.
  func markAsserted(_ newState: State, shared: SharedSnapshot?) {
    state = newState
    assertedShared = shared ?? recorder.sharedValues(of: newState)
  }

  /// The expected state of an assertion: `base`, changed by `update`, whose shared changes
  /// (`$0.$count.withLock { … }`) go into a snapshot over `base`'s and touch no live value.
  func expectedState(
    from base: AssertedState<State>, update: ((inout State) throws -> Void)?
  ) throws -> AssertedState<State> {
    let shared = SharedSnapshot(base: base.shared)
    var expected = AssertedState(state: base.state, shared: shared)
    if let update {
      try SharedReading.bind(.snapshot(shared)) {
        try recorder.dependencies.bind { try update(&expected.state) }
      }
    }
    return expected
  }

  /// The failure for shared values that changed after the last assertion without being
  /// asserted (by an effect, outside any action); nil when there is none.
  static func unassertedSharedChange(asserted: AssertedState<State>) -> String? {
    let now = AssertedState(state: asserted.state, shared: nil)
    guard asserted != now else { return nil }
    return """
      Shared state changed after the last assertion, and the change was not asserted: …

      \(AssertedState.diff(asserted, now) ?? "(the states differ but dump the same)")

      (Expected: -, Actual: +)

      To fix, assert the change in the closure of the next send or receive, or with \
      store.assert { … }.
      """
  }
}
