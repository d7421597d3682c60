import ComposableArchitecture
import Foundation
import Testing
import TestSupport

/// A count shared in memory, changed by actions and by an effect.
private struct Tally: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("count")) var count = 0
    var lap: Shared<Int>?
  }
  enum Action: Sendable {
    case incrementButtonTapped
    case incrementLaterButtonTapped
    case lapButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementButtonTapped:
      state.$count.withLock { $0 += 1 }
      return .none
    case .incrementLaterButtonTapped:
      return .run { [count = state.$count] _ in count.withLock { $0 += 1 } }
    case .lapButtonTapped:
      state.lap = Shared(value: 0)
      return .none
    }
  }
}

/// A count kept in a file.
private struct SavedCount: Reducer {
  struct State: Equatable {
    @Shared var count: Int

    init(url: URL) {
      _count = Shared(wrappedValue: 0, .fileStorage(url))
    }
  }
  enum Action: Sendable {
    case incrementButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$count.withLock { $0 += 1 }
    return .none
  }
}

/// Lets main-actor work queued so far run: the hop a change notice makes.
@MainActor
private func letQueuedWorkRun() async {
  for _ in 0..<5 { await Task.yield() }
}

/// A store's observers hear of changes to the shared values in its state, whoever makes them.
@MainActor @Suite struct SharedObservationTests {
  final class Calls {
    var count = 0
  }

  final class Seen {
    var counts: [Int] = []
  }

  @Test func aChangeByTheStoresOwnActionIsToldOnce() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    let calls = Calls()
    let observation = store.observe { calls.count += 1 }
    store.send(.incrementButtonTapped)
    await letQueuedWorkRun()
    #expect(calls.count == 1)
    #expect(store.state.count == 1)
    observation.cancel()
  }

  /// The effect may run before the batch that started it ends, which then tells of its change.
  @Test func aChangeByAnEffectOutsideAnyActionIsTold() async {
    let store = Store(initialState: Tally.State()) { Tally() }
    let seen = Seen()
    let observation = store.observe { seen.counts.append(store.state.count) }
    await store.send(.incrementLaterButtonTapped).finish()
    await letQueuedWorkRun()
    #expect(seen.counts.last == 1)
    #expect(seen.counts.filter { $0 == 1 }.count == 1)
    observation.cancel()
  }

  @Test func aChangeByAnotherStoreIsTold() async {
    let storage = SharedStorage(persisting: false)
    let observed = Store(initialState: Tally.State()) { Tally() } withDependencies: { $0.sharedStorage = storage }
    let other = Store(initialState: Tally.State()) { Tally() } withDependencies: { $0.sharedStorage = storage }
    let calls = Calls()
    let observation = observed.observe { calls.count += 1 }
    other.send(.incrementButtonTapped)
    await letQueuedWorkRun()
    #expect(calls.count == 1)
    #expect(observed.state.count == 1)
    observation.cancel()
  }

  @Test func aSharedValueMadeByAnActionIsWatchedToo() async throws {
    let store = Store(initialState: Tally.State()) { Tally() }
    let calls = Calls()
    let observation = store.observe { calls.count += 1 }
    store.send(.lapButtonTapped)
    let lap = try #require(store.state.lap)
    lap.withLock { $0 = 5 }
    await letQueuedWorkRun()
    #expect(calls.count == 2)
    observation.cancel()
  }

  /// The file is followed all along (see `aChangeWrittenByAnotherProgramIsTold`), so a look at
  /// it may tell the store before the reload does: the store hears of it at least once.
  @Test func aReloadAndAFailedSaveAreTold() async throws {
    let directory = try TemporaryDirectory()
    let url = URL(fileURLWithPath: directory.file("count.json"))
    let store = Store(initialState: SavedCount.State(url: url)) { SavedCount() } withDependencies: {
      $0.sharedStorage = SharedStorage(persisting: true)
    }
    let calls = Calls()
    let observation = store.observe { calls.count += 1 }
    try Data("7".utf8).write(to: url, options: .atomic)
    store.state.$count.reload()
    await letQueuedWorkRun()
    #expect(calls.count >= 1)
    #expect(store.state.count == 7)

    // The save fails: the change stays in memory, and the failure is there with it.
    try FileManager.default.removeItem(at: url)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let before = calls.count
    store.send(.incrementButtonTapped)
    await letQueuedWorkRun()
    #expect(calls.count > before)
    #expect(store.state.count == 8)
    #expect((store.state.$count.saveError as? FileStorageError)?.kind == .unwritable)
    #expect((store.state.$count.loadError as? FileStorageError)?.kind == .unreadable)
    observation.cancel()
  }

  @Test func aChangeWrittenByAnotherProgramIsTold() async throws {
    let directory = try TemporaryDirectory()
    let url = URL(fileURLWithPath: directory.file("count.json"))
    let store = Store(initialState: SavedCount.State(url: url)) { SavedCount() } withDependencies: {
      $0.sharedStorage = SharedStorage(persisting: true)
    }
    let calls = Calls()
    let observation = store.observe { calls.count += 1 }
    try Data("4".utf8).write(to: url, options: .atomic)
    let deadline = ContinuousClock.now + .seconds(1)
    while calls.count == 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
    #expect(calls.count == 1)
    #expect(store.state.count == 4)
    observation.cancel()
  }

  @Test func theStoresOfATestAndItsBodyShareItsValues() {
    @Shared(.inMemory("count")) var count = 0
    let first = Store(initialState: Tally.State()) { Tally() }
    let second = Store(initialState: Tally.State()) { Tally() }
    first.send(.incrementButtonTapped)
    #expect(first.state.count == 1)
    #expect(second.state.count == 1)
    #expect(count == 1)
  }

  /// Another test with the same key: it starts from the default, whatever the test above did.
  @Test func aTestStartsFromTheDefaultsWhateverOtherTestsDid() {
    @Shared(.inMemory("count")) var count = 0
    #expect(count == 0)
    let store = Store(initialState: Tally.State()) { Tally() }
    store.send(.incrementButtonTapped)
    #expect(count == 1)
  }

  /// Run in parallel: were the stores of the cases to share, some would count past their own.
  @Test(arguments: 1...8) func storesOfParallelTestsNeverShare(times: Int) async {
    let store = Store(initialState: Tally.State()) { Tally() }
    for _ in 0..<times {
      store.send(.incrementButtonTapped)
      await Task.yield()
    }
    #expect(store.state.count == times)
  }
}
