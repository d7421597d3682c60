import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct EffectsBasicsTests {
  @Test func countDown() async {
    let store = TestStore(initialState: EffectsBasics.State()) { EffectsBasics() } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
  }

  @Test func numberFact() async {
    let store = TestStore(initialState: EffectsBasics.State()) { EffectsBasics() } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.numberFactButtonTapped) { $0.isNumberFactRequestInFlight = true }
    await store.receive(.numberFactResponse(.success("1 is a good number Brent"))) {
      $0.isNumberFactRequestInFlight = false
      $0.numberFact = "1 is a good number Brent"
    }
  }

  @Test func aFailedFactOnlyEndsTheRequest() async {
    let store = TestStore(initialState: EffectsBasics.State()) { EffectsBasics() } withDependencies: {
      $0.factClient.fetch = { _ in throw FactClient.Failure("offline") }
    }
    await store.send(.numberFactButtonTapped) { $0.isNumberFactRequestInFlight = true }
    await store.receive(.numberFactResponse(.failure(FactClient.Failure("offline")))) {
      $0.isNumberFactRequestInFlight = false
    }
  }

  @Test func decrementBelowZeroIsUndoneASecondLater() async {
    let store = TestStore(initialState: EffectsBasics.State()) { EffectsBasics() } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(.decrementButtonTapped) { $0.count = -1 }
    await store.receive(\.decrementDelayResponse) { $0.count = 0 }
  }

  @Test func incrementCancelsTheDelay() async {
    let clock = TestClock()
    let store = TestStore(initialState: EffectsBasics.State()) { EffectsBasics() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.decrementButtonTapped) { $0.count = -1 }
    await store.send(.incrementButtonTapped) { $0.count = 0 }
    await clock.run()
  }
}

@MainActor
struct EffectsCancellationTests {
  @Test func success() async {
    let store = TestStore(initialState: EffectsCancellation.State()) { EffectsCancellation() } withDependencies: {
      $0.factClient.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.stepperChanged(1)) { $0.count = 1 }
    await store.send(.stepperChanged(0)) { $0.count = 0 }
    await store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    await store.receive(.factResponse(.success("0 is a good number Brent"))) {
      $0.currentFact = "0 is a good number Brent"
      $0.isFactRequestInFlight = false
    }
  }

  @Test func failure() async {
    let store = TestStore(initialState: EffectsCancellation.State()) { EffectsCancellation() } withDependencies: {
      $0.factClient.fetch = { _ in throw FactClient.Failure("offline") }
    }
    await store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    await store.receive(.factResponse(.failure(FactClient.Failure("offline")))) { $0.isFactRequestInFlight = false }
  }

  @Test func cancelButtonCancelsTheRequest() async {
    let store = TestStore(initialState: EffectsCancellation.State()) { EffectsCancellation() } withDependencies: {
      $0.factClient.fetch = neverAnswers
    }
    await store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    await store.send(.cancelButtonTapped) { $0.isFactRequestInFlight = false }
  }

  @Test func stepperCancelsTheRequest() async {
    let store = TestStore(initialState: EffectsCancellation.State()) { EffectsCancellation() } withDependencies: {
      $0.factClient.fetch = neverAnswers
    }
    await store.send(.factButtonTapped) { $0.isFactRequestInFlight = true }
    await store.send(.stepperChanged(1)) {
      $0.count = 1
      $0.isFactRequestInFlight = false
    }
  }
}

/// A request that never answers: it waits on a clock no one moves until it is cancelled.
func neverAnswers(_: Int) async throws -> String {
  try await TestClock().sleep(for: .seconds(1))
  throw CancellationError()
}
