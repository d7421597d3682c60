import Foundation

/// What a Markdown document points at in the repository: relative links and backticked paths
/// (outside code blocks), and `scripts/run` and `scripts/test FEATURE` commands (in code blocks
/// and in backticks), each with its line number, so a check can name where a stale one is.
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
  /// The features of `scripts/test FEATURE` commands (options such as `--list` are not features).
  private(set) var testedFeatures: [(line: Int, feature: String)] = []

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
        record(joined, line: start)
        continue
      }
      for target in Self.linkTargets(in: line) { paths.append(Path(line: number, path: target, isLink: true)) }
      for span in Self.codeSpans(in: line) {
        if Self.isRepositoryPath(span) {
          paths.append(Path(line: number, path: span, isLink: false))
        } else {
          record(span, line: number)
        }
      }
    }
  }

  /// Records a command unless it names a pattern (`scripts/run PROGRAM`), not a program.
  private mutating func record(_ command: String, line: Int) {
    if command.hasPrefix("scripts/run ") {
      let words = Self.words(of: command, after: "scripts/run ")
      if let program = words.first, !Self.isPlaceholder(program) { commands.append(Command(line: line, words: words)) }
    } else if command.hasPrefix("scripts/test "), let feature = Self.words(of: command, after: "scripts/test ").first,
      !feature.hasPrefix("-"), !Self.isPlaceholder(feature)
    {
      testedFeatures.append((line, feature))
    }
  }

  /// A word in capitals, such as `NAME` or `PROGRAM`, stands for any.
  static func isPlaceholder(_ word: some StringProtocol) -> Bool {
    word.count > 1 && word.allSatisfy { $0.isUppercase || $0 == "_" }
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
    return !span.split(separator: "/").contains { isPlaceholder($0) }
  }

  /// The words after `prefix`, split as a shell would for simple quoting, up to a `#`.
  static func words(of command: String, after prefix: String) -> [String] {
    var words: [String] = []
    var word = ""
    var isInWord = false
    var quote: Character?
    for character in command.dropFirst(prefix.count) {
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
