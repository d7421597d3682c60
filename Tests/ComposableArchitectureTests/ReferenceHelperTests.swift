import ComposableArchitecture
import Foundation
import Testing

@Reducer
private struct Counter {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action: Equatable { case incrementButtonTapped }

  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// The small helpers and spellings tests written for the reference architecture reach for.
@MainActor
@Suite struct ReferenceHelperTests {
  @Test func uuidsByNumber() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(26).uuidString == "00000000-0000-0000-0000-00000000001A")
    #expect(UUID(7) == UUID(incrementing: 7))
  }

  @Test func aStoreIsNamedByItsFeature() {
    let store: StoreOf<Counter> = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementButtonTapped)
    #expect(store.state.count == 1)
  }

  @Test func printingChangesReducesAsTheFeatureDoes() {
    var state = Counter.State()
    _ = Counter()._printChanges().reduce(into: &state, action: .incrementButtonTapped)
    #expect(state.count == 1)
  }

  @Test func uniqueElementsKeepTheirOrder() {
    let counters = IdentifiedArrayOf<Counter.State>(uniqueElements: [Counter.State(id: 2), Counter.State(id: 1)])
    #expect(counters.ids == [2, 1])
    let byCount = IdentifiedArray(uniqueElements: [Counter.State(id: 5, count: 3)], id: \.count)
    #expect(byCount[id: 3]?.id == 5)
  }
}
