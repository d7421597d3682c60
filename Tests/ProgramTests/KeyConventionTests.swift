import Foundation
import Testing
import TerminalUI
import TestSupport

/// Every screen of every program's main flow keeps the keys all programs share
/// (`KeyConventions`, the table of TerminalUI's README) and draws its hints from its key map:
/// the main-flow script runs with a `check-keys` step before and after each of its steps.
struct KeyConventionTests {
  @Test(arguments: ScriptedRunTests.flows, ["80x24", "60x20"])
  func everyScreenOfTheMainFlowKeepsTheSharedKeys(flow: (program: String, folder: String), size: String) async throws {
    let directory = try TemporaryDirectory()
    let script = try String(contentsOfFile: "\(ScriptedRunTests.root)/\(flow.folder)/Scripts/main-flow.script", encoding: .utf8)
    let lines = script.split(separator: "\n").map(String.init)
    let steps = lines.indices.filter { !lines[$0].isEmpty && !lines[$0].hasPrefix("#") }
    // After each step but the last, which may end the program.
    var checked = ["check-keys"]
    for (index, line) in lines.enumerated() {
      checked.append(line)
      if steps.contains(index), index != steps.last { checked.append("check-keys") }
    }
    let path = try directory.file("checked.script", containing: Data(checked.joined(separator: "\n").utf8))
    let result = try await ScriptedRunTests.run(flow.program, ["--script", path, "--size", size], in: directory)
    #expect(result.status == 0, "stderr: \(result.errorOutput)")
    #expect(steps.count > 3)
  }

  /// The table of the shared keys is written once, in TerminalUI's README, as `KeyConventions` has it.
  @Test func theReadmeHoldsTheTableOfTheSharedKeys() throws {
    let readme = try String(contentsOfFile: "\(ScriptedRunTests.root)/Core/TerminalUI/README.md", encoding: .utf8)
    let table = "| Keys | Do |\n| --- | --- |\n"
      + KeyConventions.table.map { "| \($0.keys) | \($0.meaning) |" }.joined(separator: "\n") + "\n"
    #expect(readme.contains(table))
  }
}
