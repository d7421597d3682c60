import ComposableArchitecture
import TerminalUI

/// Two tabs, a counter and a profile, holding one shared `Stats`: a change made in either is
/// seen by the other at once. The in-memory and file-storage studies differ only in the key
/// the stats are kept under.
@Reducer
public struct SharedStateStats {
  /// The two tabs.
  public enum Tab: String, CaseIterable, Equatable, Sendable {
    case counter = "Counter", profile = "Profile"
  }

  public struct State: Equatable, Sendable {
    public var currentTab = Tab.counter
    public var counter: CounterTab.State
    public var profile: ProfileTab.State

    /// Both tabs hand in the same shared stats.
    public init(currentTab: Tab = .counter, stats: Shared<Stats>) {
      self.currentTab = currentTab
      self.counter = CounterTab.State(stats: stats)
      self.profile = ProfileTab.State(stats: stats)
    }
  }

  public enum Action: Equatable, Sendable {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
    case selectTab(Tab)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) { CounterTab() }
    Scope(\.profile, action: \.profile) { ProfileTab() }
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

  /// The counter tab: changes the count and asks whether it is prime.
  @Reducer
  public struct CounterTab {
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
          state.alert = AlertState { TextState(isPrime(count) ? "\(count) is prime" : "\(count) is not prime") }
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  /// The profile tab: shows every statistic and resets them.
  @Reducer
  public struct ProfileTab {
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
}

/// The tab bar, then the selected tab: the counter with its prime question, or the profile
/// with all the statistics.
public enum SharedStateStatsScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: SharedStateStats.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    let tabs = SharedStateStats.Tab.allCases
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
  public static func keyMap(_ state: SharedStateStats.State) -> KeyMap<SharedStateStats.Action> {
    if let alert = state.counter.alert {
      return OverlayKeys.alert(alert) { SharedStateStats.Action.counter(.alert($0)) }
    }
    let other: SharedStateStats.Tab = state.currentTab == .counter ? .profile : .counter
    let tab = KeyBinding<SharedStateStats.Action>([.tab], help: "tabs", send: .selectTab(other))
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
    initialState: { SharedStateStats.State(stats: Shared(wrappedValue: Stats(), .inMemory("stats"))) },
    reducer: { SharedStateStats() },
    render: SharedStateStatsScreen.render, keyMap: SharedStateStatsScreen.keyMap
  )
}
