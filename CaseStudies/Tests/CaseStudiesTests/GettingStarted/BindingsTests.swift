import CaseStudies
import ComposableArchitecture
import Testing
import TerminalUI

@MainActor
struct BindingsTests {
  @Test func basicsClampTheSliderToTheMaximum() async {
    let store = TestStore(initialState: BindingBasics.State()) { BindingBasics() }
    await store.send(.stepCountChanged(3)) {
      $0.stepCount = 3
      $0.sliderValue = 3
    }
    await store.send(.sliderValueChanged(7))
    await store.send(.textChanged("hello")) { $0.text = "hello" }
    #expect(store.state.text.alternatingCase == "HeLlO")
    await store.send(.toggleChanged(isOn: true)) { $0.toggleIsOn = true }
  }

  @Test func basicsScreenIgnoresEditsWhileDisabled() {
    var state = BindingBasics.State()
    state.toggleIsOn = true
    let keys = BindingBasicsScreen.keyMap(state)
    for key in [Key.left, .right, .up, .down, .shiftLeft, .char("x")] {
      #expect(keys.command(for: key) == nil, "\(key)")
    }
    guard case .send(let action)? = keys.command(for: .tab) else {
      Issue.record("Tab does nothing")
      return
    }
    #expect(action == .toggleChanged(isOn: false))
  }

  @Test func formBindingsClampAndReset() async {
    let store = TestStore(initialState: BindingForm.State()) { BindingForm() }
    await store.send(\.binding.sliderValue, 2) { $0.sliderValue = 2 }
    await store.send(\.binding.stepCount, 1) {
      $0.sliderValue = 1
      $0.stepCount = 1
    }
    await store.send(\.binding.text, "Blob") { $0.text = "Blob" }
    await store.send(\.binding.toggleIsOn, true) { $0.toggleIsOn = true }
    await store.send(.resetButtonTapped) {
      $0.sliderValue = 5
      $0.stepCount = 10
      $0.text = ""
      $0.toggleIsOn = false
    }
  }

  @Test func focusGoesToTheFirstEmptyField() async {
    let store = TestStore(initialState: FocusDemo.State(focusedField: nil)) { FocusDemo() }
    await store.send(.signInButtonTapped) { $0.focusedField = .username }
    await store.send(\.binding.username, "USERNAME") { $0.username = "USERNAME" }
    await store.send(.signInButtonTapped) { $0.focusedField = .password }
    await store.send(\.binding.password, "PASSWORD") { $0.password = "PASSWORD" }
    await store.send(.signInButtonTapped)
  }
}
