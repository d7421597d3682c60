import ComposableArchitecture
import Testing

/// A counter whose `delayedIncrement` sends `increment` back: the child of the scope tests.
struct ScopedCounter: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable {
    case delayedIncrement
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .delayedIncrement:
      return .send(.increment)
    case .increment:
      state.count += 1
      return .none
    }
  }
}

/// Two counters side by side; the parent records the total after each child action.
private struct Pair: Reducer {
  struct State: Equatable {
    var left = ScopedCounter.State()
    var right = ScopedCounter.State()
    var totals: [Int] = []
  }
  enum Action: Equatable, CasePathable {
    case left(ScopedCounter.Action)
    case right(ScopedCounter.Action)

    struct AllCasePaths: Sendable {
      let left = AnyCasePath(embed: Action.left) { if case let .left(a) = $0 { a } else { nil } }
      let right = AnyCasePath(embed: Action.right) { if case let .right(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Scope(\.left, action: \.left) { ScopedCounter() }
    Scope(\.right, action: \.right) { ScopedCounter() }
    Reduce { state, _ in
      state.totals.append(state.left.count + state.right.count)
      return .none
    }
  }
}

@MainActor
struct ScopeTests {
  @Test func childActionReachesOnlyItsChild() async {
    let store = TestStore(initialState: Pair.State()) { Pair() }
    await store.send(.left(.increment)) {
      $0.left.count = 1
      $0.totals = [1]
    }
    await store.send(.right(.increment)) {
      $0.right.count = 1
      $0.totals = [1, 2]
    }
  }

  @Test func parentRunsAfterTheChildAndSeesItsChange() {
    var state = Pair.State()
    _ = Pair().reduce(into: &state, action: .left(.increment))
    #expect(state.totals == [1])
  }

  @Test func childEffectsAreLiftedIntoTheParent() async {
    let store = TestStore(initialState: Pair.State()) { Pair() }
    await store.send(.right(.delayedIncrement)) { $0.totals = [0] }
    await store.receive(.right(.increment)) {
      $0.right.count = 1
      $0.totals = [0, 1]
    }
  }

  @Test func scopeIgnoresOtherActions() {
    let scope: some Reducer<Pair.State, Pair.Action> = Scope(\.left, action: \.left) { ScopedCounter() }
    var state = Pair.State()
    let effect = scope.reduce(into: &state, action: .right(.increment))
    #expect(state == Pair.State())
    #expect(effect.isNone)
  }

  @Test func scopeToSelfRunsTheChildOnTheWholeDomain() {
    let scope: some Reducer<Pair.State, Pair.Action> = Scope(\.self, action: \.self) { Pair() }
    var state = Pair.State()
    let effect = scope.reduce(into: &state, action: .left(.increment))
    #expect(state.left.count == 1)
    #expect(state.totals == [1])
    #expect(effect.isNone)
  }

  @Test func pairCasePathsAreLawful() {
    checkCasePathLaws(\Pair.Action.AllCasePaths.left, samples: [.increment, .delayedIncrement], otherCases: [.right(.increment)])
    checkCasePathLaws(\Pair.Action.AllCasePaths.right, samples: [.increment], otherCases: [.left(.increment)])
  }
}
