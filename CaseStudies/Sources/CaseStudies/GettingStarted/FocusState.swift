import ComposableArchitecture
import TerminalUI

/// Focus kept in state: "Sign in" moves it to the first empty field, and the screen puts
/// the terminal cursor where the state says.
@Reducer
public struct FocusDemo {
  public struct State: Equatable, Sendable {
    public var focusedField: Field?
    public var password = ""
    public var username = ""
    public init(focusedField: Field? = .username, password: String = "", username: String = "") {
      self.focusedField = focusedField
      self.password = password
      self.username = username
    }

    /// The fields of the form.
    public enum Field: Hashable, Sendable {
      case username, password
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case signInButtonTapped
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .signInButtonTapped:
        if state.username.isEmpty {
          state.focusedField = .username
        } else if state.password.isEmpty {
          state.focusedField = .password
        }
        return .none
      }
    }
  }
}

/// The two fields with the focused one showing the cursor; Tab moves the focus (a binding,
/// as clicking a field would), Enter signs in, typing edits the focused field.
public enum FocusDemoScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: FocusDemo.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    let fieldWidth = min(30, rows.width - 10)
    frame.draw("Username", in: rows.row(0))
    frame.render(
      TextField(TextFieldState(state.username), placeholder: "username", isFocused: state.focusedField == .username),
      in: Rect(x: rows.x + 10, y: rows.y, width: fieldWidth, height: 1)
    )
    frame.draw("Password", in: rows.row(1))
    frame.render(
      TextField(
        TextFieldState(String(repeating: "•", count: state.password.count)), placeholder: "password",
        isFocused: state.focusedField == .password
      ),
      in: Rect(x: rows.x + 10, y: rows.y + 1, width: fieldWidth, height: 1)
    )
    frame.draw("[⏎] Sign in", in: rows.row(3), style: .bold)
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: FocusDemo.State) -> KeyMap<FocusDemo.Action> {
    let next: FocusDemo.State.Field = state.focusedField == .username ? .password : .username
    let bindings: [KeyBinding<FocusDemo.Action>] = [
      KeyBinding([.tab, .backTab], help: "next field", send: .binding(.set(\.focusedField, next))),
      KeyBinding([.enter], help: "sign in", send: .signInButtonTapped),
    ]
    guard let field = state.focusedField else { return KeyMap(bindings) }
    let text = field == .username ? state.username : state.password
    return KeyMap(bindings) { key in
      var editor = TextFieldState(text)
      switch TextEdit(key) {
      case .insert(let typed)?: editor.insert(typed)
      case .deleteBackward?: editor.deleteBackward()
      case .deleteToStart?: editor.deleteToStart()
      case .deleteWordBackward?: editor.deleteWordBackward()
      default: return nil
      }
      return field == .username ? .binding(.set(\.username, editor.text)) : .binding(.set(\.password, editor.text))
    }
  }
}

extension CaseStudy {
  /// Focus as state.
  public static let focusState = CaseStudy(
    id: "focus-state", name: "Focus state", chapter: .gettingStarted,
    about: """
      Focus is _state_: `focusedField` says which field has the cursor, and the screen draws \
      the cursor there. *Sign in* with an empty field moves the focus to the first empty one \
      (username before password); with both filled, nothing happens.
      """,
    initialState: { FocusDemo.State() }, reducer: { FocusDemo() },
    render: FocusDemoScreen.render, keyMap: FocusDemoScreen.keyMap
  )
}
