import TerminalUI
import TestSupport
import Testing

/// The `tictactoe` executable as a user starts it, for what it does before the terminal.
struct TicTacToeProgramTests {
  func runTicTacToe(_ arguments: [String]) throws -> ChildProcess.Result {
    try ChildProcess.run(try ChildProcess.builtExecutable(named: "tictactoe"), arguments)
  }

  /// The help fits the smallest terminal the program runs in, and names the keys as bound.
  @Test func helpFitsEightyColumns() throws {
    let help = try runTicTacToe(["--help"])
    #expect(help.status == 0)
    #expect(help.output.hasPrefix("usage: tictactoe [--demo] [--help]"))
    for line in help.output.split(separator: "\n") {
      #expect(DisplayWidth.of(String(line)) <= 80, "\(line)")
    }
    #expect(help.output.contains("logs out from the new-game screen"))
    #expect(!help.output.contains("Ctrl-L"))
  }

  @Test func unknownArgumentsAreUsageErrors() throws {
    let result = try runTicTacToe(["--colour"])
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("tictactoe: unknown argument --colour"))
  }
}
