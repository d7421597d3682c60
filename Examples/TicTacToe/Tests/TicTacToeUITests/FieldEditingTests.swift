import ComposableArchitecture
import TerminalUI
import TicTacToeAppCore
import TicTacToeAuthClient
import TicTacToeGameCore
import TicTacToeLoginCore
import TicTacToeNewGameCore
import TicTacToeTwoFactorCore
import TicTacToeUI
import Testing

/// Editing text fields in place: keys through the program's key map, the text cursor kept
/// by the terminal feature, the text by the cores.
@MainActor
struct FieldEditingTests {
  @Test func typingInTheMiddleOfTheEmail() async {
    let store = TestStore(initialState: TicTacToeTerminal.State()) { TicTacToeTerminal() }
    var login = Login.State()
    login.email = "bob@x"
    await type(.paste("bob@x"), store, "bob@x", caret: 5, app: .login(login))
    await type(.home, store, caret: 0)
    await type(.right, store, caret: 1)
    login.email = "blob@x"
    await type(.char("l"), store, "blob@x", caret: 2, app: .login(login))
    await type(.end, store, caret: 6)
    await type(.left, store, caret: 5)
    login.email = "blob@"
    await type(.delete, store, "blob@", caret: 5, app: .login(login))
    login.email = "blob@pointfree.co"
    await type(.paste("pointfree.co"), store, "blob@pointfree.co", caret: 17, app: .login(login))
    login.email = "blob@pointfree.c"
    await type(.backspace, store, "blob@pointfree.c", caret: 16, app: .login(login))
    await press(.right, store)
    await type(.controlLeft, store, caret: 0)
  }

  @Test func controlUAndControlWDeleteBeforeTheCursor() async {
    let store = TestStore(initialState: TicTacToeTerminal.State(app: .newGame(.named))) { TicTacToeTerminal() }
    #expect(store.state.input.cursor == 8, "at the end of the focused O name")
    await type(.left, store, caret: 7)
    await type(.left, store, caret: 6)
    await type(.left, store, caret: 5)
    var newGame = NewGame.State.named
    newGame.oPlayerName = "Jr."
    await type(.control("u"), store, "Jr.", caret: 0, app: .newGame(newGame))
    newGame.oPlayerName = "Blob Sr. Jr."
    await type(.paste("Blob Sr. "), store, "Blob Sr. Jr.", caret: 9, app: .newGame(newGame))
    newGame.oPlayerName = "Blob Jr."
    await type(.control("w"), store, "Blob Jr.", caret: 5, app: .newGame(newGame))
  }

  @Test func aPastedLineBreakBecomesASpace() async {
    let store = TestStore(initialState: TicTacToeTerminal.State(app: .newGame(NewGame.State()))) { TicTacToeTerminal() }
    var newGame = NewGame.State()
    newGame.xPlayerName = "Blob Sr. Jr."
    await type(.paste("Blob\nSr.\r\nJr."), store, "Blob Sr. Jr.", caret: 12, app: .newGame(newGame))
  }

  @Test func typingUTF8() async {
    let store = TestStore(initialState: TicTacToeTerminal.State(app: .newGame(.named))) { TicTacToeTerminal() }
    var newGame = NewGame.State.named
    newGame.oPlayerName = ""
    await type(.control("u"), store, "", caret: 0, app: .newGame(newGame))
    for (index, character) in "Zoë 日本".enumerated() {
      newGame.oPlayerName.append(character)
      await type(.char(character), store, newGame.oPlayerName, caret: index + 1, app: .newGame(newGame))
    }
    #expect(newGame.oPlayerName == "Zoë 日本")
    await type(.left, store, caret: 5)
    await type(.left, store, caret: 4)
    newGame.oPlayerName = "Zoë日本"
    await type(.backspace, store, "Zoë日本", caret: 3, app: .newGame(newGame))
  }

  @Test func typingTheCodeInTheMiddle() async {
    let store = TestStore(initialState: TicTacToeTerminal.State(app: .login(.confirming))) { TicTacToeTerminal() }
    #expect(store.state.input.cursor == 2)
    var login = Login.State.confirming
    login.twoFactor?.code = "124"
    await type(.char("4"), store, "124", caret: 3, app: .login(login))
    await type(.left, store, caret: 2)
    login.twoFactor?.code = "1234"
    login.twoFactor?.isFormValid = true
    await type(.char("3"), store, "1234", caret: 3, app: .login(login))
  }

  @Test func theCursorGoesToTheEndOfAFieldWhenTheFocusMovesToIt() async {
    var login = Login.State()
    login.email = "blob"
    let store = TestStore(initialState: TicTacToeTerminal.State(app: .login(login))) { TicTacToeTerminal() }
    #expect(store.state.input.cursor == 4)
    await type(.home, store, caret: 0)
    login.focus = .password
    await press(.tab, store) {
      $0.app = .login(login)
      $0.input = TextFieldState("")
    }
    login.password = "pw"
    login.isFormValid = true
    await type(.paste("pw"), store, "pw", caret: 2, app: .login(login))
    await type(.left, store, caret: 1)
    login.focus = .email
    await press(.backTab, store) {
      $0.app = .login(login)
      $0.input = TextFieldState("blob")
    }
    login.focus = .password
    await press(.down, store) {
      $0.app = .login(login)
      $0.input = TextFieldState("pw")
    }
  }

  /// While signing in, under an alert and on the board, keys do not type, and a stray edit
  /// never reaches the app.
  @Test func fieldsIgnoreEditsWhenTheyTakeNoTyping() async {
    let screens: [TicTacToe.State] = [.login(.signingIn), .login(.failed), .newGame(.playing(.midGame))]
    for app in screens {
      let state = TicTacToeTerminal.State(app: app)
      #expect(TicTacToeTerminalScreen.keyMap(state).command(for: .char("x")) == nil, "\(app)")
      let store = TestStore(initialState: state) { TicTacToeTerminal() }
      store.exhaustivity = .off
      await store.send(.input(.edited(.insert("x"))))
      await store.send(.input(.edited(.deleteToStart)))
      #expect(store.state.app == app)
    }
  }

  /// Presses `key` in the focused field, which then holds `text` (the same text when nil) with
  /// the caret at `caret`; a changed text reaches the app as the field's binding, making it `app`.
  private func type(
    _ key: Key, _ store: TestStore<TicTacToeTerminal.State, TicTacToeTerminal.Action>, _ text: String? = nil,
    caret: Int, app: TicTacToe.State? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    let before = store.state.input.text
    await press(key, store, fileID: fileID, filePath: filePath, line: line, column: column) {
      $0.input = TextFieldState(text ?? before, cursor: caret)
    }
    guard let app else { return }
    await store.receive(\.app, assert: { $0.app = app }, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends what `key` does on the store's current screen, asserting its change as `send` does;
  /// records an issue when the key does nothing there.
  private func press(
    _ key: Key, _ store: TestStore<TicTacToeTerminal.State, TicTacToeTerminal.Action>,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    assert update: ((inout TicTacToeTerminal.State) throws -> Void)? = nil
  ) async {
    guard case .send(let action)? = TicTacToeTerminalScreen.keyMap(store.state).command(for: key) else {
      Issue.record(
        "\(key) does nothing here",
        sourceLocation: Testing.SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
      return
    }
    await store.send(action, assert: update, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
