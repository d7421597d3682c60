import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct TimersTests {
  @Test func startTicksAndStopCancels() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) { Timers() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = true }
    await clock.advance(by: .seconds(1))
    await store.receive(\.timerTicked) { $0.secondsElapsed = 1 }
    await clock.advance(by: .seconds(5))
    for second in 2...6 {
      await store.receive(\.timerTicked) { $0.secondsElapsed = second }
    }
    await store.send(.toggleTimerButtonTapped) { $0.isTimerActive = false }
  }

  @Test func leavingTheScreenCancelsTheTimer() async {
    let clock = TestClock()
    let store = TestStore(initialState: Catalogue.State(opening: "timers")!) { Catalogue() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.study(StudyAction(Timers.Action.toggleTimerButtonTapped))) {
      $0.open?.modify(Timers.State.self) { $0.isTimerActive = true }
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.study(StudyAction(Timers.Action.timerTicked))) {
      $0.open?.modify(Timers.State.self) { $0.secondsElapsed = 1 }
    }
    await store.send(.backButtonTapped) { $0.open = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func theRingShowsTheHandAtTheSeconds() {
    #expect(TimersScreen.ring(second: 0).hasPrefix("|    ·    ·"))
    #expect(TimersScreen.ring(second: 7).hasPrefix("·    · |  ·"))
    #expect(TimersScreen.ring(second: 7).count == 60)
  }
}
