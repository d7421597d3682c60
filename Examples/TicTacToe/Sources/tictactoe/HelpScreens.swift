import TerminalUI
import TicTacToeAppCore
import TicTacToeGameCore
import TicTacToeLoginCore
import TicTacToeNewGameCore
import TicTacToeTwoFactorCore
import TicTacToeUI

/// The screens whose keys `--help` lists, each in a state where all its keys are in force:
/// the login form filled in, the confirmation step with a code, the new-game form with two
/// names, a game being played and one over, and the question before logging out.
let helpScreens: [(name: String, hints: [KeyHint])] = {
  var login = Login.State()
  login.email = "blob@example.com"
  login.password = "password"
  login.isFormValid = true
  var twoFactor = TwoFactor.State(token: "token")
  twoFactor.code = "1234"
  twoFactor.isFormValid = true
  var confirming = login
  confirming.twoFactor = twoFactor
  var newGame = NewGame.State()
  newGame.xPlayerName = "Blob"
  newGame.oPlayerName = "Blob Jr"
  var playing = newGame
  playing.game = Game.State(oPlayerName: newGame.oPlayerName, xPlayerName: newGame.xPlayerName)
  var over = playing
  over.game?.board = Board(rows: [[.x, .x, .x], [.o, .o, nil], [nil, nil, nil]])
  var askingToLogOut = TicTacToeTerminal.State(app: .newGame(newGame))
  askingToLogOut.logout = .logOut
  let screens: [(String, TicTacToeTerminal.State)] = [
    ("log in", TicTacToeTerminal.State(app: .login(login))),
    ("confirmation", TicTacToeTerminal.State(app: .login(confirming))),
    ("new game", TicTacToeTerminal.State(app: .newGame(newGame))),
    ("game", TicTacToeTerminal.State(app: .newGame(playing))), ("game", TicTacToeTerminal.State(app: .newGame(over))),
    ("log out?", askingToLogOut),
  ]
  return screens.map { name, state in (name, TicTacToeTerminalScreen.keyMap(state).hints) }
}()
