import ComposableArchitecture
import Testing

/// Holds a ticker in each kind of integration. Besides the parent reducer that each
/// integration wraps, a reducer before all of them and one after all of them can remove
/// the children: the effects of a removed child must stop whoever removed it.
private struct Holder: Reducer {
  struct State: Equatable {
    var child: TickingChild.State?
    var path = StackState<TickingChild.State>()
    var rows: IdentifiedArrayOf<TickingChild.State> = []
    @Presents var sheet: TickingChild.State?
  }
  enum Action: Equatable, CasePathable {
    case child(TickingChild.Action)
    case nothing
    case path(StackActionOf<TickingChild>)
    case removeInParent
    case removeAfter
    case removeBefore
    case removeFirstRowBefore
    case replaceSheetBefore
    case rows(IdentifiedActionOf<TickingChild>)
    case sheet(PresentationAction<TickingChild.Action>)

    struct AllCasePaths: Sendable {
      var child: AnyCasePath<Action, TickingChild.Action> {
        AnyCasePath(embed: { .child($0) }, extract: { if case let .child(a) = $0 { a } else { nil } })
      }
      var path: AnyCasePath<Action, StackActionOf<TickingChild>> {
        AnyCasePath(embed: { .path($0) }, extract: { if case let .path(a) = $0 { a } else { nil } })
      }
      var rows: AnyCasePath<Action, IdentifiedActionOf<TickingChild>> {
        AnyCasePath(embed: { .rows($0) }, extract: { if case let .rows(a) = $0 { a } else { nil } })
      }
      var sheet: AnyCasePath<Action, PresentationAction<TickingChild.Action>> {
        AnyCasePath(embed: { .sheet($0) }, extract: { if case let .sheet(a) = $0 { a } else { nil } })
      }
    }
    static let allCasePaths = AllCasePaths()
  }

  static func removeAll(_ state: inout State) {
    state.child = nil
    state.path.removeAll()
    state.rows.removeAll()
    state.sheet = nil
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .removeBefore = action { Self.removeAll(&state) }
      if case .removeFirstRowBefore = action { state.rows.remove(at: 0) }
      if case .replaceSheetBefore = action { state.sheet = TickingChild.State(id: 2) }
      return .none
    }
    Reduce { state, action in
      if case .removeInParent = action { Self.removeAll(&state) }
      return .none
    }
    .ifLet(\.$sheet, action: \.sheet) { TickingChild() }
    .ifLet(\.child, action: \.child) { TickingChild() }
    .forEach(\.rows, action: \.rows) { TickingChild() }
    .forEach(\.path, action: \.path) { TickingChild() }
    Reduce { state, action in
      if case .removeAfter = action { Self.removeAll(&state) }
      return .none
    }
  }
}

@MainActor
struct ChildRemovalCancelsEffectsTests {
  let clock = TestClock()

  enum Integration: CaseIterable, Sendable {
    case presents, optional, identifiedArray, stack
  }

  /// A store with one ticker in `integration`, its timer started.
  fileprivate func makeStore(_ integration: Integration) async -> TestStore<Holder.State, Holder.Action> {
    var state = Holder.State()
    let store: TestStore<Holder.State, Holder.Action>
    switch integration {
    case .presents:
      state.sheet = TickingChild.State(id: 1)
      store = TestStore(initialState: state) { Holder() } withDependencies: { [clock] in $0.continuousClock = clock }
      await store.send(.sheet(.presented(.start)))
    case .optional:
      state.child = TickingChild.State(id: 1)
      store = TestStore(initialState: state) { Holder() } withDependencies: { [clock] in $0.continuousClock = clock }
      await store.send(.child(.start))
    case .identifiedArray:
      state.rows = [TickingChild.State(id: 1)]
      store = TestStore(initialState: state) { Holder() } withDependencies: { [clock] in $0.continuousClock = clock }
      await store.send(.rows(.element(id: 1, action: .start)))
    case .stack:
      state.path = [TickingChild.State(id: 1)]
      store = TestStore(initialState: state) { Holder() } withDependencies: { [clock] in $0.continuousClock = clock }
      await store.send(.path(.element(id: 0, action: .start)))
    }
    #expect(clock.sleeperCount == 1)
    return store
  }

  @Test(arguments: Integration.allCases)
  func removalByTheParentCancels(_ integration: Integration) async {
    let store = await makeStore(integration)
    await store.send(.removeInParent) { Holder.removeAll(&$0) }
    #expect(clock.sleeperCount == 0)
  }

  @Test(arguments: Integration.allCases)
  func removalByAReducerBeforeTheIntegrationCancels(_ integration: Integration) async {
    let store = await makeStore(integration)
    await store.send(.removeBefore) { Holder.removeAll(&$0) }
    #expect(clock.sleeperCount == 0)
  }

  /// A reducer after the integration runs when it is done with the action: the integration
  /// notices the removal with the next action that reaches it, as in TCA.
  @Test(arguments: Integration.allCases)
  func removalByAReducerAfterTheIntegrationCancelsWithTheNextAction(_ integration: Integration) async {
    let store = await makeStore(integration)
    await store.send(.removeAfter) { Holder.removeAll(&$0) }
    await store.send(.nothing)
    #expect(clock.sleeperCount == 0)
  }

  @Test func onlyTheRemovedChildIsCancelled() async {
    let store = TestStore(initialState: Holder.State(rows: [TickingChild.State(id: 1), TickingChild.State(id: 2)])) {
      Holder()
    } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    await store.send(.rows(.element(id: 1, action: .start)))
    await store.send(.rows(.element(id: 2, action: .start)))
    #expect(clock.sleeperCount == 2)
    await store.send(.removeFirstRowBefore) { $0.rows.remove(id: 1) }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .tick))) { $0.rows[id: 2]?.ticks = 1 }
    await store.send(.removeInParent) { Holder.removeAll(&$0) }
    #expect(clock.sleeperCount == 0)
  }

  @Test func aChildThatReplacesTheRemovedOneKeepsItsEffects() async {
    let store = await makeStore(.presents)
    await store.send(.replaceSheetBefore) { $0.sheet = TickingChild.State(id: 2) }
    #expect(clock.sleeperCount == 0)
    await store.send(.sheet(.presented(.start)))
    await store.send(.nothing)
    #expect(clock.sleeperCount == 1)
    await store.send(.removeAfter) { Holder.removeAll(&$0) }
    await store.send(.nothing)
    #expect(clock.sleeperCount == 0)
  }

  @Test func holderCasePathsAreLawful() {
    checkCasePathLaws(\Holder.Action.AllCasePaths.child, samples: [.start, .tick], otherCases: [.nothing])
    checkCasePathLaws(\Holder.Action.AllCasePaths.sheet, samples: [.dismiss, .presented(.tick)], otherCases: [.nothing])
    checkCasePathLaws(\Holder.Action.AllCasePaths.rows, samples: [.element(id: 1, action: .tick)], otherCases: [.nothing])
    checkCasePathLaws(\Holder.Action.AllCasePaths.path, samples: [.popFrom(id: 0)], otherCases: [.nothing])
  }
}
