import ComposableArchitecture
import TerminalUI

/// Awaiting an action's effects, as pull-to-refresh does: refreshing fetches a fact for the
/// count, and Cancel shows while it runs.
@Reducer
public struct Refreshable {
  public struct State: Equatable, Sendable {
    public var count = 0
    public var fact: String?
    /// Whether a refresh is running; SwiftUI keeps it in the view while it awaits the send.
    public var isLoading = false
    public init() {}
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
        state.isLoading = false
        return .cancel(id: CancelID.factRequest)
      case .decrementButtonTapped:
        state.count -= 1
        return .none
      case .factResponse(.success(let fact)):
        state.fact = fact
        state.isLoading = false
        return .none
      case .factResponse(.failure):
        // Failing changes nothing the screen shows.
        state.isLoading = false
        return .none
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .refresh:
        state.fact = nil
        state.isLoading = true
        return .run { [count = state.count, factClient] send in
          await send(.factResponse(await fetchFact(factClient, count)))
        }
        .cancellable(id: CancelID.factRequest)
      }
    }
  }
}

/// The counter, the fact, and the refresh line (with Cancel while loading).
public enum RefreshableScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: Refreshable.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    frame.render(CounterControl(count: state.count), in: rows.row(0))
    frame.draw(state.isLoading ? "Refreshing…   [c] Cancel" : "[r] Refresh", in: rows.row(2), style: state.isLoading ? .dim : .plain)
    if let fact = state.fact {
      frame.render(Paragraph(fact), in: rows.split(top: 4).rest)
    }
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: Refreshable.State) -> KeyMap<Refreshable.Action> {
    KeyMap([
      KeyBinding([.left, .char("-")], help: "decrement", send: .decrementButtonTapped),
      KeyBinding([.right, .char("+")], help: "increment", send: .incrementButtonTapped),
      KeyBinding([.char("r")], help: "refresh", send: .refresh, isEnabled: !state.isLoading),
      KeyBinding([.char("c")], help: "cancel", send: .cancelButtonTapped, isEnabled: state.isLoading),
    ])
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
    initialState: { Refreshable.State() }, reducer: { Refreshable() },
    render: RefreshableScreen.render, keyMap: RefreshableScreen.keyMap
  )
}
