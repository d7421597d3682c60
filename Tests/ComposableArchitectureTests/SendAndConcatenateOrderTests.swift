import ComposableArchitecture
import Testing

/// Logs every action; `.start` mixes a run effect with synchronous sends, `.mixed`
/// concatenates sends around a run that waits on a clock.
private struct Sequencer: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable {
    case b1, b2, b3
    case fromRun
    case mixed
    case start
    case startNested
  }
  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.log.append("\(action)")
    switch action {
    case .b1, .b2, .b3, .fromRun:
      return .none
    case .mixed:
      return .concatenate(
        .send(.b1),
        .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.fromRun)
        },
        .send(.b3)
      )
    case .start:
      return .merge(
        .run { send in await send(.fromRun) },
        .concatenate(.send(.b2), .send(.b3))
      )
    case .startNested:
      return .concatenate(.merge(.send(.b1), .concatenate(.send(.b2), .none)), .send(.b3))
    }
  }
}

@MainActor
struct SendAndConcatenateOrderTests {
  let clock = TestClock()

  @Test func concatenatedSendsAreReducedBeforeSendReturns() {
    let store = Store(initialState: Sequencer.State()) { Sequencer(clock: clock) }
    store.send(.startNested)
    #expect(store.state.log == ["startNested", "b1", "b2", "b3"])
  }

  @Test func concatenatedSendsComeBeforeAnyActionOfAnotherEffect() async {
    let store = Store(initialState: Sequencer.State()) { Sequencer(clock: clock) }
    let task = store.send(.start)
    #expect(store.state.log == ["start", "b2", "b3"])
    await task.finish()
    #expect(store.state.log == ["start", "b2", "b3", "fromRun"])
  }

  @Test func testStoreReceivesConcatenatedSendsFirst() async {
    let store = TestStore(initialState: Sequencer.State()) { Sequencer(clock: clock) }
    await store.send(.start) { $0.log = ["start"] }
    await store.receive(.b2) { $0.log.append("b2") }
    await store.receive(.b3) { $0.log.append("b3") }
    await store.receive(.fromRun) { $0.log.append("fromRun") }
  }

  @Test func partsAfterARunWaitForItToFinish() async {
    let store = TestStore(initialState: Sequencer.State()) { Sequencer(clock: clock) }
    await store.send(.mixed) { $0.log = ["mixed"] }
    await store.receive(.b1) { $0.log.append("b1") }
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .seconds(1))
    await store.receive(.fromRun) { $0.log.append("fromRun") }
    await store.receive(.b3) { $0.log.append("b3") }
  }

  @Test func theTaskOfASendWaitsForTheWholeConcatenation() async {
    let store = Store(initialState: Sequencer.State()) { Sequencer(clock: clock) }
    let task = store.send(.mixed)
    #expect(store.state.log == ["mixed", "b1"])
    while clock.sleeperCount == 0 { await Task.yield() }
    await clock.advance(by: .seconds(1))
    await task.finish()
    #expect(store.state.log == ["mixed", "b1", "fromRun", "b3"])
  }
}
