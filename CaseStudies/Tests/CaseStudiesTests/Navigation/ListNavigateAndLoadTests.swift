import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct ListNavigateAndLoadTests {
  func makeStore(_ clock: TestClock) -> TestStore<ListNavigateAndLoad.State, ListNavigateAndLoad.Action> {
    TestStore(initialState: ListNavigateAndLoad.State()) { ListNavigateAndLoad() } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func theCountComesBackToTheRow() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.setNavigation(selection: 1)) { $0.selection = ListNavigateAndLoad.Selection(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.setNavigationSelectionDelayCompleted) {
      $0.selection?.counter = Counter.State(count: 42)
    }
    await store.send(.counter(.incrementButtonTapped)) { $0.selection?.counter?.count = 43 }
    await store.send(.setNavigation(selection: nil)) {
      $0.rows[id: 1]?.count = 43
      $0.selection = nil
    }
  }

  @Test func onlyTheLastOpenedRowsLoadLands() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.setNavigation(selection: 0)) { $0.selection = ListNavigateAndLoad.Selection(id: 0) }
    await clock.advance(by: .milliseconds(500))
    await store.send(.setNavigation(selection: 2)) { $0.selection = ListNavigateAndLoad.Selection(id: 2) }
    await clock.advance(by: .seconds(1))
    await store.receive(.setNavigationSelectionDelayCompleted) {
      $0.selection?.counter = Counter.State(count: 100)
    }
    await clock.advance(by: .seconds(5))
    await store.send(.setNavigation(selection: nil)) { $0.selection = nil }
  }

  @Test func goingBackWhileItLoadsLeavesTheRowAsItWas() async {
    let clock = TestClock()
    let store = makeStore(clock)
    await store.send(.setNavigation(selection: 1)) { $0.selection = ListNavigateAndLoad.Selection(id: 1) }
    await store.send(.setNavigation(selection: nil)) { $0.selection = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func theHighlightStaysOnTheRows() async {
    let store = makeStore(TestClock())
    await store.send(.highlightMoved(to: -1))
    await store.send(.highlightMoved(to: 5)) { $0.highlighted = 2 }
  }
}
