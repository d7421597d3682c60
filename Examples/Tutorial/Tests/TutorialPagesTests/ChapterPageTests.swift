import Foundation
import Testing

/// The tutorial's pages quote the chapters' code and link the rest of the project. Each quote
/// must appear, line for line, in the file its `<!-- excerpt: PATH -->` marker names, and each
/// link must lead to a file, so the prose cannot drift from the code.
struct ChapterPageTests {
  /// `Examples/Tutorial`.
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The tutorial's page, then each chapter's README, as paths under `folder`.
  static let pages = ["README.md"] + (1...7).map { "Sources/TutorialChapter\($0)/README.md" }

  struct Excerpt: CustomTestStringConvertible, Sendable {
    var page: String
    var line: Int
    var path: String
    var lines: [String]
    var testDescription: String { "\(page):\(line) \(path)" }
  }

  static func text(of page: String) -> String {
    (try? String(contentsOf: folder.appendingPathComponent(page), encoding: .utf8)) ?? ""
  }

  /// Each marker with the code block that follows it; paths are relative to the page.
  static func excerpts(in text: String, page: String) -> [Excerpt] {
    let lines = text.components(separatedBy: "\n")
    var excerpts: [Excerpt] = []
    for (index, line) in lines.enumerated() where line.hasPrefix("<!-- excerpt: ") {
      let path = line.dropFirst("<!-- excerpt: ".count).replacingOccurrences(of: " -->", with: "")
      let body = lines[(index + 2)...].prefix { !$0.hasPrefix("```") }
      excerpts.append(Excerpt(page: page, line: index + 1, path: path, lines: Array(body)))
    }
    return excerpts
  }

  /// The targets of the page's relative links, without their `#anchor`.
  static func links(in text: String) -> [String] {
    let pattern = /\]\(([^)\s]+)\)/
    return text.matches(of: pattern).map { String($0.1) }
      .filter { !$0.hasPrefix("http") && !$0.hasPrefix("#") }
      .map { String($0.split(separator: "#", maxSplits: 1).first ?? "") }
  }

  /// A path relative to `page`, resolved.
  static func resolve(_ path: String, from page: String) -> URL {
    folder.appendingPathComponent(page).deletingLastPathComponent().appendingPathComponent(path).standardizedFileURL
  }

  static let allExcerpts = pages.flatMap { excerpts(in: text(of: $0), page: $0) }

  @Test(arguments: allExcerpts)
  func excerptAppearsInItsFile(excerpt: Excerpt) throws {
    let source = try String(contentsOf: Self.resolve(excerpt.path, from: excerpt.page), encoding: .utf8)
    #expect(!excerpt.lines.isEmpty, "\(excerpt.page):\(excerpt.line): an empty excerpt")
    #expect(
      source.contains(excerpt.lines.joined(separator: "\n")),
      """
      \(excerpt.page):\(excerpt.line): these lines are not in \(excerpt.path) as written:
      \(excerpt.lines.joined(separator: "\n"))
      """
    )
  }

  @Test(arguments: pages)
  func everyLinkLeadsToAFile(page: String) {
    let text = Self.text(of: page)
    #expect(!text.isEmpty, "\(page) is missing")
    for link in Self.links(in: text) {
      #expect(FileManager.default.fileExists(atPath: Self.resolve(link, from: page).path), "\(page): \(link) leads nowhere")
    }
  }

  /// Each chapter says what it teaches, quotes its own code, and links the example and the
  /// case study where the same thing is done at full size.
  @Test(arguments: 1...7)
  func aChapterTeachesQuotesAndLinks(chapter: Int) {
    let page = "Sources/TutorialChapter\(chapter)/README.md"
    let text = Self.text(of: page)
    #expect(text.contains("## What this teaches"), "\(page) does not say what it teaches")
    let quoted = Self.excerpts(in: text, page: page).map { Self.resolve($0.path, from: page).path }
    #expect(quoted.contains { $0.contains("/TutorialChapter\(chapter)/") }, "\(page) quotes none of its chapter's code")
    let linked = Self.links(in: text).map { Self.resolve($0, from: page).path }
    #expect(linked.contains { $0.contains("/CaseStudies/") }, "\(page) links no case study")
    #expect(
      linked.contains { $0.contains("/Examples/") && !$0.contains("/Examples/Tutorial/") },
      "\(page) links no example"
    )
  }

  @Test func aMarkerIsReadWithTheBlockAfterIt() {
    let text = """
      <!-- excerpt: SyncUpsList.swift -->
      ```swift
      state.selection = 0
      ```
      """
    let excerpts = Self.excerpts(in: text, page: "README.md")
    #expect(excerpts.map(\.path) == ["SyncUpsList.swift"])
    #expect(excerpts.map(\.lines) == [["state.selection = 0"]])
    #expect(Self.links(in: "[a](b.swift#L3) [c](https://x) [d](#e)") == ["b.swift"])
  }
}
