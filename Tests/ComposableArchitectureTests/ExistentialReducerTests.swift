import ComposableArchitecture
import Testing

/// Counts up by one.
private struct Counting: Reducer {
  func reduce(into state: inout Int, action: Tally.Action.Step) -> Effect<Tally.Action.Step> {
    state += 1
    return .none
  }
}

/// Counts up by two, and confirms each step with an effect: a reducer written with a `body`.
private struct Doubling: Reducer {
  var body: some Reducer<Int, Tally.Action.Step> {
    Reduce { state, action in
      switch action {
      case .confirmed:
        return .none
      case .step:
        state += 2
        return .send(.confirmed)
      }
    }
  }
}

/// A tally whose counting rule is chosen at run time, so its child is an existential.
private struct Tally: Reducer {
  struct State: Equatable {
    var count = 0
    var steps = 0
  }
  enum Action: Equatable, CasePathable {
    case count(Step)

    enum Step: Equatable { case confirmed, step }

    struct AllCasePaths: Sendable {
      var count: AnyCasePath<Action, Step> {
        AnyCasePath(embed: { .count($0) }, extract: { if case let .count(step) = $0 { step } else { nil } })
      }
    }
    static let allCasePaths = AllCasePaths()
  }
  let rule: any Reducer<Int, Action.Step>

  var body: some ReducerOf<Self> {
    Scope(\.count, action: \.count) { Reduce(rule) }
    let steps: any ReducerOf<Steps> = Steps()
    Reduce(steps)
  }
}

/// Counts every step the tally takes; used in the body as an existential.
private struct Steps: Reducer {
  func reduce(into state: inout Tally.State, action: Tally.Action) -> Effect<Tally.Action> {
    if case .count(.step) = action { state.steps += 1 }
    return .none
  }
}

@MainActor
struct ExistentialReducerTests {
  @Test func aReducerChosenAtRunTimeRunsThroughReduce() async {
    let store = TestStore(initialState: Tally.State()) { Tally(rule: Counting()) }
    await store.send(.count(.step)) {
      $0.count = 1
      $0.steps = 1
    }
  }

  @Test func anExistentialWithABodyKeepsItsEffects() async {
    let store = TestStore(initialState: Tally.State()) { Tally(rule: Doubling()) }
    await store.send(.count(.step)) {
      $0.count = 2
      $0.steps = 1
    }
    await store.receive(.count(.confirmed))
  }

  @Test func casePathIsLawful() {
    checkCasePathLaws(\Tally.Action.AllCasePaths.count, samples: [.step, .confirmed], otherCases: [])
  }
}
