import Synchronization

extension TestStore {
  /// Lets the running effects run until each one is done or waits (those on a test clock must
  /// have been driven to their end), then fails for each one still running and for unreceived
  /// actions. Waits on the wall clock for effects still running up to `timeout`, by default
  /// the store's ``timeout``.
  public func finish(
    timeout: Duration? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await executor.settle()
    let deadline = ContinuousClock.now.advanced(by: timeout ?? self.timeout)
    while !unskippedEffects.isEmpty, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
      await executor.settle()
    }
    checkCompletion(at: location)
    markAsserted(state, shared: nil)
    hasFinished = true
  }

  /// Forgets the received actions not asserted yet (non-exhaustive tests). With `strict`,
  /// fails when there is nothing to skip.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    await executor.settle()
    if recorder.received.isEmpty {
      if strict {
        fail("There were no received actions to skip.", at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
      }
      return
    }
    if let last = recorder.received.last { markAsserted(last.state, shared: last.shared) }
    recorder.received.removeAll()
  }

  /// Stops tracking the effects running now: the test will not fail for them. They may still
  /// send actions, which must be received. With `strict`, fails when none are running.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    await executor.settle()
    let running = unskippedEffects
    if running.isEmpty, strict {
      fail("There were no in-flight effects to skip.", at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    skippedEffectIDs.formUnion(running.map(\.id))
  }

  var unskippedEffects: [(id: Int, origin: Int)] {
    root.runningEffects.filter { !skippedEffectIDs.contains($0.id) }
  }

  /// Reports unreceived actions and running effects, unless exhaustivity is off.
  func checkCompletion(at location: SourceLocation) {
    Self.checkCompletion(
      exhaustivity: exhaustivity, recorder: recorder, root: root,
      skippedEffectIDs: skippedEffectIDs, sends: sends,
      unassertedSharedChange: Self.unassertedSharedChange(asserted: asserted), at: location
    )
  }

  /// The checks of ``checkCompletion(at:)``, from the parts of a store, for its deinit.
  static func checkCompletion(
    exhaustivity: Exhaustivity,
    recorder: TestRecorder<State, Action>,
    root: StoreRoot<State, Action>,
    skippedEffectIDs: Set<Int>,
    sends: [(actionCount: Int, action: String, location: SourceLocation)],
    unassertedSharedChange: String?,
    at location: SourceLocation
  ) {
    guard exhaustivity == .on else {
      guard exhaustivity == .off(showSkippedAssertions: true) else { return }
      let running = root.runningEffects.filter { !skippedEffectIDs.contains($0.id) }.count
      let unreceived = recorder.received.map { "\n  " + ValueDump.describe($0.action) }.joined()
      if !recorder.received.isEmpty || running > 0 {
        IssueReporters.report(
          "Skipped assertions: \(recorder.received.count) received action(s) not asserted\(unreceived); \(running) effect(s) still running",
          at: location, kind: .skippedAssertion
        )
      }
      return
    }
    if !recorder.received.isEmpty {
      reportIssue(
        """
        The store received \(recorder.received.count) unexpected action(s): …

        Unhandled actions:
        \(recorder.received.map { "  " + ValueDump.describe($0.action) }.joined(separator: "\n"))

        To fix, assert them with `receive`, or make the test non-exhaustive.
        """,
        at: location
      )
    } else if let message = unassertedSharedChange {
      reportIssue(message, at: location)
    }
    for effect in root.runningEffects where !skippedEffectIDs.contains(effect.id) {
      let send = sends.last { $0.actionCount < effect.origin }
      reportIssue(
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test. …

        Action: \(send?.action ?? "(unknown)")

        To fix, drive it to its end (advance the TestClock, finish its stream), cancel it with an \
        action the feature provides, or cancel the task returned by `send`. If it is expected to \
        outlive the test, call `skipInFlightEffects()`.
        """,
        at: send?.location ?? location
      )
    }
  }
}

/// The effects started by one `TestStore.send`.
@MainActor
public struct TestStoreTask {
  let task: StoreTask?
  let root: AnyObject
  let executor: TestEffectExecutor
  /// The store's ``TestStore/timeout`` when it sent the action.
  let storeTimeout: Duration

  /// Cancels the effects and lets them wind down.
  public func cancel() async {
    task?.cancel()
    await executor.settle()
  }

  /// Waits until the effects have finished, on the wall clock for at most `timeout` (by
  /// default the store's ``TestStore/timeout``), then fails: an effect sleeping on a
  /// `TestClock` nobody advances never finishes.
  public func finish(
    timeout: Duration? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    await executor.settle()
    guard let task else { return }
    let limit = timeout ?? storeTimeout
    let outcome = FinishOutcome()
    // The effects' own task is not cancelled when the wait gives up, so the wait runs
    // unstructured: whichever of it and the deadline comes first resumes the test.
    let finished = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      outcome.set(continuation)
      Task { await task.finish(); outcome.resume(true) }
      Task {
        try? await Task.sleep(for: limit)
        outcome.resume(false)
      }
    }
    await executor.settle()
    guard !finished else { return }
    reportIssue(
      """
      Expected task to finish, but it is still in-flight after \(limit): …

      To fix, drive its effects to their end (advance the TestClock, finish their stream) before \
      waiting, or cancel the task.
      """,
      at: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Whether the effects were cancelled.
  public var isCancelled: Bool { task?.isCancelled ?? false }
}

/// The first of a finished wait and its deadline, told once to the test waiting for them.
private final class FinishOutcome: Sendable {
  private let continuation = Mutex<CheckedContinuation<Bool, Never>?>(nil)

  func set(_ continuation: CheckedContinuation<Bool, Never>) {
    self.continuation.withLock { $0 = continuation }
  }

  func resume(_ finished: Bool) {
    continuation.withLock { continuation in
      continuation?.resume(returning: finished)
      continuation = nil
    }
  }
}
