import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Tests a feature exhaustively: each `send` states how the state changes, each action sent
/// by an effect must be `receive`d, and no effect may still run at the end.
///
/// ```swift
/// @MainActor @Test func increment() async {
///   let store = TestStore(initialState: Counter.State()) { Counter() }
///   await store.send(.incrementButtonTapped) { $0.count = 1 }
/// }
/// ```
///
/// Effects run on a serial test executor, so a test drives time with a `TestClock` and never
/// sleeps: `send`, `receive`, `finish` and clock steps let effects run until each one is done
/// or waits (on a test clock, a stream, …), and never wait on the wall clock unless the store
/// is given a ``timeout`` (only for tests of live clients). A failure names the action and
/// shows the state as a diff, expected `-`, actual `+`.
///
/// A feature tested on its own is presented by the test: when it calls
/// `@Dependency(\.dismiss)`, the store records it (``isDismissed``), cancels its effects, and
/// fails any later `send`.
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// How much this store insists on; see ``Exhaustivity``.
  public var exhaustivity: Exhaustivity = .on

  /// How long `receive` and `finish` wait on the wall clock for effects that are not done,
  /// one second unless set, as the reference's test store waits.
  ///
  /// Effects first run on the test executor until each one is done or waits on something the
  /// test drives (a `TestClock`, a stream); only an effect still running then is waited for,
  /// so a test whose effects settle never waits. Raise it in tests of live clients, whose
  /// effects wait on the real world (a loopback server, a file): `store.timeout = .seconds(5)`.
  public var timeout: Duration = .seconds(1)

  /// Whether the feature dismissed itself with `@Dependency(\.dismiss)`, as a feature tested
  /// on its own is presented by the test. A dismissed store takes no more actions.
  public var isDismissed: Bool { dismissal.isDismissed }

  /// The state as asserted so far: inside an assertion closure, the state before the action.
  /// Its shared values read their current values; assertions read them as they were.
  public internal(set) var state: State

  /// The dependencies the reducer and new effects see; may be changed between sends. As in
  /// an override closure, reading a key here to change one of its fields is not a use of it.
  public var dependencies: DependencyValues {
    get { recorder.dependencies }
    set { recorder.dependencies = newValue }
    _modify {
      recorder.dependencies.isBeingPrepared = true
      defer { recorder.dependencies.isBeingPrepared = false }
      yield &recorder.dependencies
    }
  }

  /// The store under test; package tests reach it to stand for a program wired to it.
  package let store: Store<State, Action>
  let root: StoreRoot<State, Action>
  let recorder: TestRecorder<State, Action>
  let location: SourceLocation
  /// Where each `send` happened, with the count of reduced actions before it, to point at
  /// the send that started an effect that is still running.
  var sends: [(actionCount: Int, action: String, location: SourceLocation)] = []
  var skippedEffectIDs: Set<Int> = []
  var hasFinished = false
  /// Actions that a failed `send` reported as unhandled, with the states before and after
  /// each: they may still be received, and are not reported again.
  var reportedReceived: [(action: Action, before: AssertedState<State>, after: AssertedState<State>)] = []
  /// The values of the shared values in `state` when it was asserted.
  var assertedShared: SharedSnapshot
  let dismissal: Dismissal
  /// Runs this store's effects, and tells when they have all stopped making progress.
  let executor = TestEffectExecutor()

  /// Creates a test store. The initial state and the reducer are made with the test's
  /// dependencies (the test context, changed by `prepareDependencies`).
  public init<R: Reducer>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) where R.State == State, R.Action == Action {
    let dismissal = Dismissal()
    var dependencies = DependencyValues.current
    dependencies.dismiss = DismissEffect(root: { await dismissal.dismiss() })
    dependencies.prepare(prepareDependencies)
    dependencies.giveStoreItsOwnSharedStorageInTests()
    let (initialState, reducer) = dependencies.bind { (initialState(), reducer()) }
    let recorder = TestRecorder<State, Action>(dependencies: dependencies)
    let store = Store(initialState: initialState) { RecordingReducer(base: reducer, recorder: recorder) }
    guard let root = store.root else { preconditionFailure("A new store is always a root store.") }
    root.effectExecutor = executor
    dismissal.cancelEffects = { [weak root] in root?.cancelAllEffects() }
    self.dismissal = dismissal
    self.state = initialState
    self.assertedShared = recorder.sharedValues(of: initialState)
    self.store = store
    self.root = root
    self.recorder = recorder
    self.location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  // Not `isolated`: an isolated deinit never sees the releasing task's task-local values, so
  // the running test (and `IssueReporters.capture`) would not receive the failures reported
  // here and they would be lost. Released on the main actor, as by a `@MainActor` test, the
  // checks run at once; released elsewhere, they run on the main actor soon after, without the
  // check of unasserted shared changes (the state, not `Sendable`, can't go to the main actor).
  deinit {
    if DispatchQueue.getSpecific(key: mainQueueKey) != nil {
      MainActor.assumeIsolated {
        if !hasFinished { checkCompletion(at: location) }
        root.cancelAllEffects()
      }
    } else {
      let (recorder, root, sends, skipped) = (recorder, root, sends, skippedEffectIDs)
      let exhaustivity = exhaustivity
      let (location, hasFinished) = (location, hasFinished)
      Task { @MainActor in
        if !hasFinished {
          Self.checkCompletion(
            exhaustivity: exhaustivity, recorder: recorder, root: root, skippedEffectIDs: skipped,
            sends: sends, unassertedSharedChange: nil, at: location
          )
        }
        root.cancelAllEffects()
      }
    }
  }

  /// Sends `action` and asserts the state after it: `assert` turns the state before into the
  /// expected state. Omit it when the state must not change.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateExpectedState: ((_ state: inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async -> TestStoreTask {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if dismissal.isDismissed {
      fail(
        """
        Can't send an action to a dismissed test store: …

        Action: \(ValueDump.describe(action))

        The feature dismissed itself with @Dependency(\\.dismiss), which ends a test of a \
        presented feature: its effects were cancelled and it takes no more actions.
        """,
        at: location
      )
      return TestStoreTask(task: nil, root: root, executor: executor, storeTimeout: timeout)
    }
    if !recorder.received.isEmpty {
      if exhaustivity == .on {
        fail(
          """
          Must handle \(recorder.received.count) received action(s) before sending an action: …

          Unhandled actions:
          \(recorder.received.map { "  " + ValueDump.describe($0.action) }.joined(separator: "\n"))
          """,
          at: location
        )
        // Reported once; a later `receive` may still assert them.
        var before = asserted
        for (action, state, shared) in recorder.received {
          let after = AssertedState(state: state, shared: shared)
          reportedReceived.append((action, before, after))
          before = after
        }
      } else {
        noteSkipped("received action(s) not asserted before this send", actions: recorder.received.map(\.action), at: location)
      }
      if let last = recorder.received.last { markAsserted(last.state, shared: last.shared) }
      recorder.received.removeAll()
    }
    // Only an exhaustive store names the send behind a running effect; describing every
    // action costs more than sending it, which long generated test runs feel.
    if exhaustivity == .on { sends.append((root.reducedActionCount, ValueDump.describe(action), location)) }
    // New work after `finish()` must be checked again at the end of the test.
    hasFinished = false
    recorder.isExpectingSentAction = true
    let task = store.send(action)
    recorder.isExpectingSentAction = false
    let actual = recorder.stateAfterSentAction.map { AssertedState(state: $0.state, shared: $0.shared) } ?? asserted
    recorder.stateAfterSentAction = nil
    assertState(
      from: asserted, to: actual, update: updateExpectedState,
      action: "send(\(ValueDump.describe(action)))", at: location
    )
    markAsserted(actual.state, shared: actual.shared)
    await executor.settle()
    return TestStoreTask(task: task, root: root, executor: executor, storeTimeout: timeout)
  }

  /// Runs `operation`, a block of assertions, with another exhaustivity, then restores this
  /// store's: e.g. a non-exhaustive stretch (`.off`) inside an exhaustive test.
  public func withExhaustivity(
    _ exhaustivity: Exhaustivity,
    operation: () async throws -> Void
  ) async rethrows {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    try await operation()
  }

  /// The synchronous form of `withExhaustivity(_:operation:)`, for blocks of `assert`s.
  public func withExhaustivity(_ exhaustivity: Exhaustivity, operation: () throws -> Void) rethrows {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    try operation()
  }

  /// Checks the current state without sending an action: the closure describes it, starting
  /// from the state asserted so far (in non-exhaustive mode from the latest state, so it may
  /// check only a part). A closure that changes nothing is fine here. Shared values changed
  /// by effects since the last assertion are asserted here too.
  public func assert(
    _ updateExpectedState: (_ state: inout State) throws -> Void,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let latest = recorder.received.last.map { AssertedState(state: $0.state, shared: $0.shared) }
      ?? AssertedState(state: root.state, shared: nil)
    let actual = exhaustivity == .on ? AssertedState(state: state, shared: nil) : latest
    withoutActuallyEscaping(updateExpectedState) { update in
      assertState(
        from: asserted, to: actual, update: update, action: "assert", at: location, expectsChange: false
      )
    }
    if exhaustivity == .on { markAsserted(state, shared: nil) }
  }

  /// Compares the state an assertion expects with the actual one. With `expectsChange`, a
  /// closure that leaves the state as it was is a failure: the action was expected to change it.
  func assertState(
    from before: AssertedState<State>, to actual: AssertedState<State>, update: ((inout State) throws -> Void)?,
    action describeAction: @autoclosure () -> String, at location: SourceLocation, expectsChange: Bool = true
  ) {
    let expected: AssertedState<State>
    do {
      expected = try expectedState(from: exhaustivity == .on ? before : actual, update: update)
    } catch {
      fail("Threw error: \(error)", at: location)
      return
    }
    guard exhaustivity == .on else {
      if expected != actual {
        fail(mismatch(expected, actual, action: describeAction()), at: location)
      } else if showsSkippedAssertions,
        let exhaustive = try? expectedState(from: before, update: update),
        let diff = AssertedState.diff(exhaustive, actual)
      {
        noteSkipped("state changes not asserted after \(describeAction()):\n\n\(diff)\n\n(Asserted: -, Actual: +)", at: location)
      }
      return
    }
    // Setting a shared value in the closure is an assertion about it, as in the reference,
    // even when the action left it as it was (a reset of a count already at zero).
    if expectsChange, update != nil, expected == before, actual == before, expected.shared?.holdsWrites != true {
      fail(
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state \
        is expected, omit the trailing closure.

        Action: \(describeAction())
        """,
        at: location
      )
    } else if update == nil, actual != before {
      fail(
        """
        State was not expected to change, but a change occurred: …

        \(AssertedState.diff(before, actual) ?? "(the states differ but dump the same)")

        (Expected: -, Actual: +)

        Action: \(describeAction())
        """,
        at: location
      )
    } else if expected != actual {
      fail(mismatch(expected, actual, action: describeAction()), at: location)
    }
  }

  private func mismatch(_ expected: AssertedState<State>, _ actual: AssertedState<State>, action: String) -> String {
    """
    A state change does not match expectation: …

    \(AssertedState.diff(expected, actual) ?? "(the states differ but dump the same)")

    (Expected: -, Actual: +)

    Action: \(action)
    """
  }

  /// Whether a non-exhaustive store reports what it skipped.
  var showsSkippedAssertions: Bool { exhaustivity == .off(showSkippedAssertions: true) }

  /// Reports, as information, something a non-exhaustive store did not check, when asked to.
  func noteSkipped(_ what: String, actions: [Action] = [], at location: SourceLocation) {
    guard showsSkippedAssertions else { return }
    let list = actions.map { "\n  " + ValueDump.describe($0) }.joined()
    IssueReporters.report("Skipped assertions: \(what)\(list)", at: location, kind: .skippedAssertion)
  }

  func fail(_ message: String, at location: SourceLocation) {
    reportIssue(message, at: location)
  }
}

/// What a test store's feature does when it dismisses itself: the store is marked dismissed
/// and its effects are cancelled.
@MainActor
final class Dismissal: Sendable {
  private(set) var isDismissed = false
  var cancelEffects: (@MainActor () -> Void)?

  nonisolated init() {}

  func dismiss() {
    isDismissed = true
    cancelEffects?()
  }
}

/// Marks the main queue, so a deinit can tell whether it runs on the main actor.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
  let key = DispatchSpecificKey<Bool>()
  DispatchQueue.main.setSpecific(key: key, value: true)
  return key
}()

/// A test store of a reducer's state and actions: `TestStoreOf<SyncUpsList>`.
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
