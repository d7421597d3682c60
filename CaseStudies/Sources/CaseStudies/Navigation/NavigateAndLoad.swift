import ComposableArchitecture
import TerminalUI

/// Navigating at once and loading the next screen's state after: the page opens on a
/// loading notice, the counter arrives a second later, and going back before then cancels
/// the load.
@Reducer
public struct NavigateAndLoad {
  public struct State: Equatable, Sendable {
    public var isNavigationActive = false
    public var optionalCounter: Counter.State?

    public init(isNavigationActive: Bool = false, optionalCounter: Counter.State? = nil) {
      self.isNavigationActive = isNavigationActive
      self.optionalCounter = optionalCounter
    }
  }

  public enum Action: Equatable, Sendable {
    case optionalCounter(Counter.Action)
    case setNavigation(isActive: Bool)
    case setNavigationIsActiveDelayCompleted
  }

  enum CancelID { case load }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .optionalCounter:
        return .none
      case .setNavigation(isActive: true):
        state.isNavigationActive = true
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.setNavigationIsActiveDelayCompleted)
        }
        .cancellable(id: CancelID.load)
      case .setNavigation(isActive: false):
        state.isNavigationActive = false
        state.optionalCounter = nil
        return .cancel(id: CancelID.load)
      case .setNavigationIsActiveDelayCompleted:
        state.optionalCounter = Counter.State()
        return .none
      }
    }
    .ifLet(\.optionalCounter, action: \.optionalCounter) { Counter() }
  }
}

/// The link to the counter page; on the page, the loading notice and then the counter.
public enum NavigateAndLoadScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: NavigateAndLoad.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    guard state.isNavigationActive else {
      frame.draw("[l] Load optional counter  ›", in: rows.row(0))
      return
    }
    frame.draw("Optional counter", in: rows.row(0), style: .bold)
    if let counter = state.optionalCounter {
      frame.render(CounterControl(count: counter.count), in: rows.row(2))
    } else {
      frame.draw("Loading…", in: rows.row(2))
    }
  }

  /// The study's keys for `state`: on the counter page, Esc comes back to the link.
  public static func keyMap(_ state: NavigateAndLoad.State) -> KeyMap<NavigateAndLoad.Action> {
    guard state.isNavigationActive else {
      return KeyMap([KeyBinding([.char("l"), .enter], help: "load counter", send: .setNavigation(isActive: true))])
    }
    let isLoaded = state.optionalCounter != nil
    return KeyMap([
      KeyBinding([.left, .char("-")], help: "decrement", send: .optionalCounter(.decrementButtonTapped), isEnabled: isLoaded),
      KeyBinding([.right, .char("+")], help: "increment", send: .optionalCounter(.incrementButtonTapped), isEnabled: isLoaded),
      KeyBinding([.escape], help: "back to the link", send: .setNavigation(isActive: false)),
    ])
  }
}

extension CaseStudy {
  /// Navigating first, loading after.
  public static let navigateAndLoad = CaseStudy(
    id: "navigate-and-load", name: "Navigate and load", chapter: .navigation,
    about: """
      Navigation is state: `isNavigationActive` opens the counter page at once, and an \
      effect on the clock loads the page's `optionalCounter` a second later. Going back \
      before then cancels the load (`.cancel(id:)`), so a late counter never lands.
      """,
    initialState: { NavigateAndLoad.State() }, reducer: { NavigateAndLoad() },
    render: NavigateAndLoadScreen.render, keyMap: NavigateAndLoadScreen.keyMap
  )
}
