import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct AnimationsTests {
  @Test func rainbowSetsAColourASecond() async {
    let clock = TestClock()
    let store = TestStore(initialState: Animations.State()) { Animations() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.rainbowButtonTapped)
    await store.receive(\.setColor, .red) { $0.circleColor = .red }
    for color in DotColor.rainbow.dropFirst() {
      await clock.advance(by: .seconds(1))
      await store.receive(\.setColor, color) { $0.circleColor = color }
    }
    await store.finish()
  }

  @Test func resetCancelsTheRainbow() async {
    let clock = TestClock()
    let store = TestStore(initialState: Animations.State()) { Animations() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.rainbowButtonTapped)
    await store.receive(\.setColor, .red) { $0.circleColor = .red }
    await clock.advance(by: .seconds(1))
    await store.receive(\.setColor, .blue) { $0.circleColor = .blue }
    await store.send(.resetButtonTapped) {
      $0.alert = AlertState { TextState("Reset state?") } actions: {
        ButtonState(role: .destructive, action: .send(.resetConfirmationButtonTapped, animation: .default)) {
          TextState("Reset")
        }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(\.alert.resetConfirmationButtonTapped) { $0 = Animations.State() }
    await clock.run()
  }

  @Test func theDotMovesWithinTheGridAndScales() async {
    let store = TestStore(initialState: Animations.State()) { Animations() }
    await store.send(.tapped(GridPoint(x: 3, y: 4))) { $0.circleCenter = GridPoint(x: 3, y: 4) }
    await store.send(.tapped(GridPoint(x: -1, y: 99))) { $0.circleCenter = GridPoint(x: 0, y: 9) }
    await store.send(.circleScaleToggleChanged(true)) { $0.isCircleScaled = true }
  }
}
