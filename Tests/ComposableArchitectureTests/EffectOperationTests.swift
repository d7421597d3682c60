import ComposableArchitecture
import Testing

private struct LoadError: Error, CustomStringConvertible {
  var description: String { "LoadError" }
}

/// One action per kind of effect, each logging what it delivered.
private struct Effects: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, CasePathable {
    case concatenateTapped
    case failTapped
    case failWithoutCatchTapped
    case cancellationErrorTapped
    case mapTapped
    case mergeTapped
    case noneTapped
    case record(String)
    case runTapped
    case sendTapped

    struct AllCasePaths: Sendable {
      let record = AnyCasePath(embed: Action.record) { if case let .record(value) = $0 { value } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .concatenateTapped:
      return .concatenate(
        delayed("slow", by: .seconds(2)),
        delayed("fast", by: .seconds(1)),
        .send(.record("last"))
      )
    case .failTapped:
      return .run { _ in
        throw LoadError()
      } catch: { error, send in
        await send(.record("caught \(error)"))
      }
    case .failWithoutCatchTapped:
      return .run { _ in throw LoadError() }
    case .cancellationErrorTapped:
      return .run { _ in throw CancellationError() } catch: { _, send in
        await send(.record("caught"))
      }
    case .mapTapped:
      return Effect<String>.send("mapped").map { .record($0) }
    case .mergeTapped:
      return .merge(delayed("slow", by: .seconds(2)), delayed("fast", by: .seconds(1)))
    case .noneTapped:
      return .none
    case let .record(entry):
      state.log.append(entry)
      return .none
    case .runTapped:
      return .run { send in
        await send(.record("one"))
        await send(.record("two"))
      }
    case .sendTapped:
      return .send(.record("sent"))
    }
  }

  private func delayed(_ entry: String, by duration: Duration) -> Effect<Action> {
    .run { [clock] send in
      try await clock.sleep(for: duration)
      await send(.record(entry))
    }
  }
}

@MainActor
struct EffectOperationTests {
  let clock = TestClock()

  fileprivate func makeStore() -> TestStore<Effects.State, Effects.Action> {
    TestStore(initialState: Effects.State()) { Effects() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func noneDoesNothing() async {
    let store = makeStore()
    let task = await store.send(.noneTapped)
    #expect(!task.isCancelled)
    #expect(Effect<Effects.Action>.none.isNone)
  }

  @Test func sendFeedsTheActionBack() async {
    let store = makeStore()
    await store.send(.sendTapped)
    await store.receive(.record("sent")) { $0.log = ["sent"] }
  }

  @Test func runSendsActionsInOrder() async {
    let store = makeStore()
    await store.send(.runTapped)
    await store.receive(.record("one")) { $0.log = ["one"] }
    await store.receive(.record("two")) { $0.log = ["one", "two"] }
  }

  @Test func thrownErrorGoesToCatch() async {
    let store = makeStore()
    await store.send(.failTapped)
    await store.receive(.record("caught LoadError")) { $0.log = ["caught LoadError"] }
  }

  @Test func cancellationErrorIsNeverCaught() async {
    let store = makeStore()
    await store.send(.cancellationErrorTapped)
  }

  @Test func unhandledErrorReportsAnIssueNamingTheEffect() async throws {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.failWithoutCatchTapped)
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.location.fileID == "ComposableArchitectureTests/EffectOperationTests.swift")
    #expect(issue.message == """
      An effect created at \(issue.location) threw an unhandled error: LoadError
      Handle it with the `catch:` argument of Effect.run, turning it into an action.
      """)
  }

  @Test func mergeRunsEffectsAtTheSameTime() async {
    let store = makeStore()
    await store.send(.mergeTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.record("fast")) { $0.log = ["fast"] }
    await clock.advance(by: .seconds(1))
    await store.receive(.record("slow")) { $0.log = ["fast", "slow"] }
  }

  @Test func concatenateRunsEffectsOneAfterAnother() async {
    let store = makeStore()
    await store.send(.concatenateTapped)
    await clock.advance(by: .seconds(2))
    await store.receive(.record("slow")) { $0.log = ["slow"] }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.record("fast")) { $0.log = ["slow", "fast"] }
    await store.receive(.record("last")) { $0.log = ["slow", "fast", "last"] }
  }

  @Test func mapTransformsActions() async {
    let store = makeStore()
    await store.send(.mapTapped)
    await store.receive(\.record, "mapped") { $0.log = ["mapped"] }
  }

  @Test func mergeAndConcatenateDropNone() {
    let none = Effect<Effects.Action>.none
    #expect(Effect<Effects.Action>.merge(none, none).isNone)
    #expect(Effect<Effects.Action>.concatenate([none]).isNone)
    #expect(none.merge(with: .none).isNone)
    #expect(!none.concatenate(with: .send(.noneTapped)).isNone)
  }

  @Test func plainStoreRunsEveryKindOfEffect() async {
    let store = Store(initialState: Effects.State()) { Effects() } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.sendTapped).finish()
    await store.send(.runTapped).finish()
    await store.send(.concatenateTapped).finish()
    await store.send(.failTapped).finish()
    #expect(store.state.log == ["sent", "one", "two", "slow", "fast", "last", "caught LoadError"])
  }

  @Test func recordCasePathIsLawful() {
    checkCasePathLaws(\Effects.Action.AllCasePaths.record, samples: ["a", ""], otherCases: [.runTapped, .sendTapped])
  }
}
