import CNcurses
import Synchronization

/// The exit signal (SIGINT or SIGTERM) received but not yet handled, or 0. Signal handlers
/// may only do async-signal-safe work, so they just store here and the run loop looks.
private let pendingExitSignal = Atomic<Int32>(0)

/// Signal handling while a screen owns the terminal: Ctrl-C and SIGTERM become events the
/// run loop returns on (so the program can save), and a crash restores the terminal first.
enum ExitSignals {
  static let crashSignals: [Int32] = [SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE]

  /// Installs the handlers; call after the terminal is set up, so ours replace ncurses' own.
  static func install() {
    pendingExitSignal.store(0, ordering: .relaxed)
    signal(SIGINT) { number in pendingExitSignal.store(number, ordering: .relaxed) }
    signal(SIGTERM) { number in pendingExitSignal.store(number, ordering: .relaxed) }
    for number in crashSignals { _ = cn_install_crash_handler(number) }
  }

  /// Puts the default handlers back once the terminal is restored.
  static func uninstall() {
    cn_reset_signal(SIGINT)
    cn_reset_signal(SIGTERM)
    for number in crashSignals { cn_restore_crash_handler(number) }
  }

  /// The exit event for a signal received since the last call, if any.
  static func takePending() -> TerminalEvent? {
    switch pendingExitSignal.exchange(0, ordering: .relaxed) {
    case SIGINT: return .interrupt
    case SIGTERM: return .terminate
    default: return nil
    }
  }
}
