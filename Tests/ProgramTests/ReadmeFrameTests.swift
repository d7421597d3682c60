import Foundation
import Testing
import TestSupport

/// The frames in the READMEs are what the programs print: each block under a marker
/// `<!-- frame: PROGRAM SCRIPT -->` is the output of `PROGRAM --script SCRIPT` (the path
/// from the repository's root), regenerated and compared here.
///
/// After a deliberate change, `UPDATE_SCRIPT_FRAMES=1 swift test --filter ReadmeFrameTests`
/// rewrites the blocks; review them with `git diff`.
struct ReadmeFrameTests {
  /// A marker, the script it names, and the block under it.
  struct Block {
    var program: String
    var script: String
    /// Where the block's text is in the README.
    var range: Range<String.Index>
    var text: String
  }

  static let readmes = ["Docs/scripted-runs.md", "Examples/SyncUps/README.md"]

  static func blocks(in readme: String) -> [Block] {
    var blocks: [Block] = []
    var rest = readme.startIndex..<readme.endIndex
    while let marker = readme.range(of: "<!-- frame: ", range: rest),
      let markerEnd = readme.range(of: " -->\n```text\n", range: marker.upperBound..<readme.endIndex),
      let close = readme.range(of: "\n```\n", range: markerEnd.upperBound..<readme.endIndex)
    {
      let words = readme[marker.upperBound..<markerEnd.lowerBound].split(separator: " ").map(String.init)
      let range = markerEnd.upperBound..<readme.index(after: close.lowerBound)
      blocks.append(Block(program: words.first ?? "", script: words.dropFirst().joined(separator: " "), range: range,
                          text: String(readme[range])))
      rest = close.upperBound..<readme.endIndex
    }
    return blocks
  }

  @Test(arguments: readmes)
  func everyFrameIsWhatItsScriptPrints(readme: String) async throws {
    let path = "\(ScriptedRunTests.root)/\(readme)"
    var text = try String(contentsOfFile: path, encoding: .utf8)
    let blocks = Self.blocks(in: text)
    #expect(!blocks.isEmpty, "\(readme) shows no scripted frame")
    for block in blocks.reversed() {
      let directory = try TemporaryDirectory()
      let result = try await ScriptedRunTests.run(
        block.program, ["--script", "\(ScriptedRunTests.root)/\(block.script)"], in: directory
      )
      #expect(result.status == 0, "\(block.program) \(block.script): \(result.errorOutput)")
      #expect(result.output == block.text, "\(readme), \(block.script): \(FrameDifference(expected: block.text, actual: result.output))")
      text.replaceSubrange(block.range, with: result.output)
    }
    if ProcessInfo.processInfo.environment["UPDATE_SCRIPT_FRAMES"] == "1" {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
  }

  @Test func aBlockIsFoundWithItsScript() {
    let readme = "intro\n<!-- frame: todos a/b.script -->\n```text\none\n\ntwo\n```\nafter\n"
    let blocks = Self.blocks(in: readme)
    #expect(blocks.map(\.program) == ["todos"])
    #expect(blocks.map(\.script) == ["a/b.script"])
    #expect(blocks.map(\.text) == ["one\n\ntwo\n"])
  }
}
