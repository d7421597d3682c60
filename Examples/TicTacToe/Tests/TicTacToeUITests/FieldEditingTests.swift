import ComposableCore
import ComposableTesting
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
    await press(.paste("bob@x"), store) {
      $0.app = .login(login)
      $0.caret = 5
    }
    await press(.home, store) { $0.caret = 0 }
    await press(.right, store) { $0.caret = 1 }
    login.email = "blob@x"
    await press(.char("l"), store) {
      $0.app = .login(login)
      $0.caret = 2
    }
    await press(.end, store) { $0.caret = 6 }
    await press(.left, store) { $0.caret = 5 }
    login.email = "blob@"
    await press(.delete, store) { $0.app = .login(login) }
    login.email = "blob@pointfree.co"
    await press(.paste("pointfree.co"), store) {
      $0.app = .login(login)
      $0.caret = 17
    }
    login.email = "blob@pointfree.c"
    await press(.backspace, store) {
      $0.app = .login(login)
      $0.caret = 16
    }
    await press(.right, store)
  }

  @Test func controlUAndControlWDeleteBeforeTheCursor() async {
    let store = TestStore(initialState: TicTacToeTerminal.State(app: .newGame(.named))) { TicTacToeTerminal() }
    #expect(store.state.caret == 8, "at the end of the focused O name")
    await press(.left, store) { $0.caret = 7 }
    await press(.left, store) { $0.caret = 6 }
    await press(.left, store) { $0.caret = 5 }
    var newGame = NewGame.State.named
    newGame.oPlayerName = "Jr."
    await press(.control("u"), store) {
      $0.app = .newGame(newGame)
      $0.caret = 0
    }
    newGame.oPlayerName = "Blob Sr. Jr."
    await press(.paste("Blob Sr. "), store) {
      $0.app = .newGame(newGame)
      $0.caret = 9
    }
    newGame.oPlayerName = "Blob Jr."
    await press(.control("w"), store) {
      $0.app = .newGame(newGame)
      $0.caret = 5
    }
  }

  @Test func aPastedLineBreakBecomesASpace() async {
    let store = TestStore(initialState: TicTacToeTerminal.State(app: .newGame(NewGame.State()))) { TicTacToeTerminal() }
    var newGame = NewGame.State()
    newGame.xPlayerName = "Blob Sr. Jr."
    await press(.paste("Blob\nSr.\r\nJr."), store) {
      $0.app = .newGame(newGame)
      $0.caret = 12
    }
  }

  @Test func typingUTF8() async {
    let store = TestStore(initialState: TicTacToeTerminal.State(app: .newGame(.named))) { TicTacToeTerminal() }
    var newGame = NewGame.State.named
    await press(.control("u"), store) {
      newGame.oPlayerName = ""
      $0.app = .newGame(newGame)
      $0.caret = 0
    }
    for (index, character) in "Zoë 日本".enumerated() {
      newGame.oPlayerName.append(character)
      await press(.char(character), store) {
        $0.app = .newGame(newGame)
        $0.caret = index + 1
      }
    }
    #expect(newGame.oPlayerName == "Zoë 日本")
    await press(.left, store) { $0.caret = 5 }
    await press(.left, store) { $0.caret = 4 }
    newGame.oPlayerName = "Zoë日本"
    await press(.backspace, store) {
      $0.app = .newGame(newGame)
      $0.caret = 3
    }
  }

  @Test func typingTheCodeInTheMiddle() async {
    let store = TestStore(initialState: TicTacToeTerminal.State(app: .login(.confirming))) { TicTacToeTerminal() }
    #expect(store.state.caret == 2)
    var login = Login.State.confirming
    login.twoFactor?.code = "124"
    await press(.char("4"), store) {
      $0.app = .login(login)
      $0.caret = 3
    }
    await press(.left, store) { $0.caret = 2 }
    login.twoFactor?.code = "1234"
    login.twoFactor?.isFormValid = true
    await press(.char("3"), store) {
      $0.app = .login(login)
      $0.caret = 3
    }
  }

  @Test func theCursorGoesToTheEndOfAFieldWhenTheFocusMovesToIt() async {
    var login = Login.State()
    login.email = "blob"
    let store = TestStore(initialState: TicTacToeTerminal.State(app: .login(login))) { TicTacToeTerminal() }
    #expect(store.state.caret == 4)
    await press(.home, store) { $0.caret = 0 }
    login.focus = .password
    await press(.tab, store) {
      $0.app = .login(login)
      $0.caret = 0
    }
    login.password = "pw"
    login.isFormValid = true
    await press(.paste("pw"), store) {
      $0.app = .login(login)
      $0.caret = 2
    }
    await press(.left, store) { $0.caret = 1 }
    login.focus = .email
    await press(.backTab, store) {
      $0.app = .login(login)
      $0.caret = 4
    }
    login.focus = .password
    await press(.down, store) {
      $0.app = .login(login)
      $0.caret = 2
    }
  }

  /// While signing in, under an alert and on the board, keys do not type and a stray edit
  /// changes nothing.
  @Test func fieldsIgnoreEditsWhenTheyTakeNoTyping() async {
    let screens: [TicTacToe.State] = [.login(.signingIn), .login(.failed), .newGame(.playing(.midGame))]
    for app in screens {
      let state = TicTacToeTerminal.State(app: app)
      #expect(TicTacToeTerminalScreen.keyMap(state).command(for: .char("x")) == nil, "\(app)")
      let store = TestStore(initialState: state) { TicTacToeTerminal() }
      await store.send(.fieldEdited(.insert("x")))
      await store.send(.fieldEdited(.deleteToStart))
    }
  }

  /// Sends what `key` does on the store's current screen, asserting its change as `send` does;
  /// records an issue when the key does nothing there.
  private func press(
    _ key: Key, _ store: TestStore<TicTacToeTerminal.State, TicTacToeTerminal.Action>,
    assert update: ((inout TicTacToeTerminal.State) throws -> Void)? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
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
