import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct NavigateAndLoadTests {
  @Test func goingBackBeforeTheLoadCancelsIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigateAndLoad.State()) { NavigateAndLoad() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setNavigation(isActive: true)) { $0.isNavigationActive = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.setNavigation(isActive: false)) { $0.isNavigationActive = false }
    await clock.advance(by: .seconds(5))
  }

  @Test func theCounterArrivesAfterASecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigateAndLoad.State()) { NavigateAndLoad() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setNavigation(isActive: true)) { $0.isNavigationActive = true }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.setNavigationIsActiveDelayCompleted) { $0.optionalCounter = Counter.State() }
    await store.send(.optionalCounter(.incrementButtonTapped)) { $0.optionalCounter?.count = 1 }
    await store.send(.setNavigation(isActive: false)) {
      $0.isNavigationActive = false
      $0.optionalCounter = nil
    }
  }
}
