import TerminalUI
import TicTacToeAppCore
import TicTacToeUI
import TicTacToeAuthClient
import TicTacToeGameCore
import TicTacToeLoginCore
import TicTacToeNewGameCore
import TicTacToeTwoFactorCore

extension Login.State {
  /// A filled form whose request is in flight.
  static var signingIn: Self {
    var state = Self()
    state.email = "blob@example.com"
    state.password = "password"
    state.isFormValid = true
    state.isLoginRequestInFlight = true
    return state
  }

  /// A failed login: the alert over the form, focus on the password.
  static var failed: Self {
    var state = Self()
    state.email = "blob"
    state.focus = .password
    state.alert = .failure(.invalidUserPassword)
    return state
  }

  /// The confirmation step pushed, two digits typed.
  static var confirming: Self {
    var state = Self()
    state.twoFactor = TwoFactor.State(token: "deadbeef")
    state.twoFactor?.code = "12"
    return state
  }
}

extension NewGame.State {
  /// Both names typed, focus on O.
  static var named: Self {
    var state = Self()
    state.xPlayerName = "Blob Sr."
    state.oPlayerName = "Blob Jr."
    state.focus = .oPlayerName
    return state
  }

  /// The named players in `game`.
  static func playing(_ game: Game.State) -> Self {
    var state = named
    state.game = game
    return state
  }
}

extension Game.State {
  /// Three marks down, X to move, the cursor in the centre.
  static var midGame: Self {
    var state = Self(oPlayerName: "Blob Jr.", xPlayerName: "Blob Sr.")
    state.board = Board(rows: [[.x, nil, nil], [nil, .o, nil], [nil, nil, .x]])
    return state
  }

  /// X owns the top row.
  static var xWon: Self {
    var state = midGame
    state.board = Board(rows: [[.x, .x, .x], [nil, .o, nil], [.o, nil, nil]])
    return state
  }

  /// A full board without a winner.
  static var draw: Self {
    var state = midGame
    state.board = Board(rows: [[.x, .o, .x], [.x, .o, .o], [.o, .x, .x]])
    state.currentPlayer = .o
    return state
  }
}

/// Renders `state` at 80 columns and returns the frame's text.
func render(_ state: TicTacToe.State, height: Int) -> String {
  var frame = Frame(width: 80, height: height)
  TicTacToeScreen.render(state, into: &frame)
  return frame.text
}

/// A rule across the 80 columns, as frames draw it.
let rule = String(repeating: "─", count: 80)

/// Where `frame` draws with `attribute`: one line per row, "#" for each such cell and a
/// space for the others, trailing spaces trimmed, to compare like `frame.text`.
func cells(with attribute: Attributes, in frame: Frame) -> String {
  (0..<frame.size.height).map { y in
    var line = String((0..<frame.size.width).map { x in frame[x, y].style.attributes.contains(attribute) ? "#" : " " })
    while line.last == " " { line.removeLast() }
    return line
  }.joined(separator: "\n")
}
