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
/// Whether SIGTSTP (Ctrl-Z) came and the program has not yet stopped for it.
private let pendingSuspend = Atomic<Bool>(false)
/// The descriptor a handler writes a byte to, so a run loop waiting for input looks at once; -1 for none.
private let wakeDescriptor = Atomic<Int32>(-1)

/// Writes a byte to the run loop's wake descriptor, from a signal handler: only
/// async-signal-safe calls, and errno kept, as the interrupted code may be about to read it.
private func wakeRunLoop() {
  let descriptor = wakeDescriptor.load(ordering: .relaxed)
  guard descriptor >= 0 else { return }
  let savedErrno = errno
  var byte: UInt8 = 0
  _ = write(descriptor, &byte, 1)
  errno = savedErrno
}

/// Signal handling while a screen owns the terminal: Ctrl-C, SIGTERM and SIGHUP (a closed
/// window, a dropped ssh connection) become events the run loop returns on, so the program
/// can save; a crash, or Ctrl-\ (SIGQUIT), restores the terminal first. Ctrl-Z (SIGTSTP) is
/// also taken from ncurses, whose own handler would leave the modes asked of the terminal on
/// for the shell: the run loop stops the program itself (`suspend`).
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
        wakeRunLoop()
      }
    }
    installSuspendHandler()
    for number in crashSignals { _ = cn_install_crash_handler(number) }
  }

  /// Catches SIGTSTP, again after each resume.
  static func installSuspendHandler() {
    pendingSuspend.store(false, ordering: .relaxed)
    signal(SIGTSTP) { _ in
      pendingSuspend.store(true, ordering: .relaxed)
      wakeRunLoop()
    }
  }

  /// Whether Ctrl-Z asked the program to stop since the last call.
  static func takeSuspend() -> Bool {
    pendingSuspend.exchange(false, ordering: .relaxed)
  }

  /// Stops the process as Ctrl-Z would have with the default handler, and catches SIGTSTP again
  /// once `fg` resumes it. The caller has handed the terminal back first.
  static func stopProcess() {
    cn_reset_signal(SIGTSTP)
    // Raised on this thread with SIGTSTP let through, so the process stops before `raise`
    // returns: the runtime's threads block it, and sent to the process it would arrive only
    // once the handler is back, and be caught again.
    var suspend = sigset_t()
    var previous = sigset_t()
    sigemptyset(&suspend)
    sigaddset(&suspend, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &suspend, &previous)
    raise(SIGTSTP)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    installSuspendHandler()
  }

  /// Puts the default handlers back once the terminal is restored.
  static func uninstall() {
    for number in exitSignals + [SIGTSTP] { cn_reset_signal(number) }
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
