import CaseStudies
import ComposableArchitecture
import Persistence
import SharedKeyValue
import Testing
import TestSupport

@MainActor
struct SharedStateUserDefaultsTests {
  func makeStore() -> TestStore<SharedStateUserDefaults.State, SharedStateUserDefaults.Action> {
    TestStore(initialState: SharedStateUserDefaults.State()) { SharedStateUserDefaults() }
  }

  @Test func tabSelection() async {
    let store = makeStore()
    await store.send(.selectTab(.profile)) { $0.currentTab = .profile }
    await store.send(.selectTab(.counter)) { $0.currentTab = .counter }
  }

  @Test func bothTabsSeeEachCount() async {
    let store = makeStore()
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.$count.withLock { $0 = 1 } }
    #expect(store.state.profile.count == 1)
    await store.send(.counter(.decrementButtonTapped)) { $0.counter.$count.withLock { $0 = 0 } }
    await store.send(.counter(.incrementButtonTapped)) { $0.counter.$count.withLock { $0 = 1 } }
    await store.send(.profile(.resetStatsButtonTapped)) { $0.profile.$count.withLock { $0 = 0 } }
    #expect(store.state.counter.count == 0)
  }

  @Test func primeAlertAtZero() async {
    let store = makeStore()
    await store.send(.counter(.isPrimeButtonTapped)) {
      $0.counter.alert = AlertState { TextState("👎 The number 0 is not prime :(") }
    }
    await store.send(\.counter.alert.dismiss) { $0.counter.alert = nil }
  }

  @Test func theCountIsKeptInTheKeyValueTableAcrossRuns() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("casestudies.sqlite")
    func openStudy() throws -> Catalogue.State {
      let settings = try KeyValueStore(database: Database(path: path))
      return withDependencies {
        $0.defaultKeyValueStore = settings
        $0.sharedStorage = SharedStorage(persisting: true)
      } operation: {
        Catalogue.State(opening: "shared-user-defaults")!
      }
    }
    let first = try openStudy()
    first.open?.value(as: SharedStateUserDefaults.State.self)?.counter.$count.withLock { $0 = 3 }

    let settings = try KeyValueStore(database: Database(path: path))
    #expect(try settings.get("sharedStateDemoCount", as: Int.self) == 3)
    let second = try openStudy()
    #expect(second.open?.value(as: SharedStateUserDefaults.State.self)?.profile.count == 3)
  }

  /// Two instances of the program side by side on one `casestudies.sqlite`: + + + in one, -
  /// in the other. Each change is a transaction on the row as it is then, so the count ends at
  /// 2, in the table and on both screens.
  @Test func twoInstancesOnOneDatabaseStayInStep() async throws {
    let directory = try TemporaryDirectory()
    let path = directory.file("casestudies.sqlite")
    func openInstance() throws -> Store<SharedStateUserDefaults.State, SharedStateUserDefaults.Action> {
      let settings = try KeyValueStore(database: Database(path: path))
      let state = withDependencies {
        $0.defaultKeyValueStore = settings
        $0.sharedStorage = SharedStorage(persisting: true)
      } operation: {
        Catalogue.State(opening: "shared-user-defaults")!.open!.value(as: SharedStateUserDefaults.State.self)!
      }
      return Store(initialState: state) { SharedStateUserDefaults() }
    }
    let first = try openInstance()
    let second = try openInstance()
    for _ in 1...3 { first.send(.counter(.incrementButtonTapped)) }
    second.send(.counter(.decrementButtonTapped))

    #expect(try KeyValueStore(database: Database(path: path)).get("sharedStateDemoCount", as: Int.self) == 2)
    #expect(second.state.counter.count == 2)
    let deadline = ContinuousClock.now + .seconds(1)
    while first.state.counter.count != 2, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(first.state.counter.count == 2)
  }
}
