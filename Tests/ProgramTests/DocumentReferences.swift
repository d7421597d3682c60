import Foundation

/// What a Markdown document points at in the repository: relative links and backticked paths
/// (outside code blocks), and `scripts/run` commands (in code blocks and in backticks), each
/// with its line number, so a check can name where a stale one is.
struct DocumentReferences {
  struct Path: Equatable {
    var line: Int
    var path: String
    /// A link resolves from the document's folder only; a backticked path may also be
    /// written from the repository root.
    var isLink: Bool
  }

  struct Command: Equatable {
    var line: Int
    /// The program and its arguments, unquoted, without a trailing comment.
    var words: [String]
  }

  private(set) var paths: [Path] = []
  private(set) var commands: [Command] = []

  /// Paths that name the repository's folders; others (`~/.local/...`, `/dev/full`, a
  /// spec outside the repository) are not the repository's to check.
  static let repositoryFolders = ["CaseStudies/", "Core/", "Examples/", "Sources/", "Tests/", "scripts/"]

  init(document: String, root: String) throws {
    self.init(text: try String(contentsOfFile: root + "/" + document, encoding: .utf8))
  }

  init(text: String) {
    var isInCodeBlock = false
    var pending: (line: Int, text: String)?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let number = index + 1
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        isInCodeBlock.toggle()
        continue
      }
      if isInCodeBlock {
        let joined = pending.map { $0.text + " " + line } ?? line.trimmingCharacters(in: .whitespaces)
        let start = pending?.line ?? number
        if joined.hasSuffix("\\") {
          pending = (start, String(joined.dropLast()))
          continue
        }
        pending = nil
        if joined.hasPrefix("scripts/run ") { commands.append(Command(line: start, words: Self.words(of: joined))) }
        continue
      }
      for target in Self.linkTargets(in: line) { paths.append(Path(line: number, path: target, isLink: true)) }
      for span in Self.codeSpans(in: line) {
        if span.hasPrefix("scripts/run ") {
          commands.append(Command(line: number, words: Self.words(of: span)))
        } else if Self.isRepositoryPath(span) {
          paths.append(Path(line: number, path: span, isLink: false))
        }
      }
    }
  }

  /// Targets of `[text](target)` that are files of the repository: no scheme, no bare anchor;
  /// an anchor after the file is dropped.
  static func linkTargets(in line: String) -> [String] {
    line.components(separatedBy: "](").dropFirst().compactMap { rest in
      guard let end = rest.firstIndex(of: ")") else { return nil }
      let target = String(rest[..<end]).components(separatedBy: "#")[0]
      guard !target.isEmpty, !target.contains("://"), !target.hasPrefix("mailto:") else { return nil }
      return target
    }
  }

  /// The contents of the line's `code spans`.
  static func codeSpans(in line: String) -> [String] {
    let parts = line.components(separatedBy: "`")
    return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
  }

  static func isRepositoryPath(_ span: String) -> Bool {
    guard repositoryFolders.contains(where: span.hasPrefix), !span.contains(" ") else { return false }
    // `Examples/NAME/` is a pattern, not a path.
    let isPlaceholder = span.split(separator: "/").contains { part in
      part.count > 1 && part.allSatisfy { $0.isUppercase || $0 == "_" }
    }
    return !isPlaceholder
  }

  /// The words after `scripts/run`, split as a shell would for simple quoting, up to a `#`.
  static func words(of command: String) -> [String] {
    var words: [String] = []
    var word = ""
    var isInWord = false
    var quote: Character?
    for character in command.dropFirst("scripts/run ".count) {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        isInWord = true
      } else if character == " " {
        if isInWord { words.append(word) }
        word = ""
        isInWord = false
      } else if character == "#" && !isInWord {
        break
      } else {
        word.append(character)
        isInWord = true
      }
    }
    if isInWord { words.append(word) }
    return words
  }
}
