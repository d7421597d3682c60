import ComposableArchitecture
import TicTacToeAppCore
import TicTacToeLoginCore
import TicTacToeNewGameCore
import TicTacToeTwoFactorCore

/// A text field of the program, named so the terminal feature can keep its text cursor while
/// the cores keep only the text: it reads the field from the app and writes it through the
/// core's own binding.
public enum EditableField: Equatable, Sendable {
  case code
  case email
  case oPlayerName
  case password
  case xPlayerName

  /// The focused field of the top screen of `app`; nil on the board, which has none.
  init?(focusedIn app: TicTacToe.State) {
    switch app {
    case .login(let login):
      if login.twoFactor != nil {
        self = .code
      } else {
        self = login.focus == .email ? .email : .password
      }
    case .newGame(let newGame):
      guard newGame.game == nil else { return nil }
      self = newGame.focus == .xPlayerName ? .xPlayerName : .oPlayerName
    }
  }

  /// The field's text in `app`; nil when its screen is not in `app`.
  func text(in app: TicTacToe.State) -> String? {
    switch (self, app) {
    case (.code, .login(let login)): login.twoFactor?.code
    case (.email, .login(let login)): login.email
    case (.oPlayerName, .newGame(let newGame)): newGame.oPlayerName
    case (.password, .login(let login)): login.password
    case (.xPlayerName, .newGame(let newGame)): newGame.xPlayerName
    default: nil
    }
  }

  /// The app action setting the field to `text`: the binding its core handles.
  func binding(_ text: String) -> TicTacToe.Action {
    switch self {
    case .code: .login(.twoFactor(.presented(.view(.binding(.set(\.code, text))))))
    case .email: .login(.view(.binding(.set(\.email, text))))
    case .oPlayerName: .newGame(.binding(.set(\.oPlayerName, text)))
    case .password: .login(.view(.binding(.set(\.password, text))))
    case .xPlayerName: .newGame(.binding(.set(\.xPlayerName, text)))
    }
  }
}
