import ComposableArchitecture

/// A number and two buttons: the smallest whole feature. The state is what the screen shows,
/// each action is something the user did, and the body is the only place the state changes.
@Reducer
public struct CounterFeature {
  public struct State: Equatable, Sendable {
    public var count: Int

    public init(count: Int = 0) {
      self.count = count
    }
  }

  public enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case incrementButtonTapped
    case resetButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none

      case .resetButtonTapped:
        state.count = 0
        return .none
      }
    }
  }
}
