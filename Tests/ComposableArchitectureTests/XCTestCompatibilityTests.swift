import ComposableArchitecture
import XCTest

/// TestStore works from XCTest as well as from Swift Testing.
final class XCTestCompatibilityTests: XCTestCase {
  private struct Tally: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case increment, incrementLater, incremented }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .increment, .incremented:
        state.count += 1
        return .none
      case .incrementLater:
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.incremented)
        }
      }
    }
  }

  @MainActor
  func testSendAndReceiveOnATestClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: Tally.State()) { Tally() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.increment) { $0.count = 1 }
    await store.send(.incrementLater)
    await clock.advance(by: .seconds(1))
    await store.receive(.incremented) { $0.count = 2 }
    XCTAssertEqual(store.state.count, 2)
  }

  @MainActor
  func testFailuresAreReportedWithTheDiff() async {
    let issues = await IssueReporters.capture {
      let store = TestStore(initialState: Tally.State()) { Tally() }
      await store.send(.increment) { $0.count = 5 }
    }
    XCTAssertEqual(issues.count, 1)
    XCTAssertTrue(issues.first?.message.contains("-   count: 5\n+   count: 1") == true)
  }
}
