import Foundation
import Testing

/// The tutorial's README quotes the steps' code; each quote must appear, line for line, in the
/// file its `<!-- excerpt: PATH -->` marker names, so the prose cannot drift from the code.
struct ExcerptTests {
  static let folder = String(#filePath.prefix(upTo: #filePath.range(of: "/Tests/TutorialTests/")!.lowerBound))

  struct Excerpt: CustomTestStringConvertible, Sendable {
    var line: Int
    var path: String
    var lines: [String]
    var testDescription: String { "README.md:\(line) \(path)" }
  }

  /// Each marker with the code block that follows it.
  static func excerpts(in readme: String) -> [Excerpt] {
    let lines = readme.components(separatedBy: "\n")
    var excerpts: [Excerpt] = []
    for (index, line) in lines.enumerated() where line.hasPrefix("<!-- excerpt: ") {
      let path = line.dropFirst("<!-- excerpt: ".count).replacingOccurrences(of: " -->", with: "")
      let body = lines[(index + 2)...].prefix { !$0.hasPrefix("```") }
      excerpts.append(Excerpt(line: index + 1, path: path, lines: Array(body)))
    }
    return excerpts
  }

  static var readmeExcerpts: [Excerpt] {
    excerpts(in: (try? String(contentsOfFile: folder + "/README.md", encoding: .utf8)) ?? "")
  }

  @Test func theReadmeHasAnExcerptOfEveryStep() {
    let paths = Set(Self.readmeExcerpts.map(\.path))
    for step in 1...5 {
      #expect(paths.contains { $0.hasPrefix("Sources/TutorialStep\(step)/") }, "no excerpt of step \(step)")
    }
  }

  @Test(arguments: readmeExcerpts)
  func excerptAppearsInItsFile(excerpt: Excerpt) throws {
    let source = try String(contentsOfFile: Self.folder + "/" + excerpt.path, encoding: .utf8)
    #expect(!excerpt.lines.isEmpty, "README.md:\(excerpt.line): an empty excerpt")
    #expect(
      source.contains(excerpt.lines.joined(separator: "\n")),
      """
      README.md:\(excerpt.line): these lines are not in \(excerpt.path) as written:
      \(excerpt.lines.joined(separator: "\n"))
      """
    )
  }

  @Test func aMarkerIsReadWithTheBlockAfterIt() {
    let readme = """
      <!-- excerpt: Sources/TutorialStep1/ReadingList.swift -->
      ```swift
      state.books.append(Book(id: uuid(), title: title))
      ```
      """
    let excerpts = Self.excerpts(in: readme)
    #expect(excerpts.map(\.path) == ["Sources/TutorialStep1/ReadingList.swift"])
    #expect(excerpts.map(\.lines) == [["state.books.append(Book(id: uuid(), title: title))"]])
  }
}
