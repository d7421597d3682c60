import ComposableArchitecture
import TerminalUI
import Testing
import TutorialChapter1

/// Chapter 1: every action changes the state as the test says, and nothing else changes.
@MainActor
struct CounterFeatureTests {
  @Test func incrementAndDecrement() async {
    let store = TestStore(initialState: CounterFeature.State()) {
      CounterFeature()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
    await store.send(.decrementButtonTapped) {
      $0.count = -1
    }
  }

  @Test func resetGoesBackToZero() async {
    let store = TestStore(initialState: CounterFeature.State(count: 41)) {
      CounterFeature()
    }
    await store.send(.resetButtonTapped) {
      $0.count = 0
    }
  }
}

/// Chapter 1's screen, as whole frames, and its keys as actions.
struct CounterScreenTests {
  func frame(_ state: CounterFeature.State) -> String {
    var frame = Frame(width: 60, height: 7)
    CounterScreen.render(state, into: &frame)
    return frame.text
  }

  let rule = String(repeating: "─", count: 60)

  @Test func theCountInTheMiddle() {
    #expect(frame(CounterFeature.State(count: 3)) == """
       Counter
      \(rule)

                                   3
      \(rule)

       +/= increment  - decrement  0 reset  q quit
      """)
  }

  /// At zero there is nothing to reset, so the key does nothing and its hint is gone.
  @Test func atZeroResetIsNotOffered() {
    #expect(frame(CounterFeature.State()).hasSuffix(" +/= increment  - decrement  q quit"))
    #expect(CounterScreen.keyMap(CounterFeature.State()).command(for: .character("0")) == nil)
  }

  @Test func keysSendTheFeaturesActions() {
    func sent(_ key: Key) -> CounterFeature.Action? {
      if case let .send(action)? = CounterScreen.keyMap(CounterFeature.State(count: 2)).command(for: key) { action } else { nil }
    }
    #expect(sent(.character("+")) == .incrementButtonTapped)
    #expect(sent(.character("=")) == .incrementButtonTapped)
    #expect(sent(.character("-")) == .decrementButtonTapped)
    #expect(sent(.character("0")) == .resetButtonTapped)
    #expect(sent(.character("x")) == nil)
  }
}
