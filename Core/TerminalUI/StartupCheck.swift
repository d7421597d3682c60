/// Whether the program may take over the terminal, decided from facts passed in so the
/// decision is testable: a pipe or a dumb terminal must never receive escape codes.
public enum StartupCheck: Equatable, Sendable {
  case ready
  case inputNotATerminal
  case outputNotATerminal
  case terminalTypeMissing
  case terminalTooDumb(String)

  /// Decides from `isatty` on stdin and stdout and the `TERM` variable.
  public static func evaluate(stdinIsTerminal: Bool, stdoutIsTerminal: Bool, term: String?) -> StartupCheck {
    if !stdinIsTerminal { return .inputNotATerminal }
    if !stdoutIsTerminal { return .outputNotATerminal }
    guard let term, !term.isEmpty else { return .terminalTypeMissing }
    if term == "dumb" { return .terminalTooDumb(term) }
    return .ready
  }

  /// A one-line explanation for stderr, saying what to do; nil when ready.
  public func message(program: String) -> String? {
    switch self {
    case .ready:
      return nil
    case .inputNotATerminal:
      return "\(program): standard input is not a terminal; run it in an interactive terminal."
    case .outputNotATerminal:
      return "\(program): standard output is not a terminal; run it without redirecting its output."
    case .terminalTypeMissing:
      return "\(program): TERM is not set; set it to your terminal type (for example TERM=xterm-256color)."
    case .terminalTooDumb(let term):
      return "\(program): TERM=\(term) cannot show a full-screen program; use a terminal such as xterm-256color."
    }
  }
}
