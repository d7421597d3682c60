import Testing
import TerminalUI

@Suite struct StartupCheckTests {
  @Test func aRealTerminalIsReady() {
    #expect(StartupCheck.evaluate(stdinIsTerminal: true, stdoutIsTerminal: true, term: "xterm-256color") == .ready)
    #expect(StartupCheck.ready.message(program: "demo") == nil)
  }

  @Test func pipesAreRefused() {
    let input = StartupCheck.evaluate(stdinIsTerminal: false, stdoutIsTerminal: true, term: "xterm")
    #expect(input == .inputNotATerminal)
    #expect(input.message(program: "demo") == "demo: standard input is not a terminal; run it in an interactive terminal.")
    let output = StartupCheck.evaluate(stdinIsTerminal: true, stdoutIsTerminal: false, term: "xterm")
    #expect(output == .outputNotATerminal)
  }

  @Test func missingOrDumbTerminalTypesAreRefused() {
    #expect(StartupCheck.evaluate(stdinIsTerminal: true, stdoutIsTerminal: true, term: nil) == .terminalTypeMissing)
    #expect(StartupCheck.evaluate(stdinIsTerminal: true, stdoutIsTerminal: true, term: "") == .terminalTypeMissing)
    let dumb = StartupCheck.evaluate(stdinIsTerminal: true, stdoutIsTerminal: true, term: "dumb")
    #expect(dumb == .terminalTooDumb("dumb"))
    #expect(dumb.message(program: "demo")?.hasPrefix("demo: TERM=dumb cannot show") == true)
  }

  @Test func everyRefusalIsOneLine() {
    let refusals: [StartupCheck] = [.inputNotATerminal, .outputNotATerminal, .terminalTypeMissing, .terminalTooDumb("dumb")]
    for refusal in refusals {
      let message = refusal.message(program: "demo") ?? ""
      #expect(!message.isEmpty && !message.contains("\n"))
    }
  }
}
