import ComposableArchitecture
import TerminalUI

/// The two tabs of the shared-state studies.
public enum SharedStateTab: String, CaseIterable, Equatable, Sendable {
  case counter = "Counter", profile = "Profile"
}

/// Where a stats study keeps its `Stats`: the one thing the in-memory and file-storage
/// studies differ in.
public protocol StatsStorage: Sendable {
  /// The stats both tabs of a newly opened study share.
  static func stats() -> Shared<Stats>
}

/// The stats kept in memory, under the name "stats", for as long as the program runs.
public enum InMemoryStats: StatsStorage {
  public static func stats() -> Shared<Stats> { Shared(wrappedValue: Stats(), .inMemory("stats")) }
}

/// Two tabs sharing stats kept in memory, as the reference's study of that name.
public typealias SharedStateInMemory = SharedStateStats<InMemoryStats>

/// Two tabs, a counter and a profile, holding one shared `Stats`: a change made in either is
/// seen by the other at once. The studies differ only in the `Storage` the stats are kept in.
@Reducer
public struct SharedStateStats<Storage: StatsStorage> {
  public typealias Tab = SharedStateTab

  public struct State: Equatable, Sendable {
    public var currentTab = Tab.counter
    public var counter: StatsCounterTab.State
    public var profile: StatsProfileTab.State

    /// Both tabs hand in the same shared stats, by default the storage's.
    public init(currentTab: Tab = .counter, stats: Shared<Stats> = Storage.stats()) {
      self.currentTab = currentTab
      self.counter = StatsCounterTab.State(stats: stats)
      self.profile = StatsProfileTab.State(stats: stats)
    }
  }

  public enum Action: Equatable, Sendable {
    case counter(StatsCounterTab.Action)
    case profile(StatsProfileTab.Action)
    case selectTab(Tab)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) { StatsCounterTab() }
    Scope(\.profile, action: \.profile) { StatsProfileTab() }
    Reduce { state, action in
      switch action {
      case .counter, .profile:
        return .none
      case let .selectTab(tab):
        state.currentTab = tab
        return .none
      }
    }
  }
}

/// The counter tab of the stats studies: changes the count and asks whether it is prime.
@Reducer
public struct StatsCounterTab {
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    @Shared public var stats: Stats

    public init(stats: Shared<Stats>) {
      self._stats = stats
    }
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case decrementButtonTapped
    case incrementButtonTapped
    case isPrimeButtonTapped

    /// The prime alert has only its OK button.
    @CasePathable
    public enum Alert: Equatable, Sendable {}
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none
      case .decrementButtonTapped:
        state.$stats.withLock { $0.decrement() }
        return .none
      case .incrementButtonTapped:
        state.$stats.withLock { $0.increment() }
        return .none
      case .isPrimeButtonTapped:
        let count = state.stats.count
        state.alert = .primeAnswer(for: count)
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

/// The profile tab of the stats studies: shows every statistic and resets them.
@Reducer
public struct StatsProfileTab {
  public struct State: Equatable, Sendable {
    @Shared public var stats: Stats

    public init(stats: Shared<Stats>) {
      self._stats = stats
    }
  }

  public enum Action: Equatable, Sendable {
    case resetStatsButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .resetStatsButtonTapped:
        state.$stats.withLock { $0 = Stats() }
        return .none
      }
    }
  }
}

/// The tab bar, then the selected tab: the counter with its prime question, or the profile
/// with all the statistics.
public enum SharedStateStatsScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render<Storage>(_ state: SharedStateStats<Storage>.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    let tabs = SharedStateTab.allCases
    frame.render(TabBar(tabs.map(\.rawValue), selection: tabs.firstIndex(of: state.currentTab) ?? 0), in: rows.row(0))
    let stats = state.counter.stats
    switch state.currentTab {
    case .counter:
      frame.draw("[-] \(stats.count) [+]", in: rows.row(2), style: .bold)
      frame.draw("[p] Is this prime?", in: rows.row(4))
    case .profile:
      frame.draw("Current count: \(stats.count)", in: rows.row(2))
      frame.draw("Max count: \(stats.maxCount)", in: rows.row(3))
      frame.draw("Min count: \(stats.minCount)", in: rows.row(4))
      frame.draw("Total number of count events: \(stats.numberOfCounts)", in: rows.row(5))
      frame.draw("[r] Reset", in: rows.row(7))
    }
    if let error = state.counter.$stats.saveError ?? state.counter.$stats.loadError {
      frame.render(Paragraph(String(describing: error)), in: Rect(x: rows.x, y: rows.y + 9, width: rows.width, height: 4).intersection(rows))
    }
    if let alert = state.counter.alert {
      frame.render(AlertBox(study: alert), in: area)
    }
  }

  /// The study's keys for `state`: Tab switches tabs, then the selected tab's buttons.
  public static func keyMap<Storage>(_ state: SharedStateStats<Storage>.State) -> KeyMap<SharedStateStats<Storage>.Action> {
    if let alert = state.counter.alert {
      return OverlayKeys.alert(alert) { SharedStateStats<Storage>.Action.counter(.alert($0)) }
    }
    let other: SharedStateTab = state.currentTab == .counter ? .profile : .counter
    let tab = KeyBinding<SharedStateStats<Storage>.Action>([.tab], help: "tabs", send: .selectTab(other))
    switch state.currentTab {
    case .counter:
      return KeyMap([
        KeyBinding([.left, .char("-")], help: "decrement", send: .counter(.decrementButtonTapped)),
        KeyBinding([.right, .char("+")], help: "increment", send: .counter(.incrementButtonTapped)),
        KeyBinding([.char("p")], help: "prime?", send: .counter(.isPrimeButtonTapped)),
        tab,
      ])
    case .profile:
      return KeyMap([
        KeyBinding([.char("r")], help: "reset", send: .profile(.resetStatsButtonTapped)),
        tab,
      ])
    }
  }
}

extension CaseStudy {
  /// Two tabs sharing stats kept in memory.
  public static let sharedStateInMemory = CaseStudy(
    id: "shared-in-memory", name: "In memory", chapter: .sharedState,
    about: """
      Two tabs hold the same `@Shared(.inMemory("stats"))` value: a change made through \
      `withLock` in the Counter tab is seen by the Profile tab at once, and the other way \
      round. The value lives as long as the program.
      """,
    initialState: { SharedStateInMemory.State() },
    reducer: { SharedStateInMemory() },
    render: SharedStateStatsScreen.render, keyMap: SharedStateStatsScreen.keyMap
  )
}
