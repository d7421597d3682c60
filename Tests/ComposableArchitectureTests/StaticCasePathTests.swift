import ComposableArchitecture
import Testing

/// Two counters: `left` is a case written as a type, `right` an `AnyCasePath`.
private struct TypedPair: Reducer {
  struct State: Equatable {
    var left = ScopedCounter.State()
    var right = ScopedCounter.State()
    var totals: [Int] = []
  }
  enum Action: Equatable, CasePathable, Sendable {
    case left(ScopedCounter.Action)
    case right(ScopedCounter.Action)

    struct AllCasePaths: Sendable {
      var left: LeftCase { LeftCase() }
      let right = AnyCasePath(embed: Action.right) { if case let .right(a) = $0 { a } else { nil } }

      struct LeftCase: StaticCasePath {
        func embed(_ action: ScopedCounter.Action) -> Action { .left(action) }
        func extract(from action: Action) -> ScopedCounter.Action? {
          if case let .left(left) = action { left } else { nil }
        }
      }
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

/// A parent of a `TypedPair`, reached through a case written as a type, to nest two levels.
private struct Outer: Reducer {
  struct State: Equatable { var pair = TypedPair.State() }
  enum Action: Equatable, CasePathable, Sendable {
    case pair(TypedPair.Action)

    struct AllCasePaths: Sendable {
      var pair: PairCase { PairCase() }

      struct PairCase: StaticCasePath {
        func embed(_ action: TypedPair.Action) -> Action { .pair(action) }
        func extract(from action: Action) -> TypedPair.Action? {
          if case let .pair(pair) = action { pair } else { nil }
        }
      }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Scope(\.pair, action: \.pair) { TypedPair() }
  }
}

@MainActor
struct StaticCasePathTests {
  @Test func scopeKeepsTheCaseType() {
    let scope: some Reducer<TypedPair.State, TypedPair.Action> = Scope(\.left, action: \.left) { ScopedCounter() }
    #expect(type(of: scope) == Scope<TypedPair.State, TypedPair.Action, TypedPair.Action.AllCasePaths.LeftCase, ScopedCounter>.self)
  }

  @Test func aChildActionReachesOnlyItsChild() async {
    let store = TestStore(initialState: TypedPair.State()) { TypedPair() }
    await store.send(.left(.increment)) {
      $0.left.count = 1
      $0.totals = [1]
    }
    await store.send(.right(.increment)) {
      $0.right.count = 1
      $0.totals = [1, 2]
    }
  }

  @Test func childEffectsAreLiftedThroughTheCaseType() async {
    let store = TestStore(initialState: Outer.State()) { Outer() }
    await store.send(.pair(.left(.delayedIncrement))) { $0.pair.totals = [0] }
    await store.receive(\.pair.left) {
      $0.pair.left.count = 1
      $0.pair.totals = [0, 1]
    }
  }

  @Test func aStoreScopedThroughCaseTypesSendsEmbeddedActions() {
    let store = Store(initialState: Outer.State()) { Outer() }
    let left = store.scope(\.pair, action: \.pair).scope(\.left, action: \.left)
    left.send(.increment)
    left.send(.increment)
    #expect(left.state.count == 2)
    #expect(store.state.pair.totals == [1, 2])
    #expect(store.scope(\.pair, action: \.pair) === store.scope(\.pair, action: \.pair))
  }

  @Test func aCaseTypeIsNamedAfterItsTypeWithoutCase() {
    #expect(TypedPair.Action.casePath(\.left).name == "left")
    #expect(Outer.Action.casePath(\.pair.left).name == "pair.left")
    #expect(Outer.Action.casePath(\.pair.right).name == "pair.right")
    #expect(Outer.Action.pair(.left(.increment))[case: \.pair.left] == .increment)
    #expect(Outer.Action.pair(.right(.increment))[case: \.pair.left] == nil)
  }

  @Test func caseTypesAreLawful() {
    checkCasePathLaws(\TypedPair.Action.AllCasePaths.left, samples: [.increment, .delayedIncrement], otherCases: [.right(.increment)])
    checkCasePathLaws(\Outer.Action.AllCasePaths.pair, samples: [.left(.increment), .right(.increment)], otherCases: [])
  }

  @Test func aWrongCaseTypeIsCaught() {
    let violations = casePathLawViolations(\Wrong.AllCasePaths.first, samples: [1], otherCases: [.second(2)])
    #expect(violations == [
      #"\Wrong.first: extracted a value from .second(2), which is another case."#
    ])
  }
}

/// An enum whose case type extracts from the wrong case.
private enum Wrong: Equatable, CasePathable {
  case first(Int)
  case second(Int)

  struct AllCasePaths: Sendable {
    var first: FirstCase { FirstCase() }

    struct FirstCase: StaticCasePath {
      func embed(_ value: Int) -> Wrong { .first(value) }
      func extract(from root: Wrong) -> Int? {
        switch root {
        case let .first(value), let .second(value): value
        }
      }
    }
  }
  static let allCasePaths = AllCasePaths()
}
