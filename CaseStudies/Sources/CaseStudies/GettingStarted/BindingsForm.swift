import ComposableArchitecture
import TerminalUI

/// The same form with one generic binding action for every field, a hook on the stepper's
/// field that clamps the slider, and a Reset button.
@Reducer
public struct BindingForm {
  public struct State: Equatable, Sendable {
    public var sliderValue = 5.0
    public var stepCount = 10
    public var text = ""
    public var toggleIsOn = false

    public init(sliderValue: Double = 5, stepCount: Int = 10, text: String = "", toggleIsOn: Bool = false) {
      self.sliderValue = sliderValue
      self.stepCount = stepCount
      self.text = text
      self.toggleIsOn = toggleIsOn
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case resetButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.stepCount):
        state.stepCount = min(max(BindingBasics.stepRange.lowerBound, state.stepCount), BindingBasics.stepRange.upperBound)
        state.sliderValue = min(state.sliderValue, Double(state.stepCount))
        return .none
      case .binding(\.sliderValue):
        state.sliderValue = min(max(0, state.sliderValue), Double(state.stepCount))
        return .none
      case .binding:
        return .none
      case .resetButtonTapped:
        state = State()
        return .none
      }
    }
  }
}

/// The screen of `BindingForm`: the form, and Ctrl-R resetting it.
public enum BindingFormScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: BindingForm.State, in area: Rect, frame: inout Frame) {
    BindingFormView.render(
      text: state.text, toggleIsOn: state.toggleIsOn, stepCount: state.stepCount, sliderValue: state.sliderValue,
      in: area, frame: &frame
    )
    frame.draw("[^R] Reset", in: area.inset(horizontal: 2).row(7))
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: BindingForm.State) -> KeyMap<BindingForm.Action> {
    BindingFormView.keyMap(
      text: state.text, toggleIsOn: state.toggleIsOn, stepCount: state.stepCount, sliderValue: state.sliderValue,
      text: { .binding(.set(\.text, $0)) }, toggle: { .binding(.set(\.toggleIsOn, $0)) },
      stepCount: { .binding(.set(\.stepCount, $0)) }, slider: { .binding(.set(\.sliderValue, $0)) },
      extra: [KeyBinding([.control("r")], help: "reset", send: .resetButtonTapped)]
    )
  }
}

extension CaseStudy {
  /// The form through one binding action.
  public static let formBindings = CaseStudy(
    id: "form-bindings", name: "Form bindings", chapter: .gettingStarted,
    about: """
      The same form, without an action per control: the action conforms to `BindableAction`, \
      every control sends `.binding(.set(\\.field, value))`, and `BindingReducer` writes the \
      value. The reducer still _hooks_ into one field, `case .binding(\\.stepCount)`, to clamp \
      the slider. *Reset* restores the defaults.
      """,
    initialState: { BindingForm.State() }, reducer: { BindingForm() },
    render: BindingFormScreen.render, keyMap: BindingFormScreen.keyMap
  )
}
