import ComposableArchitecture
import TerminalUI

/// Cancelling in-flight work: a fact request that Cancel, or any change of the count, stops.
@Reducer
public struct EffectsCancellation {
  public struct State: Equatable, Sendable {
    public var count = 0
    public var currentFact: String?
    public var isFactRequestInFlight = false
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case cancelButtonTapped
    case stepperChanged(Int)
    case factButtonTapped
    case factResponse(Result<String, FactClient.Failure>)
  }

  enum CancelID { case factRequest }

  @Dependency(\.factClient) var factClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelButtonTapped:
        state.isFactRequestInFlight = false
        return .cancel(id: CancelID.factRequest)
      case .stepperChanged(let value):
        state.count = value
        state.currentFact = nil
        state.isFactRequestInFlight = false
        return .cancel(id: CancelID.factRequest)
      case .factButtonTapped:
        state.currentFact = nil
        state.isFactRequestInFlight = true
        return .run { [count = state.count, factClient] send in
          await send(.factResponse(await fetchFact(factClient, count)))
        }
        .cancellable(id: CancelID.factRequest)
      case .factResponse(.success(let fact)):
        state.currentFact = fact
        state.isFactRequestInFlight = false
        return .none
      case .factResponse(.failure):
        state.isFactRequestInFlight = false
        return .none
      }
    }
  }
}

/// The stepper, the fact button (Cancel while in flight) and the fact.
public enum EffectsCancellationScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: EffectsCancellation.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    frame.draw("Count     \(state.count) [-][+]", in: rows.row(0))
    if state.isFactRequestInFlight {
      frame.draw("[c] Cancel   Fetching a fact…", in: rows.row(2))
    } else {
      frame.draw("[f] Number fact", in: rows.row(2))
    }
    if let fact = state.currentFact {
      frame.render(Paragraph(fact), in: rows.split(top: 4).rest)
    }
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: EffectsCancellation.State) -> KeyMap<EffectsCancellation.Action> {
    KeyMap([
      KeyBinding([.left, .char("-")], help: "decrement", send: .stepperChanged(state.count - 1)),
      KeyBinding([.right, .char("+")], help: "increment", send: .stepperChanged(state.count + 1)),
      KeyBinding([.char("f")], help: "number fact", send: .factButtonTapped, isEnabled: !state.isFactRequestInFlight),
      KeyBinding([.char("c")], help: "cancel", send: .cancelButtonTapped, isEnabled: state.isFactRequestInFlight),
    ])
  }
}

extension CaseStudy {
  /// Cancelling an effect.
  public static let effectsCancellation = CaseStudy(
    id: "effects-cancellation", name: "Cancellation", chapter: .effects,
    about: """
      Cancelling work in flight. The fact request is marked `.cancellable(id:)`; *Cancel* \
      returns `.cancel(id:)`, and so does any change of the count, so a fact never arrives for \
      a number no longer shown.
      """,
    initialState: { EffectsCancellation.State() }, reducer: { EffectsCancellation() },
    render: EffectsCancellationScreen.render, keyMap: EffectsCancellationScreen.keyMap
  )
}
