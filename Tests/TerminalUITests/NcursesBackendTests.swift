import CNcurses
import Testing
import TerminalUI

#if canImport(Glibc)
import Glibc
#endif

/// The real backend on a pseudo-terminal: what it changes in the terminal while it runs,
/// and that `stop()` puts it all back.
@MainActor
@Suite(.serialized) struct NcursesBackendTests {
  /// A pseudo-terminal pair: the program's side (`terminal`) and the side a terminal
  /// emulator would hold (`emulator`), which reads what the program writes.
  struct PseudoTerminal {
    let emulator: Int32
    let terminal: Int32

    init() throws {
      var emulator: Int32 = -1
      var terminal: Int32 = -1
      guard openpty(&emulator, &terminal, nil, nil, nil) == 0 else { throw PseudoTerminalUnavailable() }
      self.emulator = emulator
      self.terminal = terminal
      _ = fcntl(emulator, F_SETFL, fcntl(emulator, F_GETFL) | O_NONBLOCK)
    }

    /// Everything the program has written so far.
    func written() -> String {
      var bytes: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(emulator, &buffer, buffer.count)
        guard count > 0 else { break }
        bytes += buffer[0..<count]
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    func inputFlags() -> tcflag_t {
      var settings = termios()
      _ = tcgetattr(terminal, &settings)
      return settings.c_iflag
    }
  }

  struct PseudoTerminalUnavailable: Error {}

  @Test func flowControlIsOffAndBracketedPasteOnWhileTheScreenRuns() throws {
    let pty = try PseudoTerminal()
    #expect(pty.inputFlags() & tcflag_t(IXON) != 0, "a new terminal has XON/XOFF on")
    let input = try #require(fdopen(dup(pty.terminal), "r"))
    let output = try #require(fdopen(dup(pty.terminal), "w"))
    let backend = try #require(
      NcursesBackend.start(terminalType: "xterm-256color", input: input, output: output, environment: [:])
    )
    #expect(pty.inputFlags() & tcflag_t(IXON | IXOFF) == 0)
    #expect(pty.written().contains("\u{1B}[?2004h"))
    backend.stop()
    #expect(pty.inputFlags() & tcflag_t(IXON) != 0)
    #expect(pty.written().contains("\u{1B}[?2004l"))
    fclose(input)
    fclose(output)
    close(pty.terminal)
    close(pty.emulator)
  }

  /// The backend on `pty` with a tick far longer than any test: an event that comes back
  /// came from what the test did, not from the tick running out.
  func startBackend(on pty: PseudoTerminal) throws -> (NcursesBackend, close: () -> Void) {
    let input = try #require(fdopen(dup(pty.terminal), "r"))
    let output = try #require(fdopen(dup(pty.terminal), "w"))
    let backend = try #require(
      NcursesBackend.start(
        terminalType: "xterm-256color", input: input, output: output, environment: [:], tick: .seconds(60))
    )
    return (backend, {
      backend.stop()
      fclose(input)
      fclose(output)
      close(pty.terminal)
      close(pty.emulator)
    })
  }

  /// Starts waiting for the next event and lets the wait begin, so what the test does next
  /// has to end a wait under way.
  func waitingForEvent(_ backend: NcursesBackend) async -> Task<TerminalEvent, Never> {
    let event = Task { await backend.nextEvent() }
    for _ in 0..<10 { await Task.yield() }
    return event
  }

  /// tmux resizing twice in quick succession can leave ncurses with the first size (its
  /// SIGWINCH for the second is lost): the next tick sees the terminal's real size. Here no
  /// SIGWINCH comes at all, as this process is not the pseudo-terminal's foreground.
  @Test func aResizeWhoseSignalNeverCameIsTakenOnTheNextTick() async throws {
    let pty = try PseudoTerminal()
    let input = try #require(fdopen(dup(pty.terminal), "r"))
    let output = try #require(fdopen(dup(pty.terminal), "w"))
    let backend = try #require(
      NcursesBackend.start(
        terminalType: "xterm-256color", input: input, output: output, environment: [:], tick: .milliseconds(5))
    )
    defer {
      backend.stop()
      fclose(input)
      fclose(output)
      close(pty.terminal)
      close(pty.emulator)
    }
    #expect(backend.size != Size(width: 100, height: 30))
    var window = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
    #expect(withUnsafeMutablePointer(to: &window) { ioctl(pty.emulator, UInt(TIOCSWINSZ), $0) } == 0)
    var event = await backend.nextEvent()
    for _ in 0..<10 where event == .idle { event = await backend.nextEvent() }
    #expect(event == .resize)
    #expect(backend.size == Size(width: 100, height: 30))
    #expect(await backend.nextEvent() == .idle)
  }

  @Test func aKeyTypedWhileWaitingIsReadAtOnce() async throws {
    let pty = try PseudoTerminal()
    let (backend, close) = try startBackend(on: pty)
    defer { close() }
    let event = await waitingForEvent(backend)
    var key = UInt8(ascii: "x")
    _ = write(pty.emulator, &key, 1)
    #expect(await event.value == .key(.character("x")))
  }

  @Test func wakeEndsTheWait() async throws {
    let pty = try PseudoTerminal()
    let (backend, close) = try startBackend(on: pty)
    defer { close() }
    let event = await waitingForEvent(backend)
    backend.wake()
    #expect(await event.value == .idle)
  }

  @Test func aWakeBeforeTheWaitIsNotLost() async throws {
    let pty = try PseudoTerminal()
    let (backend, close) = try startBackend(on: pty)
    defer { close() }
    backend.wake()
    #expect(await backend.nextEvent() == .idle)
  }

  @Test func anExitSignalEndsTheWait() async throws {
    let pty = try PseudoTerminal()
    let (backend, close) = try startBackend(on: pty)
    defer { close() }
    let event = await waitingForEvent(backend)
    // The test runner blocks SIGTERM in its threads: let it through on this one to raise it.
    var terminate = sigset_t()
    var previous = sigset_t()
    sigemptyset(&terminate)
    sigaddset(&terminate, SIGTERM)
    pthread_sigmask(SIG_UNBLOCK, &terminate, &previous)
    raise(SIGTERM)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    #expect(await event.value == .terminate)
  }

  @Test func flowControlFlagsAloneAreCleared() {
    let flags = tcflag_t(IXON | IXOFF | ICRNL | IUTF8)
    #expect(TerminalModes.withoutFlowControl(flags) == tcflag_t(ICRNL | IUTF8))
    #expect(TerminalModes.disableFlowControl(-1) == false)
  }
}
