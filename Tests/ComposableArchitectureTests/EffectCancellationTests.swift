import ComposableArchitecture
import Dispatch
import Testing

/// A search field: each keystroke restarts a debounced request; results can be cancelled.
private struct Search: Reducer {
  struct State: Equatable {
    var query = ""
    var results: [String] = []
  }
  enum Action: Equatable {
    case cancelButtonTapped
    case cancelOtherTypeTapped
    case debouncedQueryChanged(String)
    case queryChanged(String)
    case response(String)
    case startBothTapped
  }
  enum CancelID { case search }
  enum OtherCancelID { case search }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .cancelButtonTapped:
      return .cancel(id: CancelID.search)
    case .cancelOtherTypeTapped:
      return .cancel(id: OtherCancelID.search)
    case let .debouncedQueryChanged(query):
      state.query = query
      return .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock) { send in
        await send(.response(query))
      }
    case let .queryChanged(query):
      state.query = query
      return .run { [clock] send in
        try await clock.sleep(for: .milliseconds(300))
        await send(.response(query))
      }
      .cancellable(id: CancelID.search, cancelInFlight: true)
    case let .response(result):
      state.results.append(result)
      return .none
    case .startBothTapped:
      return .merge(
        respond("typed", after: .seconds(1)).cancellable(id: CancelID.search),
        respond("other", after: .seconds(2)).cancellable(id: OtherCancelID.search),
        respond("int", after: .seconds(3)).cancellable(id: 1),
        respond("string", after: .seconds(4)).cancellable(id: "1")
      )
    }
  }

  private func respond(_ result: String, after duration: Duration) -> Effect<Action> {
    .run { [clock] send in
      try await clock.sleep(for: duration)
      await send(.response(result))
    }
  }
}

/// Work of several shapes under one id, and a child whose timer shares an id with the parent's.
private struct Downloads: Reducer {
  struct State: Equatable {
    var child: Child.State?
    var log: [String] = []
  }
  enum Action: Equatable, CasePathable {
    case cancelBatchTapped
    case cancelTimerTapped
    case child(Child.Action)
    case log(String)
    case startMergedTapped
    case startSequenceTapped
    case startStubbornTapped
    case startTimerTapped

    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  enum CancelID { case batch }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelBatchTapped:
        return .cancel(id: CancelID.batch)
      case .cancelTimerTapped:
        return .cancel(id: Child.CancelID.timer)
      case .child:
        return .none
      case let .log(entry):
        state.log.append(entry)
        return .none
      case .startMergedTapped:
        return .merge(log("a", after: .seconds(1)), log("b", after: .seconds(2)))
          .cancellable(id: CancelID.batch)
      case .startSequenceTapped:
        return .concatenate(log("one", after: .seconds(1)), log("two", after: .seconds(1)))
          .cancellable(id: CancelID.batch)
      case .startStubbornTapped:
        return .run { [clock] send in
          do {
            try await clock.sleep(for: .seconds(1))
          } catch {
            await send(.log("sent after cancellation"))
          }
        }
        .cancellable(id: CancelID.batch)
      case .startTimerTapped:
        return log("parent", after: .seconds(1)).cancellable(id: Child.CancelID.timer)
      }
    }
    .ifLet(\.child, action: \.child) { Child() }
  }

  private func log(_ entry: String, after duration: Duration) -> Effect<Action> {
    .run { [clock] send in
      try await clock.sleep(for: duration)
      await send(.log(entry))
    }
  }
}

private struct Child: Reducer {
  struct State: Equatable {}
  enum Action: Equatable {
    case cancelTimerTapped
    case fired
    case startTimerTapped
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .cancelTimerTapped:
      return .cancel(id: CancelID.timer)
    case .fired:
      return .none
    case .startTimerTapped:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.fired)
      }
      .cancellable(id: CancelID.timer)
    }
  }
}

@MainActor
struct EffectCancellationTests {
  let clock = TestClock()

  fileprivate func makeStore() -> TestStore<Search.State, Search.Action> {
    TestStore(initialState: Search.State()) { Search() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func cancelStopsTheEffect() async {
    let store = makeStore()
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.send(.cancelButtonTapped)
    await clock.advance(by: .seconds(1))
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancelInFlightKeepsOnlyTheLatest() async {
    let store = makeStore()
    await store.send(.queryChanged("c")) { $0.query = "c" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("co")) { $0.query = "co" }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(300))
    await store.receive(.response("co")) { $0.results = ["co"] }
  }

  @Test func debounceWaitsForAQuietPeriod() async {
    let store = makeStore()
    await store.send(.debouncedQueryChanged("s")) { $0.query = "s" }
    await clock.advance(by: .milliseconds(250))
    await store.send(.debouncedQueryChanged("sw")) { $0.query = "sw" }
    await clock.advance(by: .milliseconds(250))
    await store.send(.debouncedQueryChanged("swi")) { $0.query = "swi" }
    await clock.advance(by: .milliseconds(299))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.response("swi")) { $0.results = ["swi"] }
  }

  @Test func debounceCanBeCancelledById() async {
    let store = makeStore()
    await store.send(.debouncedQueryChanged("s")) { $0.query = "s" }
    await store.send(.cancelButtonTapped)
    await clock.run()
  }

  @Test func idsOfDifferentTypesDoNotCollide() async {
    let store = makeStore()
    await store.send(.startBothTapped)
    await store.send(.cancelOtherTypeTapped)
    await clock.run()
    await store.receive(.response("typed")) { $0.results = ["typed"] }
    await store.receive(.response("int")) { $0.results = ["typed", "int"] }
    await store.receive(.response("string")) { $0.results = ["typed", "int", "string"] }
  }

  @Test func effectIDEquality() {
    #expect(EffectID(1) == EffectID(1))
    #expect(EffectID(1) != EffectID(2))
    #expect(EffectID(1) != EffectID("1"))
    #expect(EffectID(Search.CancelID.search) != EffectID(Search.OtherCancelID.search))
    #expect(EffectID(EffectID(1)) == EffectID(1))
    #expect(Set([EffectID(1), EffectID(1), EffectID("1")]).count == 2)
    #expect(EffectID("search").description == "search")
  }

  /// Ids keep their value's hash, computed once; equal hashes alone never make ids equal.
  @Test func effectIDsWithEqualHashesAreComparedByValue() {
    struct Colliding: Hashable, Sendable {
      let name: String
      func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }
    #expect(EffectID(Colliding(name: "a")) != EffectID(Colliding(name: "b")))
    #expect(EffectID(Colliding(name: "a")) == EffectID(Colliding(name: "a")))
    #expect(Set([EffectID(Colliding(name: "a")), EffectID(Colliding(name: "b"))]).count == 2)
    // Equal hashes and equal fields, but another type: never compared as values.
    struct AlsoColliding: Hashable, Sendable {
      let name: String
      func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }
    #expect(EffectID(Colliding(name: "a")) != EffectID(AlsoColliding(name: "a")))
  }

  /// An id whose type holds no data (a one-case enum, an empty struct) is its type: equal to
  /// every id of that type, to no other, and described by its one value.
  @Test func idsOfTypesThatHoldNoDataAreTheirTypes() {
    enum Timer: Hashable, Sendable { case tick }
    enum Other: Hashable, Sendable { case tick }
    struct Empty: Hashable, Sendable {}
    #expect(MemoryLayout<Timer>.size == 0)
    #expect(EffectID(Timer.tick) == EffectID(Timer.tick))
    #expect(EffectID(Timer.tick) != EffectID(Other.tick))
    #expect(EffectID(Timer.tick) != EffectID(Empty()))
    #expect(EffectID(Timer.tick) != EffectID("tick"))
    #expect(EffectID("tick") != EffectID(Timer.tick))
    #expect(EffectID(EffectID(Timer.tick)) == EffectID(Timer.tick))
    #expect(EffectID(Timer.tick).hashValue == EffectID(Timer.tick).hashValue)
    #expect(Set([EffectID(Timer.tick), EffectID(Timer.tick), EffectID(Other.tick), EffectID(Empty())]).count == 3)
    #expect(EffectID(Timer.tick).description == "tick")
    #expect(EffectID(Empty()).description == "Empty()")
  }

  @Test func cancellingAnUnknownIDDoesNothing() async {
    let store = makeStore()
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.send(.cancelOtherTypeTapped)
    await clock.advance(by: .milliseconds(300))
    await store.receive(.response("a")) { $0.results = ["a"] }
  }

  @Test func cancellableNoneIsNone() {
    #expect(Effect<Search.Action>.none.cancellable(id: 1).isNone)
  }

  @Test func twoStoresWithTheSameIDDoNotInterfere() async {
    let first = makeStore()
    let second = makeStore()
    await first.send(.queryChanged("first")) { $0.query = "first" }
    await second.send(.queryChanged("second")) { $0.query = "second" }
    await second.send(.cancelButtonTapped)
    await clock.advance(by: .milliseconds(300))
    await first.receive(.response("first")) { $0.results = ["first"] }
  }

  @Test func cancellationRegistryIsEmptiedWhenEffectsEnd() async {
    let store = Store(initialState: Search.State()) { Search() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
    let task = store.send(.queryChanged("a"))
    while clock.sleeperCount == 0 { await Task.yield() }
    await clock.advance(by: .milliseconds(300))
    await task.finish()
    #expect(store.state.results == ["a"])
    #expect(store.root?.cancellationRegistryCount == 0)
  }

  fileprivate func makeDownloads() -> TestStore<Downloads.State, Downloads.Action> {
    TestStore(initialState: Downloads.State(child: Child.State())) { Downloads() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func cancellingAMergeCancelsEveryMember() async {
    let store = makeDownloads()
    await store.send(.startMergedTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.log("a")) { $0.log = ["a"] }
    await store.send(.cancelBatchTapped)
    await clock.run()
  }

  @Test func cancellingAConcatenationStopsTheRest() async {
    let store = makeDownloads()
    await store.send(.startSequenceTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(.log("one")) { $0.log = ["one"] }
    await store.send(.cancelBatchTapped)
    await clock.run()
    #expect(clock.sleeperCount == 0)
  }

  @Test func sendsAfterCancellationAreIgnored() async {
    let store = makeDownloads()
    await store.send(.startStubbornTapped)
    await store.send(.cancelBatchTapped)
  }

  @Test func theParentCanCancelItsChildsEffects() async {
    let store = makeDownloads()
    await store.send(.child(.startTimerTapped))
    await store.send(.cancelTimerTapped)
    #expect(clock.sleeperCount == 0)
  }

  @Test func aChildCannotCancelItsParentsEffects() async {
    let store = makeDownloads()
    await store.send(.startTimerTapped)
    await store.send(.child(.cancelTimerTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.log("parent")) { $0.log = ["parent"] }
  }

  @Test func aChildCancelsItsOwnEffects() async {
    let store = makeDownloads()
    await store.send(.child(.startTimerTapped))
    await store.send(.startTimerTapped)
    await store.send(.child(.cancelTimerTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.log("parent")) { $0.log = ["parent"] }
  }

  /// An effect whose work is done ends from its own thread, even while the main actor is
  /// busy: a burst of restarts leaves no finished task waiting there, holding its memory.
  @Test func restartedEffectsEndWhileTheMainActorNeverYields() {
    let store = Store(initialState: Restarter.State()) { Restarter() }
    var tasks: [StoreTask] = []
    for _ in 0..<200 { tasks.append(store.send(.restart)) }
    // Waits on another thread, blocking this one: an effect that needed the main actor to end
    // would never end, and the wait would time out.
    let ended = DispatchSemaphore(value: 0)
    Task.detached { [tasks] in
      for task in tasks { await task.finish() }
      ended.signal()
    }
    #expect(ended.wait(timeout: .now() + 20) == .success)
    #expect(store.root?.runningEffects.isEmpty == true)
    #expect(store.root?.cancellationRegistryCount == 0)
    #expect(tasks.last?.isCancelled == false)
  }

  /// An effect's task may end, on another thread, before the store has recorded it. Such an
  /// effect is never listed, and still cancels the effect it restarts. Here an executor runs
  /// each task as soon as it is made, so the task always ends first.
  @Test func anEffectThatEndsBeforeItIsRecordedIsNeverListedAndStillCancels() async {
    let store = Store(initialState: EarlyEnder.State()) { EarlyEnder() }
    store.root?.effectExecutor = InlineExecutor()
    let waiting = store.send(.wait)
    #expect(store.root?.runningEffects.count == 1)
    let ended = store.send(.endAtOnce)
    #expect(store.root?.runningEffects.isEmpty == true)
    await ended.finish()
    await waiting.finish()
    #expect(waiting.isCancelled)
    #expect(store.root?.runningEffects.isEmpty == true)
    #expect(store.root?.cancellationRegistryCount == 0)
  }

  @Test func downloadsCasePathIsLawful() {
    checkCasePathLaws(\Downloads.Action.AllCasePaths.child, samples: [.fired, .startTimerTapped], otherCases: [.cancelBatchTapped])
  }
}

/// Restarts one effect: with `wait`, one that sleeps until cancelled; with `endAtOnce`, one
/// that ends at once.
private struct EarlyEnder: Reducer {
  struct State {}
  enum Action { case wait, endAtOnce }
  enum CancelID { case work }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .wait:
      .run { _ in try await Task.sleep(for: .seconds(3600)) }.cancellable(id: CancelID.work, cancelInFlight: true)
    case .endAtOnce:
      .run { _ in }.cancellable(id: CancelID.work, cancelInFlight: true)
    }
  }
}

/// Runs each job as soon as it is enqueued, on the thread that enqueues it.
private final class InlineExecutor: TaskExecutor {
  func enqueue(_ job: consuming ExecutorJob) {
    job.runSynchronously(on: asUnownedTaskExecutor())
  }
}

/// Restarts an effect that does nothing, cancelling the one before.
private struct Restarter: Reducer {
  struct State {}
  enum Action { case restart }
  enum CancelID { case work }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { _ in }.cancellable(id: CancelID.work, cancelInFlight: true)
  }
}
