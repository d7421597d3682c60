import ComposableCore
import TicTacToeAppCore
import TicTacToeLoginCore
import TerminalUI

/// The program's root feature: the app, plus what only the terminal needs, as TerminalUI
/// components: the focused field being typed (the cores keep plain text, and get each change
/// as their own binding action) and the spinner turning while a sign-in request is in flight.
@Reducer
public struct TicTacToeTerminal {
  public struct State: Equatable, Sendable {
    public var app: TicTacToe.State
    /// The focused field's text with its caret, which goes to the end of a field whenever the
    /// focus moves to it; empty on the board.
    public var input: TextFieldState
    public var spinner = SpinnerClock.State()

    /// The program at the start of the app, or at `app`, the caret at the end of the focused
    /// field.
    public init(app: TicTacToe.State = TicTacToe.State()) {
      self.app = app
      input = TextFieldState(EditableField(focusedIn: app)?.text(in: app) ?? "")
    }

    /// The field of the top screen that shows the text cursor; nil on the board.
    public var focusedField: EditableField? { EditableField(focusedIn: app) }

    /// Whether keys go into the focused field: not while a request is in flight or an alert
    /// is up, and not on the board.
    public var acceptsTyping: Bool {
      switch app {
      case .login(let login):
        if let twoFactor = login.twoFactor {
          return twoFactor.alert == nil && !twoFactor.isTwoFactorRequestInFlight
        }
        return login.alert == nil && !login.isLoginRequestInFlight
      case .newGame(let newGame):
        return newGame.game == nil
      }
    }

    /// Whether the login or confirmation request is waiting for its answer.
    public var isRequestInFlight: Bool {
      guard case .login(let login) = app else { return false }
      return login.isLoginRequestInFlight || login.twoFactor?.isTwoFactorRequestInFlight == true
    }
  }

  public enum Action: Equatable, Sendable {
    case app(TicTacToe.Action)
    case input(TextInput.Action)
    case spinner(SpinnerClock.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    // The onChanges wrap all, so they see the app's changes to focus and in-flight flags.
    CombineReducers {
      Scope(\.app, action: \.app) { TicTacToe() }
      Scope(\.input, action: \.input) { TextInput() }
      Scope(\.spinner, action: \.spinner) { SpinnerClock() }
      Reduce { state, action in
        guard let field = state.focusedField, let text = field.text(in: state.app) else { return .none }
        guard case .input = action else {
          // The app set the field's text itself (a code cleared, a form reset): type from it.
          if text != state.input.text { state.input = TextFieldState(text) }
          return .none
        }
        // A field that takes no typing (a request in flight, an alert up) gets no stray edit.
        guard state.acceptsTyping, text != state.input.text else { return .none }
        return .send(.app(field.binding(state.input.text)))
      }
    }
    .onChange(of: \.focusedField) { _, state in
      state.input = TextFieldState(state.focusedField?.text(in: state.app) ?? "")
      return .none
    }
    .onChange(of: \.isRequestInFlight) { _, state in
      .send(.spinner(state.isRequestInFlight ? .started : .stopped))
    }
  }
}

/// The screen of `TicTacToeTerminal`: the app's top screen with the text cursor and the
/// spinner at their places, and typing going into the focused field.
public enum TicTacToeTerminalScreen {
  /// Draws the program's state.
  public static func render(_ state: TicTacToeTerminal.State, into frame: inout Frame) {
    TicTacToeScreen.render(state.app, caret: state.input.cursor, spinnerFrame: state.spinner.frame, into: &frame)
  }

  /// The keys of the program's top screen; keys no binding holds edit the focused field.
  public static func keyMap(_ state: TicTacToeTerminal.State) -> KeyMap<TicTacToeTerminal.Action> {
    var keys = TicTacToeScreen.keyMap(state.app).map(TicTacToeTerminal.Action.app)
    if state.acceptsTyping {
      keys.otherKeys = TextInput.otherKeys(send: TicTacToeTerminal.Action.input)
    }
    return keys
  }
}
