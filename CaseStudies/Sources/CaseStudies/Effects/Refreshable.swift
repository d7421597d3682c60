import ComposableArchitecture
import TerminalUI

/// Awaiting an action's effects, as pull-to-refresh does: refreshing fetches a fact for the
/// count, and Cancel shows while it runs.
@Reducer
public struct Refreshable {
  public struct State: Equatable, Sendable {
    public var count = 0
    public var fact: String?
    public init(count: Int = 0, fact: String? = nil) {
      self.count = count
      self.fact = fact
    }
  }

  public enum Action: Equatable, Sendable {
    case cancelButtonTapped
    case decrementButtonTapped
    case factResponse(Result<String, FactClient.Failure>)
    case incrementButtonTapped
    case refresh
  }

  enum CancelID { case factRequest }

  @Dependency(\.factClient) var factClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        return .cancel(id: CancelID.factRequest)
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .factResponse(.success(let fact)):
        state.fact = fact
        return .none
      case .factResponse(.failure):
        // Failing changes nothing the screen shows.
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .refresh:
        state.fact = nil
        return .run { [count = state.count, factClient] send in
          await send(.factResponse(await fetchFact(factClient, count)))
        }
        .cancellable(id: CancelID.factRequest)
      }
    }
  }
}

/// The study as the terminal runs it: the feature, and whether a refresh is running. SwiftUI
/// keeps that flag in the view while it awaits `send(.refresh)`; a terminal screen is drawn
/// from state alone, so it lives here, beside the feature, which stays the reference's.
@Reducer
public struct RefreshableTerminal {
  public struct State: Equatable, Sendable {
    public var feature: Refreshable.State
    /// Whether a refresh is running: set by `refresh`, cleared by its answer or Cancel.
    public var isLoading: Bool

    public init(feature: Refreshable.State = Refreshable.State(), isLoading: Bool = false) {
      self.feature = feature
      self.isLoading = isLoading
    }
  }

  public enum Action: Equatable, Sendable {
    case feature(Refreshable.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .feature(.refresh):
        state.isLoading = true
        return .none
      case .feature(.cancelButtonTapped), .feature(.factResponse):
        state.isLoading = false
        return .none
      case .feature:
        return .none
      }
    }
    Scope(\.feature, action: \.feature) { Refreshable() }
  }
}

/// The counter, the fact, and the refresh line (with Cancel while loading).
public enum RefreshableScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: RefreshableTerminal.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    frame.render(CounterControl(count: state.feature.count), in: rows.row(0))
    frame.draw(state.isLoading ? "Refreshing…   [c] Cancel" : "[r] Refresh", in: rows.row(2), style: state.isLoading ? .dim : .plain)
    if let fact = state.feature.fact {
      frame.render(Paragraph(fact), in: rows.split(top: 4).rest)
    }
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: RefreshableTerminal.State) -> KeyMap<RefreshableTerminal.Action> {
    KeyMap<Refreshable.Action>([
      KeyBinding([.left, .char("-")], help: "decrement", send: .decrementButtonTapped),
      KeyBinding([.right, .char("+")], help: "increment", send: .incrementButtonTapped),
      KeyBinding([.char("r")], help: "refresh", send: .refresh, isEnabled: !state.isLoading),
      KeyBinding([.char("c")], help: "cancel", send: .cancelButtonTapped, isEnabled: state.isLoading),
    ])
    .map(RefreshableTerminal.Action.feature)
  }
}

extension CaseStudy {
  /// Refreshing and cancelling.
  public static let refreshable = CaseStudy(
    id: "refreshable", name: "Refreshable", chapter: .effects,
    about: """
      Refreshing as pull-to-refresh does: *r* fetches a fact for the count, as a cancellable \
      effect, and *Cancel* shows only while it runs. In SwiftUI the view awaits the send's \
      effects (`await store.send(.refresh).finish()`) to know when to hide the spinner.
      """,
    initialState: { RefreshableTerminal.State() }, reducer: { RefreshableTerminal() },
    render: RefreshableScreen.render, keyMap: RefreshableScreen.keyMap
  )
}
