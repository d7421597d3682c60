#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Terminal driver settings a full-screen program changes beyond what ncurses does.
package enum TerminalModes {
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
