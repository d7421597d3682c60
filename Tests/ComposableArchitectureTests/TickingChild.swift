import ComposableArchitecture

/// A child with a timer that ticks every second until it is cancelled, identified so a
/// replacement can be told apart: what the tests of children that come and go observe.
struct TickingChild: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var ticks = 0
  }
  enum Action: Equatable {
    case start
    case tick
  }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}
