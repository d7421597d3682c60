import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct CounterTests {
  @Test func incrementAndDecrement() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.decrementButtonTapped) { $0.count = 0 }
    await store.send(.decrementButtonTapped) { $0.count = -1 }
  }

  @Test func twoCountersAreIndependent() async {
    let store = TestStore(initialState: TwoCounters.State()) { TwoCounters() }
    await store.send(.counter1(.incrementButtonTapped)) { $0.counter1.count = 1 }
    await store.send(.counter2(.decrementButtonTapped)) { $0.counter2.count = -1 }
    await store.send(.counter1(.incrementButtonTapped)) { $0.counter1.count = 2 }
  }

  @Test func optionalCounterComesAndGoesAfresh() async {
    let store = TestStore(initialState: OptionalBasics.State()) { OptionalBasics() }
    await store.send(.toggleCounterButtonTapped) { $0.optionalCounter = Counter.State() }
    await store.send(.optionalCounter(.incrementButtonTapped)) { $0.optionalCounter?.count = 1 }
    await store.send(.toggleCounterButtonTapped) { $0.optionalCounter = nil }
    await store.send(.toggleCounterButtonTapped) { $0.optionalCounter = Counter.State(count: 0) }
  }
}
