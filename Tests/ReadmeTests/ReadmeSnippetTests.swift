import Foundation
import Testing

/// Keeps the Swift code of the README's pages compiling (Docs/concepts.md; the README itself
/// has none, and would be read too): every ```swift block is marked `<!-- snippet NAME -->`,
/// and ReadmeSnippets.swift holds the same lines between `// snippet NAME` and
/// `// end snippet`, where the compiler and the tests see them.
struct ReadmeSnippetTests {
  @Test func readmeSnippetsAreTheCompiledOnes() throws {
    let readme = try ["README.md", "Docs/concepts.md"]
      .map { try String(contentsOfFile: repositoryRoot + "/" + $0, encoding: .utf8) }
      .joined(separator: "\n")
    let copies = try String(contentsOfFile: repositoryRoot + "/Tests/ReadmeTests/ReadmeSnippets.swift", encoding: .utf8)
    #expect(snippetDrift(readme: readme, copies: copies) == [])
    #expect(!markedBlocks(in: readme).snippets.isEmpty)
  }

  @Test func aChangedLineIsDrift() {
    let readme = "<!-- snippet a -->\n```swift\nlet x = 1\n```\n"
    let copies = "func f() {\n  // snippet a\n  let x = 2\n  // end snippet\n}\n"
    #expect(snippetDrift(readme: readme, copies: copies) == [
      "Snippet a differs at line 1: README has \"let x = 1\", ReadmeSnippets.swift has \"let x = 2\"."
    ])
  }

  @Test func anIndentedCopyMatches() {
    let readme = "<!-- snippet a -->\n```swift\nif x {\n\n  y()\n}\n```\n"
    let copies = "func f() {\n  // snippet a\n  if x {\n\n    y()\n  }\n  // end snippet\n}\n"
    #expect(snippetDrift(readme: readme, copies: copies) == [])
  }

  @Test func anUnmarkedBlockIsDrift() {
    let readme = "```swift\nlet x = 1\n```\n\n```text\nnot Swift\n```\n"
    #expect(snippetDrift(readme: readme, copies: "") == [
      "README.md line 1: a ```swift block without a <!-- snippet NAME --> line before it, so no test compiles it."
    ])
  }

  @Test func aMissingOrStaleCopyIsDrift() {
    let readme = "<!-- snippet a -->\n```swift\nlet x = 1\n```\n"
    let copies = "// snippet b\nlet y = 1\n// end snippet\n"
    #expect(snippetDrift(readme: readme, copies: copies) == [
      "Snippet a of README.md has no copy in ReadmeSnippets.swift.",
      "Snippet b of ReadmeSnippets.swift is not in README.md.",
    ])
  }

  @Test func anAddedLineIsDrift() {
    let readme = "<!-- snippet a -->\n```swift\nlet x = 1\n```\n"
    let copies = "// snippet a\nlet x = 1\nlet y = 2\n// end snippet\n"
    #expect(snippetDrift(readme: readme, copies: copies) == [
      "Snippet a has 1 line(s) in README.md and 2 in ReadmeSnippets.swift."
    ])
  }
}

/// The repository's root directory, found from this file's path.
private let repositoryRoot: String = {
  let file = #filePath
  guard let range = file.range(of: "/Tests/ReadmeTests/") else { return "." }
  return String(file[..<range.lowerBound])
}()

/// How the README's Swift blocks and their compiled copies differ, one message per problem;
/// empty when every block has an identical copy.
private func snippetDrift(readme: String, copies: String) -> [String] {
  let (blocks, unmarked) = markedBlocks(in: readme)
  let copied = copiedSnippets(in: copies)
  var problems = unmarked.map {
    "README.md line \($0): a ```swift block without a <!-- snippet NAME --> line before it, so no test compiles it."
  }
  for (name, block) in blocks.sorted(by: { $0.key < $1.key }) {
    guard let copy = copied[name] else {
      problems.append("Snippet \(name) of README.md has no copy in ReadmeSnippets.swift.")
      continue
    }
    if let line = zip(block, copy).enumerated().first(where: { $1.0 != $1.1 })?.offset {
      problems.append(
        "Snippet \(name) differs at line \(line + 1): README has \"\(block[line])\", ReadmeSnippets.swift has \"\(copy[line])\"."
      )
    } else if block.count != copy.count {
      problems.append("Snippet \(name) has \(block.count) line(s) in README.md and \(copy.count) in ReadmeSnippets.swift.")
    }
  }
  for name in copied.keys.sorted() where blocks[name] == nil {
    problems.append("Snippet \(name) of ReadmeSnippets.swift is not in README.md.")
  }
  return problems
}

/// The ```swift blocks of a Markdown text by snippet name, and the line numbers of blocks that
/// have no `<!-- snippet NAME -->` line just before them.
private func markedBlocks(in markdown: String) -> (snippets: [String: [String]], unmarked: [Int]) {
  let lines = markdown.components(separatedBy: "\n")
  var snippets: [String: [String]] = [:]
  var unmarked: [Int] = []
  var index = 0
  while index < lines.count {
    defer { index += 1 }
    guard lines[index] == "```swift" else { continue }
    let start = index
    var body: [String] = []
    index += 1
    while index < lines.count, lines[index] != "```" {
      body.append(lines[index])
      index += 1
    }
    let marker = start > 0 ? lines[start - 1] : ""
    if marker.hasPrefix("<!-- snippet "), marker.hasSuffix(" -->") {
      snippets[String(marker.dropFirst("<!-- snippet ".count).dropLast(" -->".count))] = body
    } else {
      unmarked.append(start + 1)
    }
  }
  return (snippets, unmarked)
}

/// The regions between `// snippet NAME` and `// end snippet` by name, each without the
/// indentation of its marker line.
private func copiedSnippets(in source: String) -> [String: [String]] {
  var snippets: [String: [String]] = [:]
  var current: (name: String, indent: String, lines: [String])?
  for line in source.components(separatedBy: "\n") {
    let trimmed = line.drop { $0 == " " }
    let indent = String(line.prefix(line.count - trimmed.count))
    if let open = current {
      if trimmed == "// end snippet" {
        snippets[open.name] = open.lines
        current = nil
      } else {
        current?.lines.append(line.hasPrefix(open.indent) ? String(line.dropFirst(open.indent.count)) : line)
      }
    } else if trimmed.hasPrefix("// snippet ") {
      current = (String(trimmed.dropFirst("// snippet ".count)), indent, [])
    }
  }
  return snippets
}
