import CaseStudies
import ComposableArchitecture
import Testing
import TerminalUI

@MainActor
struct CatalogueTests {
  @Test func openingAStudyStartsItAfreshEachTime() async {
    let store = TestStore(initialState: Catalogue.State()) { Catalogue() }
    await store.send(.openButtonTapped) {
      $0.open = StudyState(id: 1, study: .counter)
      $0.openings = 1
    }
    await store.send(.study(StudyAction(Counter.Action.incrementButtonTapped))) {
      $0.open?.modify(Counter.State.self) { $0.count = 1 }
    }
    await store.send(.aboutToggled) { $0.open?.isAboutExpanded = true }
    await store.send(.backButtonTapped) { $0.open = nil }
    await store.send(.openButtonTapped) {
      $0.open = StudyState(id: 2, study: .counter)
      $0.openings = 2
    }
    #expect(store.state.open?.value(as: Counter.State.self) == Counter.State(count: 0))
    #expect(store.state.open?.isAboutExpanded == false)
  }

  @Test func theSelectionStaysOnTheStudies() async {
    let store = TestStore(initialState: Catalogue.State()) { Catalogue() }
    let count = store.state.visibleStudies.count
    await store.send(.selectionMoved(by: -1))
    await store.send(.selectionMoved(by: 100)) { $0.selection = count - 1 }
    await store.send(.selectionMoved(by: -100)) { $0.selection = 0 }
  }

  @Test func theFilterKeepsStudiesWhoseNameHoldsIt() async {
    let store = TestStore(initialState: Catalogue.State()) { Catalogue() }
    await store.send(.filterStarted) { $0.isFiltering = true }
    await store.send(.filterEdited(.insert("BAS"))) { $0.filter = TextFieldState("BAS") }
    #expect(store.state.visibleStudies.allSatisfy { $0.name.lowercased().contains("bas") })
    await store.send(.filterEdited(.insert("zz"))) { $0.filter = TextFieldState("BASzz") }
    #expect(store.state.visibleStudies.isEmpty)
    #expect(store.state.selectedStudy == nil)
    await store.send(.openButtonTapped)
    await store.send(.filterCleared) {
      $0.filter = TextFieldState()
      $0.isFiltering = false
    }
  }

  /// `/` after a study was opened from a filtered menu starts a new filter: typing does not
  /// add to the old text.
  @Test func slashStartsANewFilter() async {
    let store = TestStore(initialState: Catalogue.State()) { Catalogue() }
    await store.send(.filterStarted) { $0.isFiltering = true }
    await store.send(.filterEdited(.insert("timer"))) { $0.filter = TextFieldState("timer") }
    let timers = store.state.selectedStudy
    await store.send(.filterFinished) { $0.isFiltering = false }
    await store.send(.filterStarted) {
      $0.filter = TextFieldState()
      $0.isFiltering = true
      $0.selection = $0.visibleStudies.firstIndex { $0 == timers } ?? 0
    }
    await store.send(.filterEdited(.insert("count"))) {
      $0.filter = TextFieldState("count")
      $0.selection = 0
    }
    #expect(store.state.visibleStudies.allSatisfy { $0.name.lowercased().contains("count") })
  }

  @Test func aStudyIsNamedByItsShortNameOrItsMenuNameInAnyCase() {
    #expect(CaseStudy.named("shared-file-storage")?.id == "shared-file-storage")
    #expect(CaseStudy.named("File storage")?.id == "shared-file-storage")
    #expect(CaseStudy.named("FILE STORAGE")?.id == "shared-file-storage")
    #expect(CaseStudy.named("nope") == nil)
  }

  @Test func clearingTheFilterKeepsTheHighlightedStudy() async {
    var state = Catalogue.State()
    state.filter = TextFieldState("o")
    let store = TestStore(initialState: state) { Catalogue() }
    let last = store.state.visibleStudies.last!
    let position = store.state.visibleStudies.count - 1
    #expect(position > 0)
    await store.send(.selectionMoved(by: position)) { $0.selection = position }
    await store.send(.filterCleared) {
      $0.filter = TextFieldState()
      $0.selection = $0.visibleStudies.firstIndex(of: last)!
    }
  }

  @Test func openNamesAStudyByItsShortName() {
    #expect(Catalogue.State(opening: "counter")?.open?.study == .counter)
    #expect(Catalogue.State(opening: "no-such-study") == nil)
  }

  @Test func everyStudyHasItsOwnShortName() {
    #expect(Set(CaseStudy.all.map(\.id)).count == CaseStudy.all.count)
  }

  @Test func everyPortedStudyOfTheSpecIsInTheMenuInItsOrder() {
    let menu = Catalogue.State().visibleStudies.map { "\($0.chapter.rawValue): \($0.name)" }
    #expect(menu == [
      "Getting started: Basics", "Getting started: Combining reducers", "Getting started: Bindings",
      "Getting started: Form bindings", "Getting started: Optional state",
      "Getting started: Alerts and confirmation dialogs", "Getting started: Focus state", "Getting started: Animations",
      "Shared state: In memory", "Shared state: User defaults", "Shared state: File storage", "Shared state: Sign-up flow",
      "Effects: Basics", "Effects: Cancellation", "Effects: Long-living effects", "Effects: Refreshable",
      "Effects: Timers", "Effects: Web socket",
      "Navigation: Stack", "Navigation: Navigate and load", "Navigation: Lists: navigate and load",
      "Navigation: Sheet: present and load", "Navigation: Sheet: load, then present", "Navigation: Multiple destinations",
      "Higher-order reducers: Reusable favoriting", "Higher-order reducers: Reusable offline downloads",
      "Higher-order reducers: Recursion",
    ])
  }

  @Test func theStackAndTheSignUpFlowOpenAsModals() {
    #expect(CaseStudy.all.filter { $0.presentation == .modal }.map(\.id) == ["sign-up", "stack"])
  }
}

/// A study's task runs while it is open: it starts with the opening, ends with the leaving,
/// and starts again with the next opening.
@MainActor
struct StudyTaskTests {
  @Test func theTaskOfAStudyLivesAsLongAsItIsOpen() async {
    let streams = LockedStreams()
    var state = Catalogue.State()
    state.selection = state.visibleStudies.firstIndex(of: .longLivingEffects)!
    let store = TestStore(initialState: state) { Catalogue() } withDependencies: {
      $0.screenshots = { streams.make() }
    }
    await store.send(.openButtonTapped) {
      $0.openings = 1
      $0.open = StudyState(id: 1, study: .longLivingEffects)
    }
    await store.receive(.study(StudyAction(LongLivingEffectsTerminal.Action.feature(.task))))
    streams.yieldToAll()
    await store.receive(.study(StudyAction(LongLivingEffectsTerminal.Action.feature(.userDidTakeScreenshotNotification)))) {
      $0.open?.modify(LongLivingEffectsTerminal.State.self) { $0.feature.screenshotCount = 1 }
    }
    await store.send(.backButtonTapped) { $0.open = nil }
    streams.yieldToAll()
    await store.send(.openButtonTapped) {
      $0.openings = 2
      $0.open = StudyState(id: 2, study: .longLivingEffects)
    }
    await store.receive(.study(StudyAction(LongLivingEffectsTerminal.Action.feature(.task))))
    #expect(streams.count == 2)
    await store.send(.backButtonTapped) { $0.open = nil }
  }

  @Test func aProgramStartingInAStudyStartsItsTask() async {
    let streams = LockedStreams()
    let store = TestStore(initialState: Catalogue.State(opening: "long-living")!) { Catalogue() } withDependencies: {
      $0.screenshots = { streams.make() }
    }
    await store.send(.task)
    await store.receive(.study(StudyAction(LongLivingEffectsTerminal.Action.feature(.task))))
    #expect(streams.count == 1)
    await store.send(.backButtonTapped) { $0.open = nil }
  }

  @Test func studiesWithoutATaskSendNothingWhenOpened() async {
    let store = TestStore(initialState: Catalogue.State(opening: "counter")!) { Catalogue() }
    await store.send(.task)
  }
}
