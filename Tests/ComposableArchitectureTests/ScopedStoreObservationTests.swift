import ComposableArchitecture
import Testing

/// Two counters and a list of them, to observe one slice while another changes.
private struct Pair: Reducer {
  struct State: Equatable {
    var left = Tally.State()
    var right = Tally.State()
    var nested = Nested()
    var rows: IdentifiedArrayOf<Tally.State> = [Tally.State(id: 1), Tally.State(id: 2)]
  }
  /// A second level of stored properties, for a path resolved through two of them.
  struct Nested: Equatable {
    var inner = Tally.State()
    /// The same count in a state that cannot be compared.
    var opaque: Opaque { Opaque(count: inner.count) }
  }
  /// A state that cannot be compared, whose store's observers are told after every batch.
  struct Opaque { var count = 0 }

  enum Action: CasePathable {
    case left(Tally.Action)
    case right(Tally.Action)
    case inner(Tally.Action)
    case rows(IdentifiedActionOf<Tally>)
    struct AllCasePaths: Sendable {
      let left = AnyCasePath(embed: Action.left) { if case let .left(a) = $0 { a } else { nil } }
      let right = AnyCasePath(embed: Action.right) { if case let .right(a) = $0 { a } else { nil } }
      let inner = AnyCasePath(embed: Action.inner) { if case let .inner(a) = $0 { a } else { nil } }
      let rows = AnyCasePath(embed: Action.rows) { if case let .rows(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Scope(\.left, action: \.left) { Tally() }
    Scope(\.right, action: \.right) { Tally() }
    Scope(\.nested.inner, action: \.inner) { Tally() }
    EmptyReducer().forEach(\.rows, action: \.rows) { Tally() }
  }
}

private struct Tally: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  enum Action { case increment, touch }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    if case .increment = action { state.count += 1 }
    return .none
  }
}

@MainActor
struct ScopedStoreObservationTests {
  @Test func observerOfAScopedStoreIsNotCalledWhenItsSliceDidNotChange() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let left = store.scope(\.left, action: \.left)
    var calls = 0
    let observation = left.observe { calls += 1 }
    store.send(.right(.increment))
    store.send(.left(.touch))
    #expect(calls == 0)
    observation.cancel()
  }

  @Test func aStoreScopedFromAComparedStoreIsToldOnlyWhenItsParentsSliceChanged() {
    let store = Store(initialState: Pair.State()) { Pair() }
    // `nested` compares equal while only `left` changes; the store scoped from it, of a state
    // that cannot be compared, is told through its parent's comparison.
    let nested = store.scope(\.nested, action: \.self)
    let opaque = nested.scope(\.opaque, action: \.self)
    var calls = 0
    let observation = opaque.observe { calls += 1 }
    store.send(.left(.increment))
    #expect(calls == 0)
    store.send(.inner(.increment))
    #expect(calls == 1)
    observation.cancel()
  }

  @Test func observerOfAScopedStoreIsCalledWhenItsSliceChanged() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let left = store.scope(\.left, action: \.left)
    var seen: [Int] = []
    let observation = left.observe { seen.append(left.state.count) }
    store.send(.left(.increment))
    store.send(.right(.increment))
    left.send(.increment)
    #expect(seen == [1, 2])
    observation.cancel()
  }

  @Test func observerOfARowIsCalledOnlyForItsRow() throws {
    let store = Store(initialState: Pair.State()) { Pair() }
    let first = try #require(store.scope(\.rows[id: 1], action: \.rows[id: 1]))
    let second = try #require(store.scope(\.rows[id: 2], action: \.rows[id: 2]))
    var firstCalls = 0, secondCalls = 0
    let observations = [first.observe { firstCalls += 1 }, second.observe { secondCalls += 1 }]
    second.send(.increment)
    second.send(.increment)
    #expect(firstCalls == 0)
    #expect(secondCalls == 2)
    withExtendedLifetime(observations) {}
  }

  @Test func unconditionalNotificationCallsObserversOfUnchangedSlices() throws {
    let store = Store(initialState: Pair.State()) { Pair() }
    let left = store.scope(\.left, action: \.left)
    var calls = 0
    let observation = left.observe { calls += 1 }
    let root = try #require(store.root)
    root.notifyObserversUnconditionally()
    #expect(calls == 1)
    observation.cancel()
  }

  @Test func childStoreReadingThroughItsResolvedPathSeesEveryChange() {
    let store = Store(initialState: Pair.State()) { Pair() }
    let inner = store.scope(\.nested, action: \.self).scope(\.inner, action: \.inner)
    var seen: [Int] = []
    for step in 1...3 {
      store.send(.inner(.increment))
      seen.append(inner.state.count)
      #expect(inner.state == store.state.nested.inner, "step \(step)")
    }
    inner.send(.increment)
    #expect(seen == [1, 2, 3])
    #expect(inner.state.count == 4)
    #expect(store.state.nested.inner.count == 4)
  }

  @Test func anObserverCancellingItselfWhileCalledDoesNotSkipTheNext() {
    let store = Store(initialState: Pair.State()) { Pair() }
    var first: StoreObservation?
    var secondCalls = 0, firstCalls = 0
    first = store.observe {
      firstCalls += 1
      first?.cancel()
    }
    let second = store.observe { secondCalls += 1 }
    store.send(.left(.increment))
    store.send(.left(.increment))
    #expect(firstCalls == 1)
    #expect(secondCalls == 2)
    withExtendedLifetime(second) {}
  }

  @Test func effectsKeepSendingWhileAScopedStoreOutlivesTheRoot() async {
    var left: Store<Tally.State, Tally.Action>?
    do {
      let store = Store(initialState: Pair.State()) { Pair() }
      left = store.scope(\.left, action: \.left)
    }
    left?.send(.increment)
    #expect(left?.state.count == 1)
  }
  // The store calls its observers without retaining them, which is safe because an observer
  // removed while they are being called is released only after the calls: these tests release
  // and add observers from inside a call.

  @Test func anObserverReleasingItsOwnObservationWhileCalledFinishesTheCall() {
    final class Tracker { var calls = 0 }
    let store = Store(initialState: Pair.State()) { Pair() }
    weak var released: Tracker?
    var observation: StoreObservation?
    do {
      let tracker = Tracker()
      released = tracker
      observation = store.observe {
        observation = nil  // the last reference to this registration, and so to this closure
        tracker.calls += 1  // which must still be alive, with what it captured
        #expect(tracker.calls == 1)
      }
    }
    store.send(.left(.increment))
    #expect(observation == nil)
    #expect(released == nil, "released once the calls were done")
    store.send(.left(.increment))
  }

  @Test func observersAddedWhileCalledAreCalledFromTheNextBatch() {
    let store = Store(initialState: Pair.State()) { Pair() }
    var calls: [String] = []
    var added: [StoreObservation] = []
    let adding = store.observe { [unowned store] in
      calls.append("adding")
      // Enough to move the list's storage while it is being walked.
      for _ in 0..<64 { added.append(store.observe { calls.append("added") }) }
    }
    let last = store.observe { calls.append("last") }
    store.send(.left(.increment))
    #expect(calls == ["adding", "last"])
    calls = []
    store.send(.left(.increment))
    #expect(calls == ["adding", "last"] + Array(repeating: "added", count: 64))
    withExtendedLifetime((adding, last)) {}
    #expect(added.count == 128)
  }
}

