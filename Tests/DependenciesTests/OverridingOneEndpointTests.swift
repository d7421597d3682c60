import ComposableArchitecture
import Testing

/// A client whose key has no test value.
private struct Numbers: Sendable {
  var fetch: @Sendable () -> Int
  var save: @Sendable (Int) -> Void
}

private enum NumbersKey: DependencyKey {
  static let liveValue = Numbers(fetch: { 42 }, save: { _ in })
}

/// A client whose test value fails each endpoint that is called without being overridden.
private enum StrictNumbersKey: DependencyKey {
  static let liveValue = Numbers(fetch: { 42 }, save: { _ in })
  static let testValue = Numbers(
    fetch: { reportIssue("Numbers.fetch is unimplemented"); return 0 },
    save: { _ in reportIssue("Numbers.save is unimplemented") }
  )
}

extension DependencyValues {
  fileprivate var numbers: Numbers {
    get { self[NumbersKey.self] }
    set { self[NumbersKey.self] = newValue }
  }
  fileprivate var strictNumbers: Numbers {
    get { self[StrictNumbersKey.self] }
    set { self[StrictNumbersKey.self] = newValue }
  }
}

private struct Fetcher: Reducer {
  struct State: Equatable { var value = 0 }
  enum Action: Equatable { case fetch }
  @Dependency(\.numbers) var numbers

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.value = numbers.fetch()
    return .none
  }
}

@MainActor
struct OverridingOneEndpointTests {
  @Test func overridingOneEndpointInWithDependenciesIsNotAUse() {
    let issues = IssueReporters.capture {
      withDependencies {
        $0.numbers.fetch = { 1 }
      } operation: {
        @Dependency(\.numbers) var numbers
        #expect(numbers.fetch() == 1)
      }
    }
    #expect(issues.isEmpty)
  }

  @Test func overridingOneEndpointForATestStoreIsNotAUse() async {
    let issues = await IssueReporters.capture {
      let store = TestStore(initialState: Fetcher.State()) { Fetcher() } withDependencies: {
        $0.numbers.fetch = { 1 }
      }
      await store.send(.fetch) { $0.value = 1 }
    }
    #expect(issues.isEmpty)
  }

  @Test func overridingOneEndpointOnAReducerIsNotAUse() {
    let issues = IssueReporters.capture {
      let reducer = Fetcher().transformDependency(\.numbers) { $0.fetch = { 2 } }
      var state = Fetcher.State()
      _ = reducer.reduce(into: &state, action: .fetch)
      #expect(state.value == 2)
    }
    #expect(issues.isEmpty)
  }

  @Test func readingTheKeyOutsideAnOverrideIsStillAUse() {
    let issues = IssueReporters.capture {
      @Dependency(\.numbers) var numbers
      _ = numbers.fetch()
    }
    #expect(issues.count == 1)
  }

  @Test func callingAnEndpointThatWasNotOverriddenFails() {
    let issues = IssueReporters.capture {
      withDependencies {
        $0.strictNumbers.fetch = { 1 }
      } operation: {
        @Dependency(\.strictNumbers) var numbers
        #expect(numbers.fetch() == 1)
        numbers.save(1)
      }
    }
    #expect(issues.map(\.message) == ["Numbers.save is unimplemented"])
  }
}
