import ComposableCore
import TicTacToeAppCore
import TicTacToeLoginCore
import TerminalUI

/// The program's root feature: the app, plus what only the terminal needs: the text cursor
/// of the focused field and the frame of the spinner shown while a sign-in request is in
/// flight. The cores keep plain text; typing reaches them as their own binding actions. The
/// spinner ticks on the injected clock and stops when the request ends.
@Reducer
public struct TicTacToeTerminal {
  public struct State: Equatable, Sendable {
    public var app: TicTacToe.State
    /// The text cursor in the focused field, in characters from its start; it goes to the
    /// end of a field whenever the focus moves to it.
    public var caret: Int
    public var spinnerFrame = 0

    /// The program at the start of the app, or at `app`, the text cursor at the end of the
    /// focused field.
    public init(app: TicTacToe.State = TicTacToe.State()) {
      self.app = app
      self.caret = 0
      caret = endOfFocusedField
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

    /// Where the text cursor goes when the focus moves: after the last character.
    var endOfFocusedField: Int { focusedField?.text(in: app)?.count ?? 0 }
  }

  public enum Action: Equatable, Sendable {
    case app(TicTacToe.Action)
    case fieldEdited(TextEdit)
    case spinnerTicked
  }

  /// How often the spinner advances.
  public static let spinnerInterval = Duration.milliseconds(100)

  enum CancelID { case spinner }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    // The onChanges wrap both, so they see the app's changes to focus and in-flight flags.
    CombineReducers {
      Scope(\.app, action: \.app) { TicTacToe() }
      Reduce { state, action in
        switch action {
        case .app:
          return .none
        case .fieldEdited(let edit):
          return editFocusedField(&state, by: edit)
        case .spinnerTicked:
          state.spinnerFrame += 1
          return .none
        }
      }
    }
    .onChange(of: \.focusedField) { _, state in
      state.caret = state.endOfFocusedField
      return .none
    }
    .onChange(of: \.isRequestInFlight) { _, state in
      guard state.isRequestInFlight else { return .cancel(id: CancelID.spinner) }
      state.spinnerFrame = 0
      return spin().cancellable(id: CancelID.spinner, cancelInFlight: true)
    }
  }

  /// Applies `edit` to the focused field at the text cursor, keeps the new cursor, and hands
  /// a changed text to the app as the field's binding, in the same step so no frame shows
  /// the cursor moved without its text.
  private func editFocusedField(_ state: inout State, by edit: TextEdit) -> Effect<Action> {
    guard state.acceptsTyping, let field = state.focusedField, let text = field.text(in: state.app) else {
      return .none
    }
    var editor = TextFieldState(text, cursor: state.caret)
    editor.apply(edit)
    state.caret = editor.cursor
    guard editor.text != text else { return .none }
    return TicTacToe().reduce(into: &state.app, action: field.binding(editor.text)).map(Action.app)
  }

  private func spin() -> Effect<Action> {
    .run { [clock] send in
      while true {
        try await clock.sleep(for: Self.spinnerInterval)
        await send(.spinnerTicked)
      }
    }
  }
}

/// The screen of `TicTacToeTerminal`: the app's top screen with the text cursor and the
/// spinner at their places, and typing going into the focused field.
public enum TicTacToeTerminalScreen {
  /// Draws the program's state.
  public static func render(_ state: TicTacToeTerminal.State, into frame: inout Frame) {
    TicTacToeScreen.render(state.app, caret: state.caret, spinnerFrame: state.spinnerFrame, into: &frame)
  }

  /// The keys of the program's top screen; keys no binding holds edit the focused field.
  public static func keyMap(_ state: TicTacToeTerminal.State) -> KeyMap<TicTacToeTerminal.Action> {
    var keys = TicTacToeScreen.keyMap(state.app).map(TicTacToeTerminal.Action.app)
    if state.acceptsTyping {
      keys.otherKeys = { key in TextEdit(key).map(TicTacToeTerminal.Action.fieldEdited) }
    }
    return keys
  }
}
