import ComposableArchitecture
import SharedKeyValue
import TerminalUI

/// Two tabs sharing one count kept under the key "sharedStateDemoCount" of the program's
/// key-value store (a SQLite table): the terminal's stand-in for user defaults.
@Reducer
public struct SharedStateUserDefaults {
  public typealias Tab = SharedStateTab

  public struct State: Equatable, Sendable {
    public var currentTab = Tab.counter
    public var counter: CounterTab.State
    public var profile: ProfileTab.State

    /// Both tabs hand in the same shared count, by default the one kept in the key-value
    /// store under "sharedStateDemoCount".
    public init(currentTab: Tab = .counter, count: Shared<Int> = Shared(wrappedValue: 0, .appStorage("sharedStateDemoCount"))) {
      self.currentTab = currentTab
      self.counter = CounterTab.State(count: count)
      self.profile = ProfileTab.State(count: count)
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
      @Shared public var count: Int

      public init(count: Shared<Int>) {
        self._count = count
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
          state.$count.withLock { $0 -= 1 }
          return .none
        case .incrementButtonTapped:
          state.$count.withLock { $0 += 1 }
          return .none
        case .isPrimeButtonTapped:
          state.alert = .primeAnswer(for: state.count)
          return .none
        }
      }
      .ifLet(\.$alert, action: \.alert)
    }
  }

  /// The profile tab: shows the count and resets it.
  @Reducer
  public struct ProfileTab {
    public struct State: Equatable, Sendable {
      @Shared public var count: Int

      public init(count: Shared<Int>) {
        self._count = count
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
          state.$count.withLock { $0 = 0 }
          return .none
        }
      }
    }
  }
}

/// The tab bar, then the counter with its prime question or the profile with the count.
public enum SharedStateUserDefaultsScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: SharedStateUserDefaults.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    let tabs = SharedStateTab.allCases
    frame.render(TabBar(tabs.map(\.rawValue), selection: tabs.firstIndex(of: state.currentTab) ?? 0), in: rows.row(0))
    switch state.currentTab {
    case .counter:
      frame.draw("[-] \(state.counter.count) [+]", in: rows.row(2), style: .bold)
      frame.draw("[p] Is this prime?", in: rows.row(4))
    case .profile:
      frame.draw("Current count: \(state.profile.count)", in: rows.row(2))
      frame.draw("[r] Reset", in: rows.row(4))
    }
    if let error = state.counter.$count.saveError ?? state.counter.$count.loadError {
      frame.render(Paragraph(String(describing: error)), in: Rect(x: rows.x, y: rows.y + 6, width: rows.width, height: 3).intersection(rows))
    }
    if let alert = state.counter.alert {
      frame.render(AlertBox(study: alert), in: area)
    }
  }

  /// The study's keys for `state`: Tab switches tabs, then the selected tab's buttons.
  public static func keyMap(_ state: SharedStateUserDefaults.State) -> KeyMap<SharedStateUserDefaults.Action> {
    if let alert = state.counter.alert {
      return OverlayKeys.alert(alert) { SharedStateUserDefaults.Action.counter(.alert($0)) }
    }
    let other: SharedStateTab = state.currentTab == .counter ? .profile : .counter
    let tab = KeyBinding<SharedStateUserDefaults.Action>(
      [.tab], help: "tabs", send: .selectTab(other))
    switch state.currentTab {
    case .counter:
      return KeyMap([
        KeyBinding([.left, .char("-")], help: "decrement", send: .counter(.decrementButtonTapped)),
        KeyBinding([.right, .char("+")], help: "increment", send: .counter(.incrementButtonTapped)),
        KeyBinding([.char("p")], help: "prime?", send: .counter(.isPrimeButtonTapped)),
        tab,
      ])
    case .profile:
      return KeyMap([KeyBinding([.char("r")], help: "reset", send: .profile(.resetStatsButtonTapped)), tab])
    }
  }
}

extension CaseStudy {
  /// A count shared by two tabs and kept in the key-value store.
  public static let sharedStateKeyValue = CaseStudy(
    id: "shared-user-defaults", name: "User defaults", chapter: .sharedState,
    about: """
      Two tabs share one count in `@Shared(.appStorage("sharedStateDemoCount"))`: a row of \
      the program's SQLite key-value table, this terminal's stand-in for user defaults. \
      Each `withLock` is one transaction that reads the row, changes it and writes it, so \
      the count is there after a restart, and a second `casestudies` running beside this \
      one stays in step: neither loses the other's change, and each shows it within a second.
      """,
    initialState: { SharedStateUserDefaults.State() },
    reducer: { SharedStateUserDefaults() },
    render: SharedStateUserDefaultsScreen.render, keyMap: SharedStateUserDefaultsScreen.keyMap
  )
}
