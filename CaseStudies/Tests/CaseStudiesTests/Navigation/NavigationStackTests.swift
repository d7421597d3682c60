import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct NavigationStackTests {
  @Test func goingToABCPushesThreeScreensWithIDsZeroOneTwo() async {
    let store = TestStore(initialState: NavigationDemo.State()) { NavigationDemo() }
    await store.send(.goToABCButtonTapped) {
      $0.path[id: 0] = .screenA(ScreenA.State())
      $0.path[id: 1] = .screenB(ScreenB.State())
      $0.path[id: 2] = .screenC(ScreenC.State())
    }
    #expect(store.state.path.ids == [0, 1, 2])
  }

  @Test func screenBsButtonsPushThroughTheRoot() async {
    let store = TestStore(initialState: NavigationDemo.State(path: [.screenB(ScreenB.State())])) { NavigationDemo() }
    await store.send(.path(.element(id: 0, action: .screenB(.screenAButtonTapped)))) {
      $0.path[id: 1] = .screenA(ScreenA.State())
    }
    await store.send(.path(.element(id: 0, action: .screenB(.screenBButtonTapped)))) {
      $0.path[id: 2] = .screenB(ScreenB.State())
    }
    await store.send(.path(.element(id: 2, action: .screenB(.screenCButtonTapped)))) {
      $0.path[id: 3] = .screenC(ScreenC.State())
    }
  }

  @Test func aLinkPushesTheNextScreenCarryingTheCount() async {
    let store = TestStore(initialState: NavigationDemo.State(path: [.screenA(ScreenA.State(count: 3))])) {
      NavigationDemo()
    }
    await store.send(.path(.push(id: 1, state: .screenC(ScreenC.State(count: 3))))) {
      $0.path[id: 1] = .screenC(ScreenC.State(count: 3))
    }
  }

  @Test func theTotalAddsUpTheCountsOfScreensAAndC() async {
    let store = TestStore(initialState: NavigationDemo.State()) { NavigationDemo() }
    await store.send(.goToABCButtonTapped) {
      $0.path = [.screenA(ScreenA.State()), .screenB(ScreenB.State()), .screenC(ScreenC.State())]
    }
    await store.send(.path(.element(id: 0, action: .screenA(.incrementButtonTapped)))) {
      $0.path[id: 0] = .screenA(ScreenA.State(count: 1))
    }
    await store.send(.path(.element(id: 0, action: .screenA(.incrementButtonTapped)))) {
      $0.path[id: 0] = .screenA(ScreenA.State(count: 2))
    }
    #expect(store.state.total == 2)
    #expect(
      NavigationDemo.State(path: [.screenA(ScreenA.State(count: 3)), .screenB(ScreenB.State()), .screenC(ScreenC.State(count: 4))]).total
        == 7
    )
  }

  @Test func theGoBackListPopsToTheChosenScreen() async {
    let store = TestStore(initialState: NavigationDemo.State(path: [.screenA(ScreenA.State()), .screenB(ScreenB.State()), .screenC(ScreenC.State()), .screenB(ScreenB.State())])) {
      NavigationDemo()
    }
    await store.send(.goBackListOpened) { $0.goBackSelection = 2 }
    await store.send(.goBackSelectionMoved(by: 1))
    await store.send(.goBackSelectionMoved(by: -1)) { $0.goBackSelection = 1 }
    await store.send(.goBackSelectionMoved(by: -5)) { $0.goBackSelection = 0 }
    await store.send(.goBackListClosed) { $0.goBackSelection = nil }
    await store.send(.goBackListOpened) { $0.goBackSelection = 2 }
    await store.send(.goBackToScreen(id: 1)) {
      $0.goBackSelection = nil
      $0.path = [.screenA(ScreenA.State()), .screenB(ScreenB.State())]
    }
  }

  @Test func theGoBackListNeedsAScreenBelowTheTop() async {
    let store = TestStore(initialState: NavigationDemo.State(path: [.screenA(ScreenA.State())])) { NavigationDemo() }
    await store.send(.goBackListOpened)
  }

  @Test func popToRootEmptiesTheStack() async {
    let store = TestStore(initialState: NavigationDemo.State()) { NavigationDemo() }
    await store.send(.goToABCButtonTapped) { $0.path = [.screenA(ScreenA.State()), .screenB(ScreenB.State()), .screenC(ScreenC.State())] }
    await store.send(.popToRootButtonTapped) { $0.path = [] }
  }

  @Test func screenAsDismissPopsOnlyScreenA() async {
    let store = TestStore(initialState: NavigationDemo.State(path: [.screenA(ScreenA.State()), .screenB(ScreenB.State()), .screenA(ScreenA.State())])) {
      NavigationDemo()
    }
    await store.send(.path(.element(id: 2, action: .screenA(.dismissButtonTapped))))
    await store.receive(.path(.popFrom(id: 2))) { $0.path = [.screenA(ScreenA.State()), .screenB(ScreenB.State())] }
  }

  @Test func screenAFetchesAFact() async {
    let store = TestStore(initialState: NavigationDemo.State(path: [.screenA(ScreenA.State(count: 1))])) {
      NavigationDemo()
    } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.path(.element(id: 0, action: .screenA(.factButtonTapped)))) {
      $0.path[id: 0] = .screenA(ScreenA.State(count: 1, isLoading: true))
    }
    await store.receive(.path(.element(id: 0, action: .screenA(.factResponse(.success("1 is a good number Brent")))))) {
      $0.path[id: 0] = .screenA(ScreenA.State(count: 1, fact: "1 is a good number Brent"))
    }
  }

  @Test func aFailedFactClearsTheFact() async {
    let store = TestStore(
      initialState: NavigationDemo.State(path: [.screenA(ScreenA.State(count: 1, fact: "an old fact"))])
    ) {
      NavigationDemo()
    } withDependencies: {
      $0.factClient.fetch = { _ in throw FactClient.Failure("offline") }
    }
    await store.send(.path(.element(id: 0, action: .screenA(.factButtonTapped)))) {
      $0.path[id: 0] = .screenA(ScreenA.State(count: 1, fact: "an old fact", isLoading: true))
    }
    await store.receive(.path(.element(id: 0, action: .screenA(.factResponse(.failure(FactClient.Failure("offline"))))))) {
      $0.path[id: 0] = .screenA(ScreenA.State(count: 1))
    }
  }

  @Test func screenCsTimerCountsAndStops() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigationDemo.State(path: [.screenC(ScreenC.State())])) { NavigationDemo() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .screenC(.startButtonTapped)))) {
      $0.path[id: 0] = .screenC(ScreenC.State(isTimerRunning: true))
    }
    await clock.advance(by: .seconds(2))
    await store.receive(.path(.element(id: 0, action: .screenC(.timerTicked)))) {
      $0.path[id: 0] = .screenC(ScreenC.State(count: 1, isTimerRunning: true))
    }
    await store.receive(.path(.element(id: 0, action: .screenC(.timerTicked)))) {
      $0.path[id: 0] = .screenC(ScreenC.State(count: 2, isTimerRunning: true))
    }
    await store.send(.path(.element(id: 0, action: .screenC(.stopButtonTapped)))) {
      $0.path[id: 0] = .screenC(ScreenC.State(count: 2))
    }
    await clock.advance(by: .seconds(5))
  }

  @Test func poppingARunningScreenCTearsItsTimerDown() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigationDemo.State(path: [.screenA(ScreenA.State()), .screenC(ScreenC.State())])) {
      NavigationDemo()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 1, action: .screenC(.startButtonTapped)))) {
      $0.path[id: 1] = .screenC(ScreenC.State(isTimerRunning: true))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .screenC(.timerTicked)))) {
      $0.path[id: 1] = .screenC(ScreenC.State(count: 1, isTimerRunning: true))
    }
    await store.send(.path(.popFrom(id: 1))) { $0.path = [.screenA(ScreenA.State())] }
    // No tick arrives after the pop, and the test store finds no effect left running.
    await clock.advance(by: .seconds(5))
  }

  @Test func poppingToTheRootTearsDownATimerBelowTheTop() async {
    let clock = TestClock()
    let store = TestStore(initialState: NavigationDemo.State(path: [.screenC(ScreenC.State()), .screenB(ScreenB.State())])) {
      NavigationDemo()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.element(id: 0, action: .screenC(.startButtonTapped)))) {
      $0.path[id: 0] = .screenC(ScreenC.State(isTimerRunning: true))
    }
    await store.send(.popToRootButtonTapped) { $0.path = [] }
    await clock.advance(by: .seconds(5))
  }

  @Test func theStudyOpensAsAModalAndClosingItEndsTheTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Catalogue.State(opening: "stack")!) { Catalogue() } withDependencies: {
      $0.continuousClock = clock
    }
    #expect(store.state.open?.study.presentation == .modal)
    await store.send(.study(StudyAction(NavigationDemo.Action.path(.push(id: 0, state: .screenC(ScreenC.State())))))) {
      $0.open?.modify(NavigationDemo.State.self) { $0.path = [.screenC(ScreenC.State())] }
    }
    await store.send(.study(StudyAction(NavigationDemo.Action.path(.element(id: 0, action: .screenC(.startButtonTapped)))))) {
      $0.open?.modify(NavigationDemo.State.self) { $0.path[id: 0] = .screenC(ScreenC.State(isTimerRunning: true)) }
    }
    await store.send(.backButtonTapped) { $0.open = nil }
    await clock.advance(by: .seconds(3))
  }
}
