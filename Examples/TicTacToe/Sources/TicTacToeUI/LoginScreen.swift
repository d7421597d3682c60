import ComposableArchitecture
import TerminalUI
import TicTacToeLoginCore

/// The login form: the demo rules, email and password fields, the Log in button, and the
/// failure alert over it. The confirmation step is drawn by `TwoFactorScreen` when pushed.
public enum LoginScreen {
  static let readMe = """
    Use any email with the password "password". An email containing "2fa" adds a \
    confirmation step; its code is 1234.
    """

  /// The breadcrumb of the screen.
  static let path = ["Tic-Tac-Toe", "Login"]

  /// Draws the login form for `state` into the body area, the text cursor at `caret` in the
  /// focused field (nil: at its end); the spinner shows `spinnerFrame`.
  static func render(_ state: Login.State, caret: Int?, spinnerFrame: Int, in body: Rect, frame: inout Frame) {
    let paragraph = Paragraph(readMe)
    let (lesson, rest) = body.split(top: paragraph.height(width: body.width))
    frame.render(paragraph, in: lesson)
    let form = rest.inset(horizontal: 2)
    let isEditable = !state.isLoginRequestInFlight
    let emailRow = Rect(x: form.x, y: form.y + 1, width: 53, height: 1).intersection(form)
    let passwordRow = Rect(x: form.x, y: form.y + 2, width: 53, height: 1).intersection(form)
    frame.render(
      FormField(
        label: "Email", labelWidth: 10, text: state.email, cursor: state.focus == .email ? caret : nil,
        isFocused: state.focus == .email, isEnabled: isEditable
      ),
      in: emailRow
    )
    // One dot per character, so the cursor sits between the same dots as in the text.
    frame.render(
      FormField(
        label: "Password", labelWidth: 10, text: String(repeating: "•", count: state.password.count),
        cursor: state.focus == .password ? caret : nil, isFocused: state.focus == .password, isEnabled: isEditable
      ),
      in: passwordRow
    )
    let button = Button(title: "Log in", isEnabled: state.isFormValid && isEditable)
    let buttonRow = Rect(x: form.x, y: form.y + 4, width: form.width, height: 1).intersection(form)
    frame.render(button, in: buttonRow)
    // A click focuses a field or presses the button, as Tab and Enter do, while they would.
    if isEditable, state.alert == nil {
      frame.onClick(emailRow, send: Login.Action.view(.binding(.set(\.focus, .email))))
      frame.onClick(passwordRow, send: Login.Action.view(.binding(.set(\.focus, .password))))
      if state.isFormValid { frame.onClick(buttonRow.split(left: button.width).left, send: Login.Action.view(.loginButtonTapped)) }
    }
    if state.isLoginRequestInFlight {
      frame.render(Spinner(frame: spinnerFrame, label: "signing in…"), in: buttonRow.split(left: button.width + 3).rest)
    }
    if let alert = state.alert {
      frame.render(AlertBox(alert), in: body)
    }
  }

  /// The keys of the form; while a request is in flight only quitting works. Typing is the
  /// terminal feature's (`TicTacToeTerminalScreen`), which keeps the text cursor.
  static func keyMap(_ state: Login.State) -> KeyMap<Login.Action> {
    if state.alert != nil {
      return KeyMap([KeyBinding([.enter, .escape], help: "OK", send: .alert(.dismiss))])
    }
    let isEditable = !state.isLoginRequestInFlight
    let other: Login.State.Field = state.focus == .email ? .password : .email
    return KeyMap([
      KeyBinding([.tab], help: "next field", send: .view(.binding(.set(\.focus, other))), isEnabled: isEditable),
      KeyBinding([.backTab, .down, .up], help: "", send: .view(.binding(.set(\.focus, other))), isEnabled: isEditable),
      KeyBinding([.enter], help: "log in", send: .view(.loginButtonTapped), isEnabled: isEditable && state.isFormValid),
      .quit([.control("c")]),
    ])
  }
}
