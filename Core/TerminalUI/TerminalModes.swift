#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Terminal settings a full-screen program changes beyond what ncurses does: the driver's flow
/// control, and the terminal's own modes, asked for on start and resume and undone on exit
/// and suspend.
package enum TerminalModes {
  /// Bracketed paste (2004), so a paste arrives as one `.paste` key; focus reports (1004), so
  /// a terminal that sends them anyway sends them in a form that is read and dropped; and the
  /// questions whether kitty's keyboard protocol is offered (`KeyboardProtocol`) and whether
  /// clusters can be drawn whole (`GraphemeMode`).
  package static let requested = "\u{1B}[?2004h\u{1B}[?1004h" + KeyboardProtocol.query + GraphemeMode.query
  /// Bracketed paste and focus reports off again. Kitty's keyboard protocol is popped apart,
  /// only where it was pushed.
  package static let undone = "\u{1B}[?2004l\u{1B}[?1004l"

  /// Turns off XON/XOFF flow control on a terminal, so Ctrl-S and Ctrl-Q reach the program
  /// as keys instead of freezing and thawing its output (and with it the screen and saving).
  /// ncurses puts the settings from before `newterm` back on `endwin`. Returns false when
  /// `descriptor` is not a terminal.
  @discardableResult
  package static func disableFlowControl(_ descriptor: Int32) -> Bool {
    var settings = termios()
    guard tcgetattr(descriptor, &settings) == 0 else { return false }
    settings.c_iflag = withoutFlowControl(settings.c_iflag)
    return tcsetattr(descriptor, TCSANOW, &settings) == 0
  }

  /// Input flags without XON/XOFF flow control, the rest kept.
  package static func withoutFlowControl(_ inputFlags: tcflag_t) -> tcflag_t {
    inputFlags & ~tcflag_t(IXON | IXOFF)
  }
}
