import ComposableArchitecture
import TerminalUI

/// Introducing effects: a counter whose decrement below zero schedules a delayed increment,
/// and a button fetching a fact about the count.
@Reducer
public struct EffectsBasics {
  public struct State: Equatable, Sendable {
    public var count = 0
    public var isNumberFactRequestInFlight = false
    public var numberFact: String?
    public init(count: Int = 0) { self.count = count }
  }

  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case decrementDelayResponse
    case incrementButtonTapped
    case numberFactButtonTapped
    case numberFactResponse(Result<String, FactClient.Failure>)
  }

  enum CancelID { case delay }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.factClient) var factClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        state.numberFact = nil
        // Return an effect that re-increments the count after a second if it is still negative.
        return state.count >= 0
          ? .none
          : .run { [clock] send in
            try await clock.sleep(for: .seconds(1))
            await send(.decrementDelayResponse)
          }
          .cancellable(id: CancelID.delay)
      case .decrementDelayResponse:
        if state.count < 0 { state.count += 1 }
        return .none
      case .incrementButtonTapped:
        state.count += 1
        state.numberFact = nil
        return state.count >= 0 ? .cancel(id: CancelID.delay) : .none
      case .numberFactButtonTapped:
        state.isNumberFactRequestInFlight = true
        state.numberFact = nil
        return .run { [count = state.count, factClient] send in
          await send(.numberFactResponse(await fetchFact(factClient, count)))
        }
      case .numberFactResponse(.success(let fact)):
        state.isNumberFactRequestInFlight = false
        state.numberFact = fact
        return .none
      case .numberFactResponse(.failure):
        // Failing just ends the request; the screen shows no fact.
        state.isNumberFactRequestInFlight = false
        return .none
      }
    }
  }
}

/// Fetches a fact as a `Result`, any error as a `FactClient.Failure` (cancellation too: the
/// effect that asked is gone then, and sends nothing).
func fetchFact(_ client: FactClient, _ number: Int) async -> Result<String, FactClient.Failure> {
  do {
    return .success(try await client.fetch(number))
  } catch let failure as FactClient.Failure {
    return .failure(failure)
  } catch {
    return .failure(FactClient.Failure("\(error)"))
  }
}

/// The counter, the fact button and the fact (or a spinner line while it is on its way).
public enum EffectsBasicsScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: EffectsBasics.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    frame.render(CounterControl(count: state.count), in: rows.row(0))
    frame.draw("[f] Number fact", in: rows.row(2))
    if state.isNumberFactRequestInFlight {
      frame.draw("Fetching a fact…", in: rows.row(4), style: .dim)
    } else if let fact = state.numberFact {
      frame.render(Paragraph(fact), in: rows.split(top: 4).rest)
    }
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: EffectsBasics.State) -> KeyMap<EffectsBasics.Action> {
    KeyMap([
      KeyBinding([.left, .char("-")], help: "decrement", send: .decrementButtonTapped),
      KeyBinding([.right, .char("+")], help: "increment", send: .incrementButtonTapped),
      KeyBinding([.char("f")], help: "number fact", send: .numberFactButtonTapped),
    ])
  }
}

extension CaseStudy {
  /// Effects: a delayed increment and a fetched fact.
  public static let effectsBasics = CaseStudy(
    id: "effects-basics", name: "Basics", chapter: .effects,
    about: """
      A reducer returns an _effect_ for work outside it: here, a decrement below zero \
      schedules an increment one second later (`clock.sleep`), and incrementing back to zero \
      cancels it (`.cancel(id:)`). *Number fact* runs `factClient.fetch` and feeds its answer \
      back as an action. Effects are values: tests run them on a test clock.
      """,
    initialState: { EffectsBasics.State() }, reducer: { EffectsBasics() },
    render: EffectsBasicsScreen.render, keyMap: EffectsBasicsScreen.keyMap
  )
}
