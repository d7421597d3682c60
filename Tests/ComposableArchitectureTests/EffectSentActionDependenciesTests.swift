import ComposableArchitecture
import Testing

private enum SpeakerKey: DependencyKey {
  static let liveValue = "live"
  static let testValue = "test"
}

extension DependencyValues {
  fileprivate var speaker: String {
    get { self[SpeakerKey.self] }
    set { self[SpeakerKey.self] = newValue }
  }
}

/// Starts an effect under an override of its own; the action the effect sends back records
/// the speaker the reducer sees.
private struct Echo: Reducer {
  struct State: Equatable { var heard: [String] = [] }
  enum Action: Equatable {
    case record
    case start
  }
  @Dependency(\.speaker) var speaker

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .record:
      state.heard.append(speaker)
      return .none
    case .start:
      return withDependencies {
        $0.speaker = "effect"
      } operation: {
        .run { send in await send(.record) }
      }
    }
  }
}

@MainActor
struct EffectSentActionDependenciesTests {
  @Test func aStoreWithoutOverridesReducesEffectActionsWithItsOwnDependencies() async {
    let store = Store(initialState: Echo.State()) { Echo() }
    await store.send(.start).finish()
    #expect(store.state.heard == ["test"])
  }

  @Test func aStoreWithOverridesReducesEffectActionsWithThem() async {
    let store = Store(initialState: Echo.State()) { Echo() } withDependencies: { $0.speaker = "store" }
    await store.send(.start).finish()
    #expect(store.state.heard == ["store"])
  }

  @Test func testStoreAgreesWithStore() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await store.send(.start)
    await store.receive(.record) { $0.heard = ["test"] }
  }
}
