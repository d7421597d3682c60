extension TestStore where Action: Equatable {
  /// Asserts that the next action an effect sent is `expected`, and how it changed the state.
  public func receive(
    _ expected: Action,
    timeout duration: Duration? = nil,
    assert updateExpectedState: ((_ state: inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    await receiveAction(
      matching: { $0 == expected },
      expected: ValueDump.describe(expected),
      diff: { TextDiff.diff(expected, $0) },
      update: updateExpectedState,
      timeout: duration,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore where Action: CasePathable {
  /// Asserts that the next action an effect sent is in the case named by `casePath`, whatever
  /// its payload: `receive(\.tick)`, `receive(\.path[id: 0].delegate)`.
  public func receive<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateExpectedState: ((_ state: inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    await receiveAction(
      matching: { $0[case: casePath] != nil },
      expected: "an action in case .\(Action.casePath(casePath).name)",
      diff: { _ in nil },
      update: updateExpectedState,
      timeout: duration,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts that the next action an effect sent is in the case named by `casePath`, with
  /// payload `value`.
  public func receive<Value: Equatable>(
    _ casePath: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration? = nil,
    assert updateExpectedState: ((_ state: inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    await receiveAction(
      matching: { $0[case: casePath] == value },
      expected: ".\(Action.casePath(casePath).name)(\(ValueDump.describe(value)))",
      diff: { action in action[case: casePath].flatMap { TextDiff.diff(value, $0) } },
      update: updateExpectedState,
      timeout: duration,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Sends the action in case `casePath` with payload `value`.
  @discardableResult
  public func send<Value>(
    _ casePath: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateExpectedState: ((_ state: inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async -> TestStoreTask {
    await send(
      Action.casePath(casePath).embed(value), assert: updateExpectedState,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }

  /// Sends the action in case `casePath`, which has no payload: `send(\.refreshButtonTapped)`,
  /// or `send(\.path[id: 0].saveButtonTapped)` for a case deep in a child.
  @discardableResult
  public func send(
    _ casePath: CaseKeyPath<Action, Void>,
    assert updateExpectedState: ((_ state: inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async -> TestStoreTask {
    await send(
      Action.casePath(casePath).embed(()), assert: updateExpectedState,
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}

extension TestStore {
  /// Asserts that the next action an effect sent satisfies `isMatching`.
  public func receive(
    _ isMatching: (Action) -> Bool,
    timeout duration: Duration? = nil,
    assert updateExpectedState: ((_ state: inout State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    await receiveAction(
      matching: isMatching,
      expected: "an action matching the predicate",
      diff: { _ in nil },
      update: updateExpectedState,
      timeout: duration,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  func receiveAction(
    matching isMatching: (Action) -> Bool,
    expected: String,
    diff: (Action) -> String?,
    update: ((inout State) throws -> Void)?,
    timeout: Duration? = nil,
    location: SourceLocation
  ) async {
    await waitForReceivedAction(matching: isMatching, timeout: timeout ?? self.timeout)
    if let index = reportedReceived.firstIndex(where: { isMatching($0.action) }) {
      // An action a failed `send` reported: assert the change it made then, in its place.
      let (action, before, after) = reportedReceived[index]
      reportedReceived.removeFirst(index + 1)
      assertState(
        from: before, to: after, update: update,
        action: "receive(\(ValueDump.describe(action)))", at: location
      )
      return
    }
    if exhaustivity != .on {
      guard let index = recorder.received.firstIndex(where: { isMatching($0.action) }) else {
        fail("Expected to receive the following action, but didn't: …\n\n  \(expected)", at: location)
        return
      }
      if index > 0 {
        noteSkipped("received action(s) skipped to reach this one", actions: recorder.received[..<index].map(\.action), at: location)
        let skipped = recorder.received[index - 1]
        markAsserted(skipped.state, shared: skipped.shared)
        recorder.received.removeFirst(index)
      }
    }
    guard !recorder.received.isEmpty else {
      fail("Expected to receive the following action, but didn't: …\n\n  \(expected)", at: location)
      return
    }
    let (action, state, shared) = recorder.received.removeFirst()
    let actual = AssertedState(state: state, shared: shared)
    guard isMatching(action) else {
      let details = diff(action).map { "\($0)\n\n(Expected: -, Received: +)" }
        ?? "Expected:\n  \(expected)\nReceived:\n  \(ValueDump.describe(action))"
      fail("Received unexpected action: …\n\n\(details)", at: location)
      markAsserted(state, shared: shared)
      return
    }
    assertState(
      from: asserted, to: actual, update: update,
      action: "receive(\(ValueDump.describe(action)))", at: location
    )
    markAsserted(state, shared: shared)
    await executor.settle()
  }

  /// Lets effects run until each one is done or waits; then, while effects still run, waits on
  /// the wall clock until a matching action arrived or `timeout` passed.
  private func waitForReceivedAction(matching isMatching: (Action) -> Bool, timeout: Duration) async {
    await executor.settle()
    guard !reportedReceived.contains(where: { isMatching($0.action) }) else { return }
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !recorder.received.contains(where: { isMatching($0.action) }),
      !root.runningEffects.isEmpty,
      ContinuousClock.now < deadline
    {
      if exhaustivity == .on, !recorder.received.isEmpty { return }
      try? await Task.sleep(for: .milliseconds(1))
      await executor.settle()
    }
  }
}
