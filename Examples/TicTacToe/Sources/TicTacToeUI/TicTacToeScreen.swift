import ComposableArchitecture
import TerminalUI
import TicTacToeAppCore
import TicTacToeGameCore
import TicTacToeLoginCore
import TicTacToeNewGameCore

/// The whole program's screen: the top screen of the current case (login or its pushed
/// confirmation step; new game or its game), with keys routed to that screen.
public enum TicTacToeScreen {
  /// The shared minimum size of the examples; below it a notice is shown.
  public static let minimumSize = Size(width: 60, height: 20)

  /// Draws the top screen for `state`: its breadcrumb, its body, and the hints of the
  /// keys in force (`keyMap(state)`); a text cursor sits at the end of its field.
  public static func render(_ state: TicTacToe.State, into frame: inout Frame) {
    render(state, caret: nil, spinnerFrame: 0, hintKeys: keyMap(state), into: &frame)
  }

  /// Draws the top screen for `state` with the text cursor at `caret` in the focused field
  /// (nil: at its end) and the spinner at `spinnerFrame`; the hint bar shows `hintKeys`, the
  /// keys in force (an alert's over the screen, or the screen's own).
  static func render(
    _ state: TicTacToe.State, caret: Int?, spinnerFrame: Int, hintKeys: KeyMap<some Any>, into frame: inout Frame
  ) {
    let path: [String]
    switch state {
    case .login(let login): path = login.twoFactor == nil ? LoginScreen.path : TwoFactorScreen.path
    case .newGame(let newGame): path = newGame.game == nil ? NewGameScreen.path : GameScreen.path
    }
    let body = ScreenChrome.draw(path: path, keyMap: hintKeys, into: &frame).body
    switch state {
    case .login(let login):
      if let twoFactor = login.twoFactor {
        TwoFactorScreen.render(twoFactor, caret: caret, spinnerFrame: spinnerFrame, in: body, frame: &frame)
      } else {
        LoginScreen.render(login, caret: caret, spinnerFrame: spinnerFrame, in: body, frame: &frame)
        frame.liftClickTargets(TicTacToe.Action.login)
      }
    case .newGame(let newGame):
      if let game = newGame.game {
        GameScreen.render(game, in: body, frame: &frame)
        frame.liftClickTargets { (action: Game.Action) in TicTacToe.Action.newGame(.game(.presented(action))) }
      } else {
        NewGameScreen.render(newGame, caret: caret, in: body, frame: &frame)
        frame.liftClickTargets(TicTacToe.Action.newGame)
      }
    }
  }

  /// The keys of the top screen, sending root actions. Esc on the confirmation step goes
  /// back to the login form. Typing is not here: `TicTacToeTerminalScreen` adds it, as it
  /// keeps the text cursor.
  public static func keyMap(_ state: TicTacToe.State) -> KeyMap<TicTacToe.Action> {
    switch state {
    case .login(let login):
      if let twoFactor = login.twoFactor {
        var keys = TwoFactorScreen.keyMap(twoFactor).map { TicTacToe.Action.login(.twoFactor(.presented($0))) }
        if twoFactor.alert == nil {
          keys.bindings.insert(KeyBinding([.escape], help: "back", send: .login(.twoFactor(.dismiss))), at: 1)
        }
        return keys
      }
      return LoginScreen.keyMap(login).map(TicTacToe.Action.login)
    case .newGame(let newGame):
      if let game = newGame.game {
        return GameScreen.keyMap(game).map { TicTacToe.Action.newGame(.game(.presented($0))) }
      }
      return NewGameScreen.keyMap(newGame).map(TicTacToe.Action.newGame)
    }
  }
}
