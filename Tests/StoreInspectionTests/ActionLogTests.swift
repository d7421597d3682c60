import ComposableArchitecture
import StoreInspection
import Testing

/// A feature whose one effect relays what a stream gives it until stopped: an effect in
/// flight that the test ends when it wants.
private struct Relay: Reducer {
  struct State: Equatable { var received: [Int] = []; var isListening = false }
  enum Action: Equatable {
    case listen, stop, received(Int), row(IdentifiedAction<Int, Row.Action>)
  }
  enum CancelID { case listening }
  let values: AsyncStream<Int>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .listen:
      state.isListening = true
      return .run { [values] send in
        for await value in values { await send(.received(value)) }
      }
      .cancellable(id: CancelID.listening)
    case .stop:
      state.isListening = false
      return .cancel(id: CancelID.listening)
    case .received(let value):
      state.received.append(value)
      return value == 0 ? .send(.row(.element(id: 7, action: .tapped))) : .none
    case .row:
      return .none
    }
  }
}

private enum Row {
  enum Action: Equatable { case tapped }
}

/// A count shared in memory under `key`: a state kept from before a change holds the same
/// reference. Each test counts under a key of its own, as tests run at once.
private struct SharedTally: Reducer {
  struct State: Equatable {
    @Shared var count: Int

    init(key: String) {
      _count = Shared(wrappedValue: 0, .inMemory(key))
    }
  }
  enum Action: Equatable { case increment }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$count.withLock { $0 += 1 }
    return .none
  }
}

/// Yields until `condition` holds: effects run on other threads, and no test here sleeps.
@MainActor
private func yield(until condition: () -> Bool) async {
  for _ in 0..<100_000 where !condition() { await Task.yield() }
}

/// What the inspector reads: each action with where it came from and the state it left, and
/// the effects in flight with the feature that started them and their cancellation ids.
@MainActor
@Suite struct ActionLogTests {
  private func relay() -> (Store<Relay.State, Relay.Action>, AsyncStream<Int>.Continuation) {
    let (values, continuation) = AsyncStream.makeStream(of: Int.self)
    return (Store(initialState: Relay.State()) { Relay(values: values) }, continuation)
  }

  @Test func eachActionIsLoggedWithItsOriginAndTheStateItLeft() async {
    let (store, values) = relay()
    let log = ActionLog<Relay.State, Relay.Action>(state: store.state, now: { .zero })
    store.log(into: log)
    store.send(.listen)
    values.yield(3)
    await yield { log.entries.count == 2 }
    values.yield(0)
    await yield { log.entries.count == 4 }
    store.send(.stop)
    values.finish()
    await yield { log.effectsInFlight.isEmpty }

    #expect(log.entries.map(\.action) == [.listen, .received(3), .received(0), .row(.element(id: 7, action: .tapped)), .stop])
    // The relayed values and the `.send` that followed one came from effects.
    #expect(log.entries.map(\.origin) == [.sent, .effect, .effect, .effect, .sent])
    // Each from an effect names the action that started it: the relay (#1), or the value (#3)
    // whose `.send` tapped the row; what a generated test tells `receive` from `send` by.
    #expect(log.entries.map(\.cause) == [nil, 1, 1, 3, nil])
    #expect(log.entries.map(\.isFromRun) == [false, true, true, false, false])
    #expect(log.entries.map(\.number) == [1, 2, 3, 4, 5])
    #expect(log.entries.map(\.state?.received) == [[], [3], [3, 0], [3, 0], [3, 0]])
    #expect(log.state(before: 1) == Relay.State())
    #expect(log.state(before: 3)?.received == [3])
    #expect(log.effectsInFlight.isEmpty)
  }

  @Test func anEffectIsInFlightWithItsFeatureAndCancellationIDUntilItEnds() async {
    let (store, values) = relay()
    let log = ActionLog<Relay.State, Relay.Action>(state: store.state, now: { .seconds(2) })
    store.log(into: log)
    store.send(.listen)
    await yield { !log.effectsInFlight.isEmpty }
    #expect(log.effectsInFlight == [EffectInFlight(number: 1, feature: "root", cancellationID: ".listening", started: .seconds(2), startedBy: 1)])
    store.send(.stop)
    await yield { log.effectsInFlight.isEmpty }
    #expect(log.effectsInFlight.isEmpty)
    values.finish()
  }

  @Test func onceSendsAreAnnouncedOnlyThoseCountAsSent() async {
    let (store, values) = relay()
    let log = ActionLog<Relay.State, Relay.Action>(state: store.state, now: { .zero })
    store.log(into: log)
    log.announceSends()
    // As an effect started before the log would send: not announced, so not a sender.
    store.send(.received(5))
    log.willSend()
    store.send(.received(6))
    #expect(log.entries.map(\.origin) == [.effect, .sent])
    values.finish()
  }

  @Test func aLongSessionKeepsTheNewestEntriesAndTheStateBeforeThem() {
    let (store, values) = relay()
    let log = ActionLog<Relay.State, Relay.Action>(state: store.state, capacity: 2, now: { .zero })
    store.log(into: log)
    for value in 1...3 { store.send(.received(value)) }
    #expect(log.entries.map(\.number) == [2, 3])
    #expect(log.baseline?.received == [1])
    #expect(log.state(before: 2)?.received == [1])
    #expect(!log.keepsEverything)
    values.finish()
  }

  /// A log that keeps no states notes every action and effect but holds no copy of a state,
  /// which would make the store's next change copy what it changes; kept again, the newest
  /// entry takes the store's state, so the next change has its diff.
  @Test func aLogWithoutStatesNotesActionsAndKeepsStatesOnceAsked() {
    let (store, values) = relay()
    let log = ActionLog<Relay.State, Relay.Action>(state: store.state, keepsStates: false, now: { .zero })
    store.log(into: log)
    store.send(.received(1))
    store.send(.received(2))
    #expect(log.entries.map(\.number) == [1, 2])
    #expect(log.entries.map(\.state?.received) == [nil, nil])
    #expect(!log.keepsEverything)
    store.keepStates(in: log)
    store.send(.received(3))
    #expect(log.entries.map(\.state?.received) == [nil, [1, 2], [1, 2, 3]])
    #expect(log.state(before: 3)?.received == [1, 2])
    #expect(log.state(before: 2) == nil)
    log.stopKeepingStates()
    store.send(.received(4))
    #expect(log.entries.last?.state == nil)
    values.finish()
  }

  @Test func aKeptStateReadsItsSharedValuesAsTheyWereThen() {
    let store = Store(initialState: SharedTally.State(key: "action-log-tally")) { SharedTally() }
    let log = ActionLog<SharedTally.State, SharedTally.Action>(state: store.state, now: { .zero })
    store.log(into: log)
    store.send(.increment)
    store.send(.increment)
    #expect(store.state.count == 2)
    // Every kept state holds the live reference, which reads 2; the log reads each as it was.
    #expect(log.entries[0].state?.count == 2)
    #expect(log.readingShared(after: 1) { log.entries[0].state?.count } == 1)
    #expect(log.readingShared(after: nil) { log.baseline?.count } == 0)
    #expect(log.readingShared(after: 2) { log.entries[1].state?.count } == 2)
  }

  @Test func aSharedChangeIsWrittenThroughItsReferenceWithEachSideAsItWas() async throws {
    let store = Store(initialState: SharedTally.State(key: "action-log-change")) { SharedTally() }
    let log = ActionLog<SharedTally.State, SharedTally.Action>(state: store.state, now: { .zero })
    store.log(into: log)
    store.send(.increment)
    store.send(.increment)
    // Every copy of the state reads the count now (2); each entry's snapshot reads it as it was.
    let first = try #require(log.entries.first)
    let second = try #require(log.entries.last)
    let (start, one, two) = (try #require(log.baseline), try #require(first.state), try #require(second.state))
    #expect(
      try StateChangeSource.assignments(from: start, to: one, oldShared: log.baselineShared, newShared: first.shared)
        == ["$0.$count.withLock { $0 = 1 }"]
    )
    #expect(
      try StateChangeSource.assignments(from: one, to: two, oldShared: first.shared, newShared: second.shared)
        == ["$0.$count.withLock { $0 = 2 }"]
    )
    #expect(try StateChangeSource.assignments(from: one, to: two).isEmpty)
  }
}
