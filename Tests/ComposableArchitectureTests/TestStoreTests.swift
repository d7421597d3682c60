import ComposableArchitecture
import Foundation
import Testing

/// A note editor: typing is saved after a pause; saving stamps the note with the date.
private struct Editor: Reducer {
  struct State: Equatable {
    var savedAt: Date?
    var text = ""
    var wordCount = 0
  }
  enum Action: Equatable, CasePathable {
    case countWords
    case saveTapped
    case saved(Date)
    case setText(String)
    case wordsCounted(Int)

    struct AllCasePaths: Sendable {
      let saved = AnyCasePath(embed: Action.saved) { if case let .saved(date) = $0 { date } else { nil } }
      let setText = AnyCasePath(embed: Action.setText) { if case let .setText(text) = $0 { text } else { nil } }
      let wordsCounted = AnyCasePath(embed: Action.wordsCounted) { if case let .wordsCounted(n) = $0 { n } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .countWords:
      let count = state.text.split(separator: " ").count
      return .send(.wordsCounted(count))
    case .saveTapped:
      return .run { [clock, date] send in
        try await clock.sleep(for: .seconds(1))
        await send(.saved(date.now))
      }
    case let .saved(date):
      state.savedAt = date
      return .none
    case let .setText(text):
      state.text = text
      return .none
    case let .wordsCounted(count):
      state.wordCount = count
      return .none
    }
  }
}

/// Actions that cannot be compared: a case key path is the only way to receive them.
private struct Loader: Reducer {
  struct State: Equatable { var value = 0 }
  enum Action: CasePathable {
    case load
    case loaded(() -> Int)

    struct AllCasePaths: Sendable {
      let loaded = AnyCasePath(embed: Action.loaded) { if case let .loaded(make) = $0 { make } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      return .send(.loaded { 42 })
    case let .loaded(make):
      state.value = make()
      return .none
    }
  }
}

@MainActor
struct TestStoreTests {
  let clock = TestClock()
  let now = Date(timeIntervalSince1970: 1_000)

  fileprivate func makeStore(text: String = "") -> TestStore<Editor.State, Editor.Action> {
    TestStore(initialState: Editor.State(text: text)) { Editor() } withDependencies: { [clock, now] in
      $0.continuousClock = clock
      $0.date = .constant(now)
    }
  }

  @Test func stateInsideTheClosureIsTheStateBefore() async {
    let store = makeStore(text: "a")
    await store.send(.setText("ab")) {
      #expect($0.text == "a")
      #expect(store.state.text == "a")
      $0.text = "ab"
    }
    #expect(store.state.text == "ab")
  }

  @Test func sendByCaseKeyPath() async {
    let store = makeStore()
    await store.send(\.setText, "hello") { $0.text = "hello" }
  }

  @Test func receiveByCaseKeyPath() async {
    let store = makeStore(text: "one two")
    await store.send(.countWords)
    await store.receive(\.wordsCounted) { $0.wordCount = 2 }
  }

  @Test func receiveByCaseKeyPathAndValue() async {
    let store = makeStore(text: "one two three")
    await store.send(.countWords)
    await store.receive(\.wordsCounted, 3) { $0.wordCount = 3 }
  }

  @Test func receiveNonEquatableActionsByCaseKeyPath() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.load)
    await store.receive(\.loaded) { $0.value = 42 }
    store.exhaustivity = .off
    await store.send(.load)
    await store.receive(\.loaded)
  }

  @Test func receiveByPredicate() async {
    let store = makeStore(text: "x")
    await store.send(.countWords)
    await store.receive({ $0 == .wordsCounted(1) }) { $0.wordCount = 1 }
  }

  @Test func effectsDriveOnTheTestClock() async {
    let store = makeStore()
    await store.send(.saveTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.saved(now)) { $0.savedAt = now }
  }

  @Test func assertionClosuresSeeTheTestsDependencies() async {
    let store = makeStore()
    await store.send(.saveTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(\.saved) {
      @Dependency(\.date) var date
      $0.savedAt = date.now
    }
  }

  @Test func dependenciesCanChangeBetweenSends() async {
    let store = makeStore()
    let later = Date(timeIntervalSince1970: 2_000)
    store.dependencies.date = .constant(later)
    await store.send(.saveTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.saved(later)) { $0.savedAt = later }
  }

  @Test func cancellingTheTaskStopsItsEffects() async {
    let store = makeStore()
    let task = await store.send(.saveTapped)
    await task.cancel()
    #expect(task.isCancelled)
    #expect(clock.sleeperCount == 0)
  }

  @Test func finishingTheTaskWaitsForItsEffects() async {
    let store = TestStore(initialState: Editor.State()) { Editor() } withDependencies: { [now] in
      $0.continuousClock = ImmediateClock()
      $0.date = .constant(now)
    }
    await store.send(.saveTapped).finish()
    await store.receive(.saved(now)) { $0.savedAt = now }
  }

  @Test func finishPassesWhenEverythingWasAsserted() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.saveTapped)
      await clock.advance(by: .seconds(1))
      await store.receive(.saved(now)) { $0.savedAt = now }
      await store.finish()
    }
    #expect(issues.isEmpty)
  }

  @Test func releasingTheStoreCancelsItsEffects() async {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.saveTapped)
      #expect(clock.sleeperCount == 1)
    }
    #expect(clock.sleeperCount == 0)
    #expect(issues.count == 1)
  }

  @Test func assertChecksTheCurrentState() async {
    let store = makeStore()
    await store.send(.setText("hi")) { $0.text = "hi" }
    store.assert { $0.text = "hi" }
  }

  @Test func editorCasePathsAreLawful() {
    checkCasePathLaws(\Editor.Action.AllCasePaths.setText, samples: ["", "a"], otherCases: [.countWords, .wordsCounted(1)])
    checkCasePathLaws(\Editor.Action.AllCasePaths.wordsCounted, samples: [0, 3], otherCases: [.setText("3")])
    checkCasePathLaws(\Editor.Action.AllCasePaths.saved, samples: [Date(timeIntervalSince1970: 0)], otherCases: [.saveTapped])
  }
}

/// Tests that hold a test store outside the main actor, as an XCTest method may.
struct TestStoreReleaseTests {
  @MainActor
  fileprivate func makeStore(clock: TestClock) -> TestStore<Editor.State, Editor.Action> {
    let store = TestStore(initialState: Editor.State()) { Editor() } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    return store
  }

  @Test func storeReleasedOffTheMainActorCancelsItsEffects() async {
    let clock = TestClock()
    var store: TestStore<Editor.State, Editor.Action>? = await makeStore(clock: clock)
    await store?.send(.saveTapped)
    #expect(clock.sleeperCount == 1)
    store = nil
    // The teardown hops to the main actor; give it up to five seconds on a busy machine.
    for _ in 0..<5_000 where clock.sleeperCount > 0 { try? await Task.sleep(for: .milliseconds(1)) }
    #expect(clock.sleeperCount == 0)
  }
}
