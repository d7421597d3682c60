import ComposableArchitecture
import Testing

private struct Stats: Equatable, Sendable {
  var count = 0
  var isEven: Bool { count.isMultiple(of: 2) }
}

/// A feature that only shows the count another feature keeps.
private struct Badge: Reducer {
  struct State: Equatable {
    @SharedReader(.inMemory("stats")) var stats = Stats()
  }
  enum Action: Sendable {
    case refresh
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .none
  }
}

/// Lets main-actor work queued so far run: the hop a change notice makes.
@MainActor
private func letQueuedWorkRun() async {
  for _ in 0..<5 { await Task.yield() }
}

/// `SharedReader`: a shared value read, never written, and watched like a `Shared`.
@MainActor @Suite struct SharedReaderTests {
  final class Calls {
    var count = 0
  }

  @Test func aReaderSeesEveryChangeToTheSharedValue() {
    let stats = Shared(value: Stats())
    let reader = SharedReader(stats)
    let count = SharedReader(stats.count)
    stats.withLock { $0.count = 3 }
    #expect(reader.wrappedValue.count == 3)
    #expect(count.wrappedValue == 3)
    #expect(reader.count.wrappedValue == 3)
  }

  @Test func aReadOnlyKeyPathGivesAReader() {
    let stats = Shared(value: Stats())
    let isEven: SharedReader<Bool> = stats.isEven
    #expect(isEven.wrappedValue)
    stats.withLock { $0.count += 1 }
    #expect(!isEven.wrappedValue)
    #expect(!SharedReader(stats).isEven.wrappedValue)
  }

  @Test func aReaderMadeWithAKeyIsTheValueOfThatKey() {
    let storage = SharedStorage(persisting: false)
    let (stats, reader) = withDependencies { $0.sharedStorage = storage } operation: {
      (Shared(wrappedValue: Stats(count: 1), .inMemory("stats")), SharedReader(wrappedValue: Stats(count: 99), .inMemory("stats")))
    }
    #expect(reader.wrappedValue.count == 1)
    stats.withLock { $0.count = 2 }
    #expect(reader.wrappedValue.count == 2)
    #expect(reader.loadError == nil && !reader.isLoading)
  }

  @Test func equalityUsesTheCurrentValue() {
    let stats = Shared(value: Stats())
    let reader = SharedReader(stats)
    #expect(reader == SharedReader(value: Stats()))
    stats.withLock { $0.count = 1 }
    #expect(reader != SharedReader(value: Stats()))
  }

  @Test func aStoreHoldingOnlyAReaderIsToldOfChanges() async {
    let storage = SharedStorage(persisting: false)
    let store = Store(initialState: Badge.State()) { Badge() } withDependencies: { $0.sharedStorage = storage }
    let calls = Calls()
    let observation = store.observe { calls.count += 1 }
    let stats = withDependencies { $0.sharedStorage = storage } operation: {
      Shared(wrappedValue: Stats(), .inMemory("stats"))
    }
    stats.withLock { $0.count = 4 }
    await letQueuedWorkRun()
    #expect(calls.count == 1)
    #expect(store.state.stats.count == 4)
    observation.cancel()
  }

  @Test func aTestStoreAssertsAChangeToAValueItsStateOnlyReads() async {
    @Shared(.inMemory("stats")) var stats = Stats()
    let store = TestStore(initialState: Badge.State()) { Badge() }
    $stats.withLock { $0.count = 1 }
    await store.send(.refresh) { _ in
      $stats.withLock { $0.count = 1 }
    }
  }

  @Test func aTestStoreFailsOnAnUnassertedChangeToAValueItsStateOnlyReads() async {
    @Shared(.inMemory("stats")) var stats = Stats()
    let issues = await IssueReporters.capture {
      let store = TestStore(initialState: Badge.State()) { Badge() }
      $stats.withLock { $0.count = 1 }
      await store.send(.refresh)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("count: 1") == true)
  }
}
