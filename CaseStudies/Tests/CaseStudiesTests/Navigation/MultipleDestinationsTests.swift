import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct MultipleDestinationsTests {
  @Test func eachDestinationShowsACounterAndIsDismissed() async {
    let store = TestStore(initialState: MultipleDestinations.State()) { MultipleDestinations() }
    await store.send(.showPopover) { $0.destination = .popover(Counter.State()) }
    await store.send(\.destination.popover.incrementButtonTapped) {
      $0.destination = .popover(Counter.State(count: 1))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await store.send(.showDrillDown) { $0.destination = .drillDown(Counter.State()) }
    await store.send(\.destination.drillDown.decrementButtonTapped) {
      $0.destination = .drillDown(Counter.State(count: -1))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func showingTheSheetWhileADrillDownIsActiveReplacesIt() async {
    let store = TestStore(initialState: MultipleDestinations.State()) { MultipleDestinations() }
    await store.send(.showDrillDown) { $0.destination = .drillDown(Counter.State()) }
    await store.send(.showSheet) { $0.destination = .sheet(Counter.State()) }
    await store.send(\.destination.sheet.incrementButtonTapped) {
      $0.destination = .sheet(Counter.State(count: 1))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }
}
