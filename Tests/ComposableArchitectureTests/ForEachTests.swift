import ComposableArchitecture
import Testing

/// A row with a timer that can be started and stopped by id.
private struct Row: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var ticks = 0
  }
  enum Action: Equatable {
    case startTimer
    case stopTimer
    case tick
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .startTimer:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .stopTimer:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

private struct List: Reducer {
  struct State: Equatable {
    var log: [String] = []
    var rows: IdentifiedArrayOf<Row.State> = []
  }
  enum Action: Equatable, CasePathable {
    case moveFirstToEndAndRemoveButtonTapped(id: Int)
    case removeButtonTapped(id: Int)
    case replaceRowsButtonTapped(ids: [Int])
    case rows(IdentifiedActionOf<Row>)
    case stopAllTimersTapped

    struct AllCasePaths: Sendable {
      let removeButtonTapped = AnyCasePath(embed: Action.removeButtonTapped(id:)) { if case let .removeButtonTapped(id) = $0 { id } else { nil } }
      let rows = AnyCasePath(embed: Action.rows) { if case let .rows(action) = $0 { action } else { nil } }
      let stopAllTimersTapped = AnyCasePath(Action.stopAllTimersTapped)
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .moveFirstToEndAndRemoveButtonTapped(id):
        state.rows.move(fromOffsets: [0], toOffset: state.rows.count)
        state.rows.remove(id: id)
        return .none
      case let .removeButtonTapped(id):
        state.rows.remove(id: id)
        return .none
      case let .replaceRowsButtonTapped(ids):
        state.rows = IdentifiedArray(ids.map { Row.State(id: $0) })
        return .none
      case let .rows(.element(id, .tick)):
        state.log.append("row \(id) ticked to \(state.rows[id: id]?.ticks ?? -1)")
        return .none
      case .rows:
        return .none
      case .stopAllTimersTapped:
        return .cancel(id: Row.CancelID.timer)
      }
    }
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

@MainActor
struct ForEachTests {
  let clock = TestClock()

  fileprivate func makeStore(rows: [Int] = [1, 2]) -> TestStore<List.State, List.Action> {
    TestStore(initialState: List.State(rows: IdentifiedArray(rows.map { Row.State(id: $0) }))) { List() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func elementActionReachesItsElementBeforeTheParent() async {
    let store = makeStore()
    await store.send(.rows(.element(id: 2, action: .tick))) {
      $0.rows[id: 2]?.ticks = 1
      $0.log = ["row 2 ticked to 1"]
    }
  }

  @Test func elementEffectsAreLiftedWithTheirID() async {
    let store = makeStore()
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 1, action: .tick))) {
      $0.rows[id: 1]?.ticks = 1
      $0.log = ["row 1 ticked to 1"]
    }
    await store.send(.rows(.element(id: 1, action: .stopTimer)))
  }

  @Test func removingAnElementCancelsItsEffects() async {
    let store = makeStore()
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.removeButtonTapped(id: 1)) { $0.rows.remove(id: 1) }
    #expect(clock.sleeperCount == 0)
    await clock.advance(by: .seconds(5))
  }

  @Test func removingAnElementLeavesSiblingsRunning() async {
    let store = makeStore()
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.rows(.element(id: 2, action: .startTimer)))
    await store.send(.removeButtonTapped(id: 1)) { $0.rows.remove(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 2, action: .tick))) {
      $0.rows[id: 2]?.ticks = 1
      $0.log = ["row 2 ticked to 1"]
    }
    await store.send(.removeButtonTapped(id: 2)) { $0.rows.remove(id: 2) }
  }

  @Test func reorderingAndRemovingInOneActionCancelsOnlyTheRemoved() async {
    let store = makeStore(rows: [1, 2, 3])
    for id in [1, 2, 3] { await store.send(.rows(.element(id: id, action: .startTimer))) }
    await store.send(.moveFirstToEndAndRemoveButtonTapped(id: 2)) {
      $0.rows = [Row.State(id: 3), Row.State(id: 1)]
    }
    #expect(clock.sleeperCount == 2)
    await store.send(.replaceRowsButtonTapped(ids: [3, 4])) {
      $0.rows = [Row.State(id: 3), Row.State(id: 4)]
    }
    // Row 1 went with the replaced array; row 3 is still there and keeps ticking.
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 3, action: .tick))) {
      $0.rows[id: 3]?.ticks = 1
      $0.log = ["row 3 ticked to 1"]
    }
    await store.send(.removeButtonTapped(id: 3)) { $0.rows.remove(id: 3) }
  }

  @Test func anElementCannotCancelItsSiblingsEffects() async {
    let store = makeStore()
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.rows(.element(id: 2, action: .stopTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.rows(.element(id: 1, action: .tick))) {
      $0.rows[id: 1]?.ticks = 1
      $0.log = ["row 1 ticked to 1"]
    }
    await store.send(.rows(.element(id: 1, action: .stopTimer)))
  }

  @Test func theParentCanCancelItsElementsEffects() async {
    let store = makeStore()
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.rows(.element(id: 2, action: .startTimer)))
    await store.send(.stopAllTimersTapped)
    #expect(clock.sleeperCount == 0)
  }

  @Test func actionForAMissingElementReportsAnIssue() async throws {
    let issues = await IssueReporters.capture {
      let store = makeStore(rows: [1])
      await store.send(.rows(.element(id: 7, action: .tick))) { $0.log = ["row 7 ticked to -1"] }
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1, "\(issues)")
    #expect(issue.location.fileID == "ComposableArchitectureTests/ForEachTests.swift")
    #expect(issue.message == """
      A forEach at \(issue.location) received an action for a missing element:
        .rows(.element(id: 7, action: .tick))
      No element has id 7. Usually an effect of a removed element sent it (cancel it when \
      the element is removed), or the element was removed before this action was sent.
      """)
  }

  @Test func listCasePathsAreLawful() {
    checkCasePathLaws(\List.Action.AllCasePaths.rows, samples: [.element(id: 1, action: .tick)], otherCases: [.stopAllTimersTapped, .removeButtonTapped(id: 1)])
    checkCasePathLaws(\List.Action.AllCasePaths.removeButtonTapped, samples: [1, 2], otherCases: [.stopAllTimersTapped, .rows(.element(id: 1, action: .tick))])
    checkCasePathLaws(\List.Action.AllCasePaths.stopAllTimersTapped, samples: [()], otherCases: [.removeButtonTapped(id: 1)])
  }
}
