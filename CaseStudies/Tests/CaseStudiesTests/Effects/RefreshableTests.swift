import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct RefreshableTests {
  @Test func happyPath() async {
    let store = TestStore(initialState: Refreshable.State()) { Refreshable() } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.refresh)
    await store.receive(\.factResponse.success) { $0.fact = "1 is a good number." }
  }

  @Test func unhappyPath() async {
    let store = TestStore(initialState: Refreshable.State()) { Refreshable() } withDependencies: {
      $0.factClient.fetch = { _ in throw FactClient.Failure("offline") }
    }
    await store.send(.refresh)
    await store.receive(.factResponse(.failure(FactClient.Failure("offline"))))
  }

  @Test func cancelStopsTheRefresh() async {
    let clock = TestClock()
    let store = TestStore(initialState: Refreshable.State()) { Refreshable() } withDependencies: {
      $0.factClient.fetch = factAfterASecond(on: clock)
    }
    await store.send(.refresh)
    await store.send(.cancelButtonTapped)
    await clock.run()
  }

  @Test func theTerminalShowsLoadingUntilTheAnswer() async {
    let store = TestStore(initialState: RefreshableTerminal.State()) { RefreshableTerminal() } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number." }
    }
    await store.send(\.feature.refresh) { $0.isLoading = true }
    await store.receive(\.feature.factResponse.success) {
      $0.feature.fact = "0 is a good number."
      $0.isLoading = false
    }
  }

  @Test func theTerminalStopsLoadingOnCancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: RefreshableTerminal.State()) { RefreshableTerminal() } withDependencies: {
      $0.factClient.fetch = factAfterASecond(on: clock)
    }
    await store.send(\.feature.refresh) { $0.isLoading = true }
    await store.send(\.feature.cancelButtonTapped) { $0.isLoading = false }
    await clock.run()
  }
}

/// A fact fetch that answers a second later on `clock`, so a test can cancel it first.
private func factAfterASecond(on clock: TestClock) -> @Sendable (Int) async throws -> String {
  { number in
    try await clock.sleep(for: .seconds(1))
    return "\(number) is a good number."
  }
}
