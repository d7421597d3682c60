import ComposableArchitecture
import Testing

/// A folder that opens a folder of its own kind, which can open another, and so on: a feature
/// that presents itself. Each folder can run a timer and close itself.
private struct Folder: Reducer {
  struct State: Equatable {
    @Presents var child: State?
    var depth = 1
    var ticks = 0
  }
  enum Action: Equatable, CasePathable {
    indirect case child(PresentationAction<Action>)
    case closeButtonTapped
    case openButtonTapped
    case startTimerButtonTapped
    case timerTicked

    struct AllCasePaths: Sendable {
      var child: AnyCasePath<Action, PresentationAction<Action>> {
        AnyCasePath(embed: { .child($0) }, extract: { if case let .child(a) = $0 { a } else { nil } })
      }
    }
    static let allCasePaths = AllCasePaths()
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .closeButtonTapped:
        return .run { [dismiss] _ in await dismiss() }
      case .openButtonTapped:
        state.child = State(depth: state.depth + 1)
        return .none
      case .startTimerButtonTapped:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
      case .timerTicked:
        state.ticks += 1
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Self() }
  }
}

/// Actions addressed to the folder at each depth below the root.
private extension Folder.Action {
  static func second(_ action: Self) -> Self { .child(.presented(action)) }
  static func third(_ action: Self) -> Self { .child(.presented(.child(.presented(action)))) }
}

@MainActor
struct RecursivePresentationTests {
  let clock = TestClock()

  private func makeStore() -> TestStore<Folder.State, Folder.Action> {
    TestStore(initialState: Folder.State()) { Folder() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  /// Opens folders two and three, with timers running in both.
  private func openThreeLevelsWithTimers(_ store: TestStore<Folder.State, Folder.Action>) async {
    await store.send(.openButtonTapped) { $0.child = Folder.State(depth: 2) }
    await store.send(.second(.openButtonTapped)) { $0.child?.child = Folder.State(depth: 3) }
    await store.send(.second(.startTimerButtonTapped))
    await store.send(.third(.startTimerButtonTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.second(.timerTicked)) { $0.child?.ticks = 1 }
    await store.receive(.third(.timerTicked)) { $0.child?.child?.ticks = 1 }
  }

  @Test func actionsReachEachLevel() async {
    let store = makeStore()
    await openThreeLevelsWithTimers(store)
    await store.send(.third(.timerTicked)) { $0.child?.child?.ticks = 2 }
    await store.send(.child(.dismiss)) { $0.child = nil }
  }

  @Test func dismissingTheMiddleLevelCancelsItsEffectsAndThoseBelow() async {
    let store = makeStore()
    await openThreeLevelsWithTimers(store)
    #expect(clock.sleeperCount == 2)
    await store.send(.child(.dismiss)) { $0.child = nil }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(5))
  }

  @Test func theDeepestLevelClosesOnlyItself() async {
    let store = makeStore()
    await openThreeLevelsWithTimers(store)
    await store.send(.third(.closeButtonTapped))
    await store.receive(.second(.child(.dismiss))) { $0.child?.child = nil }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.second(.timerTicked)) { $0.child?.ticks = 2 }
    await store.send(.child(.dismiss)) { $0.child = nil }
  }

  @Test func reopeningAFolderStartsFresh() async {
    let store = makeStore()
    await openThreeLevelsWithTimers(store)
    await store.send(.second(.openButtonTapped)) { $0.child?.child = Folder.State(depth: 3) }
    #expect(clock.sleeperCount == 1)
    await store.send(.child(.dismiss)) { $0.child = nil }
  }

  @Test func casePathIsLawful() {
    checkCasePathLaws(\Folder.Action.AllCasePaths.child, samples: [.dismiss, .presented(.openButtonTapped)], otherCases: [.closeButtonTapped])
  }
}
