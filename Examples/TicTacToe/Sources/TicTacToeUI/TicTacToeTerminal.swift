import ComposableArchitecture
import TicTacToeAppCore
import TicTacToeLoginCore
import TerminalUI

/// The program's root feature: the app, plus what only the terminal needs, as TerminalUI
/// components: the focused field being typed (the cores keep plain text, and get each change
/// as their own binding action) and the spinner turning while a sign-in request is in flight.
@Reducer
public struct TicTacToeTerminal {
  public struct State: Equatable, Sendable {
    public var alertButtons = ButtonRow.State()
    public var app: TicTacToe.State
    /// Asked before Esc on the new-game form logs out: Esc goes back, and a second Esc from a
    /// game must not end the session without a word.
    @Presents public var logout: AlertState<Action.Logout>?
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
    case alertButtons(ButtonRow.Action)
    case app(TicTacToe.Action)
    case input(TextInput.Action)
    case logout(PresentationAction<Logout>)
    /// Esc on the new-game form: asks before logging out.
    case logoutRequested
    case spinner(SpinnerClock.Action)

    public enum Logout: Equatable, Sendable {
      case confirmed
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    // The onChanges wrap all, so they see the app's changes to focus and in-flight flags.
    CombineReducers {
      Scope(\.alertButtons, action: \.alertButtons) { ButtonRow() }
      Scope(\.app, action: \.app) { TicTacToe.body }
      Scope(\.input, action: \.input) { TextInput() }
      Scope(\.spinner, action: \.spinner) { SpinnerClock() }
      Reduce { state, action in
        switch action {
        case .logoutRequested:
          state.logout = .logOut
        case .logout(.presented(.confirmed)):
          return .send(.app(.newGame(.logoutButtonTapped)))
        default:
          break
        }
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
      .ifLet(\.$logout, action: \.logout)
    }
    .resettingButtonRow(\.alertButtons) { $0.logout }
    .onChange(of: \.focusedField) { _, state in
      state.input = TextFieldState(state.focusedField?.text(in: state.app) ?? "")
      return .none
    }
    .onChange(of: \.isRequestInFlight) { _, state in
      .send(.spinner(state.isRequestInFlight ? .started : .stopped))
    }
  }
}

extension AlertState where Action == TicTacToeTerminal.Action.Logout {
  /// "Log out?", on its Stay button.
  public static let logOut = AlertState { TextState("Log out?") } actions: {
    ButtonState(role: .cancel) { TextState("Stay") }
    ButtonState(role: .destructive, action: .confirmed) { TextState("Log out") }
  } message: { TextState("The names you typed are kept only until you log out.") }
}

/// The screen of `TicTacToeTerminal`: the app's top screen with the text cursor and the
/// spinner at their places, and typing going into the focused field.
public enum TicTacToeTerminalScreen {
  /// Draws the program's state.
  public static func render(_ state: TicTacToeTerminal.State, into frame: inout Frame) {
    TicTacToeScreen.render(
      state.app, caret: state.input.cursor, spinnerFrame: state.spinner.frame, hintKeys: keyMap(state), into: &frame)
    frame.liftClickTargets(TicTacToeTerminal.Action.app)
    if let logout = state.logout {
      let box = AlertBox(logout, selection: AlertKeys.chosen(logout.buttons, selection: state.alertButtons.selection))
      let body = ScreenChrome(size: frame.size, path: []).body
      frame.render(box, in: body)
      AlertKeys.markButtons(logout.buttons, of: box, in: body, frame: &frame, send: TicTacToeTerminal.Action.logout)
    }
  }

  /// The keys of the program's top screen; keys no binding holds edit the focused field.
  public static func keyMap(_ state: TicTacToeTerminal.State) -> KeyMap<TicTacToeTerminal.Action> {
    if let logout = state.logout {
      return AlertKeys.keyMap(
        logout.buttons, selection: state.alertButtons.selection, select: { .alertButtons(.selected($0)) },
        send: TicTacToeTerminal.Action.logout)
    }
    var keys = TicTacToeScreen.keyMap(state.app).map { action in
      action == .newGame(.logoutButtonTapped) ? .logoutRequested : TicTacToeTerminal.Action.app(action)
    }
    if state.acceptsTyping {
      keys.otherKeys = TextInput.otherKeys(send: TicTacToeTerminal.Action.input)
    }
    return keys
  }
}
