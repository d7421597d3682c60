import CNcurses
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The exit signal (SIGINT, SIGTERM or SIGHUP) received but not yet handled, or 0. Signal handlers
/// may only do async-signal-safe work, so they just store here and the run loop looks.
private let pendingExitSignal = Atomic<Int32>(0)
/// The descriptor a handler writes a byte to, so a run loop waiting for input looks at once; -1 for none.
private let wakeDescriptor = Atomic<Int32>(-1)

/// Signal handling while a screen owns the terminal: Ctrl-C, SIGTERM and SIGHUP (a closed
/// window, a dropped ssh connection) become events the run loop returns on, so the program
/// can save; a crash, or Ctrl-\ (SIGQUIT), restores the terminal first.
enum ExitSignals {
  static let exitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
  static let crashSignals: [Int32] = [SIGSEGV, SIGABRT, SIGILL, SIGTRAP, SIGBUS, SIGFPE, SIGQUIT]

  /// Installs the handlers; call after the terminal is set up, so ours replace ncurses' own.
  /// `terminal` is the descriptor a crash writes its last escape codes to; `wake` the one an
  /// exit signal writes a byte to (see `TerminalWait`).
  static func install(terminal: Int32, wake: Int32) {
    pendingExitSignal.store(0, ordering: .relaxed)
    wakeDescriptor.store(wake, ordering: .relaxed)
    cn_terminal_descriptor().pointee = terminal
    for number in exitSignals {
      signal(number) { number in
        pendingExitSignal.store(number, ordering: .relaxed)
        let descriptor = wakeDescriptor.load(ordering: .relaxed)
        guard descriptor >= 0 else { return }
        // The interrupted code may be about to read errno.
        let savedErrno = errno
        var byte: UInt8 = 0
        _ = write(descriptor, &byte, 1)
        errno = savedErrno
      }
    }
    for number in crashSignals { _ = cn_install_crash_handler(number) }
  }

  /// Puts the default handlers back once the terminal is restored.
  static func uninstall() {
    for number in exitSignals { cn_reset_signal(number) }
    for number in crashSignals { cn_restore_crash_handler(number) }
    cn_terminal_descriptor().pointee = -1
    wakeDescriptor.store(-1, ordering: .relaxed)
  }

  /// The exit event for a signal received since the last call, if any.
  static func takePending() -> TerminalEvent? {
    switch pendingExitSignal.exchange(0, ordering: .relaxed) {
    case SIGINT: return .interrupt
    case SIGTERM: return .terminate
    case SIGHUP: return .hangUp
    default: return nil
    }
  }
}
