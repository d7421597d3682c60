import TerminalUI
import TicTacToeAppCore
import TicTacToeGameCore
import TicTacToeLoginCore
import TicTacToeNewGameCore
import TicTacToeUI
import Testing

/// Emoji with skin tones, flags, a ZWJ family, CJK and combining marks in every text the
/// program draws (its fields and the names in the game's title): each row is exactly the
/// screen's width as the terminal draws it, and every box keeps its sides.
@MainActor
struct ClusterTests {
  static let text = Frame.clusterSample

  static var screens: [(String, TicTacToe.State)] {
    var login = Login.State()
    login.email = text
    login.password = text
    var named = NewGame.State.named
    named.xPlayerName = text
    named.oPlayerName = "\(text) \(text)"
    var game = Game.State.midGame
    game = Game.State(board: game.board, currentPlayer: game.currentPlayer, oPlayerName: text, xPlayerName: "\(text) \(text)")
    var confirming = Login.State.confirming
    confirming.twoFactor?.code = text
    return [
      ("login", .login(login)), ("failed", .login(Login.State.failed)), ("confirming", .login(confirming)),
      ("named", .newGame(named)), ("game", .newGame(.playing(game))),
    ]
  }

  @Test func everyRowFitsAndEveryBorderHolds() {
    for (name, app) in Self.screens {
      for size in [Size(width: 80, height: 24), Size(width: 60, height: 20)] {
        var frame = Frame(size: size)
        TicTacToeTerminalScreen.render(TicTacToeTerminal.State(app: app), into: &frame)
        #expect(frame.widthProblems == [], "\(name) at \(size)\n\(frame.text)")
        #expect(frame.boxProblems == [], "\(name) at \(size)\n\(frame.text)")
      }
    }
  }

  @Test func theNamesShowInTheirFieldsAndTheTitle() {
    var frame = Frame(width: 80, height: 24)
    TicTacToeTerminalScreen.render(TicTacToeTerminal.State(app: Self.screens[3].1), into: &frame)
    #expect(frame.text.contains(Self.text))
  }
}
