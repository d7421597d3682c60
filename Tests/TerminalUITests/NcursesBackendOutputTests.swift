import CNcurses
import Testing
import TerminalUI

#if canImport(Glibc)
import Glibc
#endif

/// What the real backend writes to a pseudo-terminal: frames in synchronized updates with the
/// cursor at a field's caret, the clipboard in OSC 52, and the question for grapheme mode.
@MainActor
@Suite(.serialized) struct NcursesBackendOutputTests {
  typealias PseudoTerminal = NcursesBackendTests.PseudoTerminal

  @Test func framesAreSynchronizedUpdatesAndCopyingWritesOSC52() throws {
    let pty = try PseudoTerminal()
    let input = try #require(fdopen(dup(pty.terminal), "r"))
    let output = try #require(fdopen(dup(pty.terminal), "w"))
    let backend = try #require(
      NcursesBackend.start(terminalType: "xterm-256color", input: input, output: output, environment: [:])
    )
    defer {
      fclose(input)
      fclose(output)
      close(pty.terminal)
      close(pty.emulator)
    }
    #expect(pty.written().contains("\u{1B}[?2027$p"), "asks whether clusters can be drawn whole")
    var frame = Frame(size: backend.size)
    frame.render(TextField(TextFieldState("Zoë")), in: Rect(x: 2, y: 1, width: 20, height: 1))
    backend.present(frame)
    let written = pty.written()
    #expect(written.hasPrefix("\u{1B}[?2026h"))
    #expect(written.contains("Zo"))
    #expect(written.hasSuffix("\u{1B}[2;6H\u{1B}[?25h\u{1B}[?2026l"), "the cursor stands after the text, shown")
    backend.present(frame)
    #expect(pty.written() == "", "an unchanged frame writes nothing")
    backend.copyToClipboard("Zoë")
    #expect(pty.written() == "\u{1B}]52;c;Wm/Dqw==\u{07}")
    backend.stop()
  }
}
