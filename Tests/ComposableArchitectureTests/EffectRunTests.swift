import ComposableArchitecture
import Testing

/// A timer that ticks once a second until stopped: the smallest long-living effect.
private struct Ticker: Reducer {
  struct State: Equatable { var ticks = 0; var isRunning = false }
  enum Action: Equatable, CasePathable {
    case start, stop, tick
    struct AllCasePaths: Sendable {
      let tick = AnyCasePath(Action.tick)
    }
    static let allCasePaths = AllCasePaths()
  }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.isRunning = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .stop:
      state.isRunning = false
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

/// A feature that keeps one effect value and returns it more than once, as a feature may
/// keep a `static let` effect.
private struct Repeater: Reducer {
  struct State: Equatable { var pings = 0 }
  enum Action: Equatable { case twice, again, ping }
  static let ping = Effect<Action>.run { send in await send(.ping) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .twice:
      return .merge(Self.ping, Self.ping)
    case .again:
      return Self.ping
    case .ping:
      state.pings += 1
      return .none
    }
  }
}

/// A feature whose effects report the priority their task was started with.
private struct PriorityReporter: Reducer {
  struct State: Equatable { var reported: [TaskPriority?] = [] }
  enum Action: Equatable { case start(TaskPriority?), startWithoutPriority, reported(TaskPriority?) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .start(priority):
      return .run(priority: priority) { send in await send(.reported(Task.basePriority)) }
    case .startWithoutPriority:
      return .run { send in await send(.reported(Task.basePriority)) }
    case let .reported(priority):
      state.reported.append(priority)
      return .none
    }
  }
}

/// A feature whose effects report the name of the task they run in.
@Reducer
private struct NameReporter {
  struct State: Equatable { var names: [String?] = [] }
  enum Action: Equatable { case start(String?), startMapped, child(Child), reported(String?) }
  enum Child: Equatable { case reported(String?) }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .start(name):
        return report(name: name)
      case .startMapped:
        // A name survives the effect being mapped to a parent's actions and made cancellable.
        return Effect<Child>.run(name: "child") { send in await send(.reported(Task.name)) }
          .map(Action.child)
          .cancellable(id: "named")
      case let .reported(name), let .child(.reported(name)):
        state.names.append(name)
        return .none
      }
    }
  }

  private func report(name: String?) -> EffectOf<Self> {
    .run(name: name) { send in await send(.reported(Task.name)) }
  }
}

@MainActor
struct EffectRunTests {
  @Test func anEffectsTaskHasTheNameGivenToRun() async {
    let store = TestStore(initialState: NameReporter.State()) { NameReporter() }
    await store.send(.start("search"))
    await store.receive(.reported("search")) { $0.names = ["search"] }
    await store.send(.start(nil))
    await store.receive(.reported(nil)) { $0.names = ["search", nil] }
    await store.send(.startMapped)
    await store.receive(.child(.reported("child"))) { $0.names = ["search", nil, "child"] }
    let live = Store(initialState: NameReporter.State()) { NameReporter() }
    await live.send(.start("live")).finish()
    #expect(live.state.names == ["live"])
  }

  /// An effect's task runs at the priority given to `.run`; with nil or without one, at the
  /// priority a task made at the same place gets.
  @Test func anEffectRunsAtItsPriority() async {
    let store = Store(initialState: PriorityReporter.State()) { PriorityReporter() }
    await store.send(.start(.low)).finish()
    await store.send(.start(.high)).finish()
    await store.send(.start(nil)).finish()
    await store.send(.startWithoutPriority).finish()
    let inherited = await Task { @concurrent in Task.basePriority }.value
    #expect(store.state.reported == [.low, .high, inherited, inherited])
  }

  /// The same in a test store, whose effects run on its own executor.
  @Test func anEffectRunsAtItsPriorityInATestStore() async {
    let store = TestStore(initialState: PriorityReporter.State()) { PriorityReporter() }
    await store.send(.start(.background))
    await store.receive(.reported(.background)) { $0.reported = [.background] }
    await store.send(.start(.userInitiated))
    await store.receive(.reported(.userInitiated)) { $0.reported = [.background, .userInitiated] }
  }

  /// An effect is a value: starting the same one twice at once, and again later, runs it
  /// each time, and each run ends on its own.
  @Test func oneEffectValueStartedTwiceRunsTwice() async {
    let store = TestStore(initialState: Repeater.State()) { Repeater() }
    await store.send(.twice)
    await store.receive(.ping) { $0.pings = 1 }
    await store.receive(.ping) { $0.pings = 2 }
    await store.send(.again)
    await store.receive(.ping) { $0.pings = 3 }
    await store.finish()
  }

  @Test func timerTicksOnTestClockAndStops() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State()) { Ticker() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.start) { $0.isRunning = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await clock.advance(by: .seconds(2))
    await store.receive(\.tick) { $0.ticks = 2 }
    await store.receive(.tick) { $0.ticks = 3 }
    await store.send(.stop) { $0.isRunning = false }
    await store.finish()
  }
}
