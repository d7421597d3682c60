import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct SharedStateInMemoryTests {
  func makeStore() -> TestStore<SharedStateInMemory.State, SharedStateInMemory.Action> {
    TestStore(initialState: SharedStateInMemory.State()) { SharedStateInMemory() }
  }

  @Test func tabSelection() async {
    let store = makeStore()
    await store.send(.selectTab(.profile)) { $0.currentTab = .profile }
    await store.send(.selectTab(.counter)) { $0.currentTab = .counter }
  }

  @Test func bothTabsSeeEachCount() async {
    let store = makeStore()
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0 = Stats(count: 1, maxCount: 1, minCount: 0, numberOfCounts: 1) }
    }
    #expect(store.state.profile.stats == Stats(count: 1, maxCount: 1, minCount: 0, numberOfCounts: 1))
    await store.send(.counter(.decrementButtonTapped)) {
      $0.counter.$stats.withLock { $0 = Stats(count: 0, maxCount: 1, minCount: 0, numberOfCounts: 2) }
    }
    #expect(store.state.profile.stats == Stats(count: 0, maxCount: 1, minCount: 0, numberOfCounts: 2))
    await store.send(.profile(.resetStatsButtonTapped)) {
      $0.profile.$stats.withLock { $0 = Stats() }
    }
    #expect(store.state.counter.stats == Stats())
  }

  @Test func theMinimumFollowsANegativeCount() async {
    let store = makeStore()
    await store.send(.counter(.decrementButtonTapped)) {
      $0.counter.$stats.withLock { $0 = Stats(count: -1, maxCount: 0, minCount: -1, numberOfCounts: 1) }
    }
  }

  @Test func primeAlertAtZero() async {
    let store = makeStore()
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.alert = AlertState { TextState("👎 The number 0 is not prime :(") }
    }
    await store.send(\.counter.alert.dismiss) { $0.counter.alert = nil }
  }

  @Test func primeAlertForAPrime() async {
    let store = TestStore(initialState: SharedStateInMemory.State(stats: Shared(value: Stats(count: 7)))) {
      SharedStateInMemory()
    }
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.alert = AlertState { TextState("👍 The number 7 is prime!") }
    }
  }

  @Test func primality() {
    #expect([-3, 0, 1, 4, 9, 15, 25, 49].allSatisfy { !isPrime($0) })
    #expect([2, 3, 5, 7, 11, 13, 97].allSatisfy { isPrime($0) })
  }

  @Test func theInMemoryStudyKeepsItsStatsWhileTheProgramRuns() async {
    let store = TestStore(initialState: Catalogue.State(opening: "shared-in-memory")!) { Catalogue() }
    await store.send(.study(StudyAction(SharedStateInMemory.Action.counter(.incrementButtonTapped)))) {
      $0.open?.modify(SharedStateInMemory.State.self) {
        $0.counter.$stats.withLock { $0 = Stats(count: 1, maxCount: 1, minCount: 0, numberOfCounts: 1) }
      }
    }
  }
}
