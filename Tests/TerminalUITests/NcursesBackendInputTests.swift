import CNcurses
import Testing
import TerminalUI

#if canImport(Glibc)
import Glibc
#endif

/// The real backend reading what terminals send beyond plain keys, and the modes it asks for.
extension NcursesBackendTests {
  func type(_ text: String, on pty: PseudoTerminal) {
    var bytes = Array(text.utf8)
    _ = write(pty.emulator, &bytes, bytes.count)
  }

  /// The backend here does not take the mouse: ncurses still takes `ESC [ <` for its mouse
  /// prefix and leaves the rest of the report, which must not be typed.
  @Test func altKeysFocusReportsAndUnknownSequencesAreNeverEsc() async throws {
    let pty = try PseudoTerminal()
    let (backend, close) = try startBackend(on: pty)
    defer { close() }
    type("\u{1B}b", on: pty)
    #expect(await backend.nextEvent() == .key(.alt("b")))
    type("\u{1B}[I\u{1B}[O\u{1B}[57358u\u{1B}[<0;3;2Mx", on: pty)
    #expect(await backend.nextEvent() == .key(.mouse(MouseEvent(.click, x: 2, y: 1))))
    #expect(await backend.nextEvent() == .key(.char("x")))
    type("\u{1B}", on: pty)
    #expect(await backend.nextEvent() == .key(.escape))
  }

  @Test func focusReportsAndKittysProtocolAreAskedForAndUndoneOnStop() async throws {
    let pty = try PseudoTerminal()
    let (backend, close) = try startBackend(on: pty)
    let started = pty.written()
    #expect(started.contains("\u{1B}[?2004h\u{1B}[?1004h\u{1B}[?u"))
    #expect(!started.contains("\u{1B}[>1u"), "pushed only once the terminal says it has the protocol")
    type("\u{1B}[?0ux", on: pty)
    #expect(await backend.nextEvent() == .key(.char("x")))
    #expect(pty.written().contains("\u{1B}[>1u"))
    type("\u{1B}[27u", on: pty)
    #expect(await backend.nextEvent() == .key(.escape))
    backend.stop()
    let stopped = pty.written()
    close()
    #expect(stopped.contains("\u{1B}[?2004l\u{1B}[?1004l\u{1B}[<u"))
  }

  @Test func kittysProtocolIsNotPoppedWhereItWasNeverPushed() throws {
    let pty = try PseudoTerminal()
    let (backend, close) = try startBackend(on: pty)
    _ = pty.written()
    backend.stop()
    let stopped = pty.written()
    close()
    #expect(stopped.contains("\u{1B}[?1004l"))
    #expect(!stopped.contains("\u{1B}[<u"))
  }
}
