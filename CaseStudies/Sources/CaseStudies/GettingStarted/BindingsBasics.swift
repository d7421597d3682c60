import ComposableArchitecture
import TerminalUI

/// Two-way controls with one explicit action per control: a text echoed in alternating
/// case, a toggle that disables the rest, a stepper setting the slider's maximum, a slider.
@Reducer
public struct BindingBasics {
  public struct State: Equatable, Sendable {
    public var sliderValue = 5.0
    public var stepCount = 10
    public var text = ""
    public var toggleIsOn = false
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case sliderValueChanged(Double)
    case stepCountChanged(Int)
    case textChanged(String)
    case toggleChanged(isOn: Bool)
  }

  /// The stepper's range.
  public static let stepRange = 0...100

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .sliderValueChanged(let value):
        state.sliderValue = min(max(0, value), Double(state.stepCount))
        return .none
      case .stepCountChanged(let count):
        state.stepCount = min(max(Self.stepRange.lowerBound, count), Self.stepRange.upperBound)
        state.sliderValue = min(state.sliderValue, Double(state.stepCount))
        return .none
      case .textChanged(let text):
        state.text = text
        return .none
      case .toggleChanged(let isOn):
        state.toggleIsOn = isOn
        return .none
      }
    }
  }
}

extension String {
  /// The text with letters at even positions upper case and at odd ones lower case: "HeLlO".
  public var alternatingCase: String {
    String(enumerated().map { $0.offset.isMultiple(of: 2) ? Character($0.element.uppercased()) : Character($0.element.lowercased()) })
  }
}

/// The form of both binding studies: the text (typed), the toggle (Tab), the stepper (↑↓)
/// and the slider (←→, with Shift ten at a time). The toggle disables the other controls.
enum BindingFormView {
  static func render(
    text: String, toggleIsOn: Bool, stepCount: Int, sliderValue: Double, in area: Rect, frame: inout Frame
  ) {
    let rows = area.inset(horizontal: 2)
    let style: Style = toggleIsOn ? .dim : .plain
    frame.draw("Text      ", in: rows.row(0))
    let field = Rect(x: rows.x + 10, y: rows.y, width: min(30, rows.width - 10), height: 1)
    frame.render(TextField(TextFieldState(text), placeholder: "type here", isFocused: !toggleIsOn), in: field)
    frame.draw("Echo      \(text.alternatingCase)", in: rows.row(1), style: style)
    frame.draw("Disabled  \(toggleIsOn ? "[x]" : "[ ]")", in: rows.row(3))
    frame.draw("Max       \(stepCount) [-][+]", in: rows.row(4), style: style)
    frame.render(SliderControl(value: sliderValue, maximum: Double(stepCount), style: style), in: rows.row(5))
  }

  /// The keys of the form; `send` makes the action for each control's new value.
  static func keyMap<Action>(
    text: String, toggleIsOn: Bool, stepCount: Int, sliderValue: Double,
    text textChanged: @escaping (String) -> Action, toggle: (Bool) -> Action, stepCount stepChanged: (Int) -> Action,
    slider: (Double) -> Action, extra: [KeyBinding<Action>] = []
  ) -> KeyMap<Action> {
    let isEnabled = !toggleIsOn
    let bindings: [KeyBinding<Action>] = [
      KeyBinding([.tab], help: toggleIsOn ? "enable" : "disable", send: toggle(!toggleIsOn)),
      KeyBinding([.up], help: "max", send: stepChanged(stepCount + 1), isEnabled: isEnabled),
      KeyBinding([.down], help: "max", send: stepChanged(stepCount - 1), isEnabled: isEnabled),
      KeyBinding([.left], help: "slider", send: slider(sliderValue - 1), isEnabled: isEnabled),
      KeyBinding([.right], help: "slider", send: slider(sliderValue + 1), isEnabled: isEnabled),
      KeyBinding([.shiftLeft], help: "×10", send: slider(sliderValue - 10), isEnabled: isEnabled),
      KeyBinding([.shiftRight], help: "×10", send: slider(sliderValue + 10), isEnabled: isEnabled),
    ] + extra
    guard isEnabled else { return KeyMap(bindings) }
    return KeyMap(bindings) { key in
      var field = TextFieldState(text)
      switch TextEdit(key) {
      case .insert(let typed)?: field.insert(typed)
      case .deleteBackward?: field.deleteBackward()
      case .deleteToStart?: field.deleteToStart()
      case .deleteWordBackward?: field.deleteWordBackward()
      default: return nil
      }
      return textChanged(field.text)
    }
  }
}

/// The slider of the controls vocabulary: `[=====|·····] 5`, filled up to the value.
public struct SliderControl: Widget {
  public var value: Double
  public var maximum: Double
  public var width: Int
  public var style: Style

  public init(value: Double, maximum: Double, width: Int = 20, style: Style = .plain) {
    self.value = value
    self.maximum = maximum
    self.width = width
    self.style = style
  }

  public func render(in area: Rect, frame: inout Frame) {
    let fraction = maximum > 0 ? min(1, max(0, value / maximum)) : 0
    let filled = Int((fraction * Double(width)).rounded())
    let bar = String(repeating: "=", count: max(0, filled - 1)) + (filled > 0 ? "|" : "") + String(repeating: "·", count: width - filled)
    frame.draw("Slider    [\(bar)] \(Int(value))", in: area, style: style)
  }
}

/// The screen of `BindingBasics`.
public enum BindingBasicsScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: BindingBasics.State, in area: Rect, frame: inout Frame) {
    BindingFormView.render(
      text: state.text, toggleIsOn: state.toggleIsOn, stepCount: state.stepCount, sliderValue: state.sliderValue,
      in: area, frame: &frame
    )
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: BindingBasics.State) -> KeyMap<BindingBasics.Action> {
    BindingFormView.keyMap(
      text: state.text, toggleIsOn: state.toggleIsOn, stepCount: state.stepCount, sliderValue: state.sliderValue,
      text: BindingBasics.Action.textChanged, toggle: { .toggleChanged(isOn: $0) },
      stepCount: BindingBasics.Action.stepCountChanged, slider: BindingBasics.Action.sliderValueChanged
    )
  }
}

extension CaseStudy {
  /// Controls with one action each.
  public static let bindingsBasics = CaseStudy(
    id: "bindings", name: "Bindings", chapter: .gettingStarted,
    about: """
      Two-way controls, each with an _explicit_ action: typing sends `textChanged`, the toggle \
      `toggleChanged`, the stepper `stepCountChanged`, the slider `sliderValueChanged`. Lowering \
      the maximum clamps the slider, the text is echoed in alternating case, and with \
      *Disabled* on, the other controls take no input.
      """,
    initialState: { BindingBasics.State() }, reducer: { BindingBasics() },
    render: BindingBasicsScreen.render, keyMap: BindingBasicsScreen.keyMap
  )
}
