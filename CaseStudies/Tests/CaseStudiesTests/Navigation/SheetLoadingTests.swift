import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct SheetLoadingTests {
  @Test func presentAndLoadShowsTheCounterAfterASecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: PresentAndLoad.State()) { PresentAndLoad() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setSheet(isPresented: true)) { $0.isSheetPresented = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.setSheetIsPresentedDelayCompleted) { $0.optionalCounter = Counter.State() }
    await store.send(.optionalCounter(.incrementButtonTapped)) { $0.optionalCounter?.count = 1 }
    await store.send(.setSheet(isPresented: false)) {
      $0.isSheetPresented = false
      $0.optionalCounter = nil
    }
  }

  @Test func dismissingBeforeTheLoadCancelsIt() async {
    let clock = TestClock()
    let store = TestStore(initialState: PresentAndLoad.State()) { PresentAndLoad() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setSheet(isPresented: true)) { $0.isSheetPresented = true }
    await clock.advance(by: .milliseconds(500))
    await store.send(.setSheet(isPresented: false)) { $0.isSheetPresented = false }
    await clock.advance(by: .seconds(5))
  }

  @Test func loadThenPresentShowsTheSheetOnlyOnceLoaded() async {
    let clock = TestClock()
    let store = TestStore(initialState: LoadThenPresent.State()) { LoadThenPresent() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.setSheet(isPresented: true)) { $0.isActivityIndicatorVisible = true }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.setSheetIsPresentedDelayCompleted) {
      $0.isActivityIndicatorVisible = false
      $0.optionalCounter = Counter.State()
    }
    await store.send(.optionalCounter(.decrementButtonTapped)) { $0.optionalCounter?.count = -1 }
    await store.send(.setSheet(isPresented: false)) { $0.optionalCounter = nil }
  }

  @Test func leavingTheStudyWhileItLoadsCancelsTheLoad() async {
    let clock = TestClock()
    let store = TestStore(initialState: Catalogue.State(opening: "sheet-load-then-present")!) { Catalogue() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.study(StudyAction(LoadThenPresent.Action.setSheet(isPresented: true)))) {
      $0.open?.modify(LoadThenPresent.State.self) { $0.isActivityIndicatorVisible = true }
    }
    await store.send(.backButtonTapped) { $0.open = nil }
    await clock.advance(by: .seconds(5))
  }
}
