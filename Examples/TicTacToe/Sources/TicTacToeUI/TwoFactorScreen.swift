import ComposableArchitecture
import TerminalUI
import TicTacToeTwoFactorCore

/// The confirmation step, pushed over the login form: one code field and [ Submit ].
public enum TwoFactorScreen {
  /// The breadcrumb of the screen.
  static let path = ["Tic-Tac-Toe", "Login", "Confirmation code"]

  /// Draws the confirmation step for `state` into the body area, the text cursor at `caret`
  /// (nil: at the end of the code); the spinner shows `spinnerFrame`.
  static func render(_ state: TwoFactor.State, caret: Int?, spinnerFrame: Int, in body: Rect, frame: inout Frame) {
    frame.render(Label("Enter the confirmation code sent to you (hint: 1234)."), in: body.row(0))
    let form = body.inset(horizontal: 2)
    let isEditable = !state.isTwoFactorRequestInFlight
    frame.render(
      FormField(label: "Code", labelWidth: 10, text: state.code, cursor: caret, isFocused: true, isEnabled: isEditable),
      in: Rect(x: form.x, y: form.y + 2, width: 33, height: 1).intersection(form)
    )
    let button = Button(title: "Submit", isEnabled: state.isFormValid && isEditable)
    let buttonRow = Rect(x: form.x, y: form.y + 4, width: form.width, height: 1).intersection(form)
    frame.render(button, in: buttonRow)
    if state.isTwoFactorRequestInFlight {
      frame.render(Spinner(frame: spinnerFrame, label: "confirming…"), in: buttonRow.split(left: button.width + 3).rest)
    }
    if let alert = state.alert {
      frame.render(AlertBox(alert), in: body)
    }
  }

  /// The keys of the step. Esc leaves it (the parent dismisses it), cancelling a request.
  /// Typing is the terminal feature's (`TicTacToeTerminalScreen`).
  static func keyMap(_ state: TwoFactor.State) -> KeyMap<TwoFactor.Action> {
    if state.alert != nil {
      return KeyMap([KeyBinding([.enter, .escape], help: "OK", send: .alert(.dismiss))])
    }
    let isEditable = !state.isTwoFactorRequestInFlight
    return KeyMap([
      KeyBinding([.enter], help: "submit", send: .view(.submitButtonTapped), isEnabled: isEditable && state.isFormValid),
      .quit([.control("c")]),
    ])
  }
}
