import Foundation

/// What a Markdown document points at in the repository: relative links and backticked paths
/// (outside code blocks), the tests named after a link to a test file, and `scripts/run` and
/// `scripts/test FEATURE` commands (in code blocks and in backticks), each with its line
/// number, so a check can name where a stale one is.
struct DocumentReferences {
  struct Path: Equatable {
    var line: Int
    var path: String
    /// A link resolves from the document's folder only; a backticked path may also be
    /// written from the repository root.
    var isLink: Bool
  }

  /// A test function named in backticks after a link to its file, in the same paragraph:
  /// "[CounterTests.swift](…/CounterTests.swift), `incrementAndDecrement`".
  struct TestName: Equatable {
    var line: Int
    var file: String
    var name: String
  }

  struct Command: Equatable {
    var line: Int
    /// The program and its arguments, unquoted, without a trailing comment.
    var words: [String]
  }

  private(set) var paths: [Path] = []
  private(set) var commands: [Command] = []
  private(set) var testNames: [TestName] = []
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
    // The test file the last link of this paragraph named, if it was one.
    var testFile: String?
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      let number = index + 1
      if line.trimmingCharacters(in: .whitespaces).isEmpty { testFile = nil }
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        isInCodeBlock.toggle()
        testFile = nil
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
      for part in Self.parts(of: line) {
        switch part {
        case let .link(target):
          testFile = target.flatMap { $0.hasSuffix("Tests.swift") ? $0 : nil }
          if let target { paths.append(Path(line: number, path: target, isLink: true)) }
        case let .code(span) where Self.isRepositoryPath(span):
          paths.append(Path(line: number, path: span, isLink: false))
        case let .code(span):
          if let testFile, span.first?.isLowercase == true, span.allSatisfy({ $0.isLetter || $0.isNumber }) {
            testNames.append(TestName(line: number, file: testFile, name: span))
          }
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

  /// A link or a code span of a line.
  enum Part: Equatable {
    /// The target of `[text](target)` when it is a file of the repository (no scheme, not a
    /// bare anchor; an anchor after the file is dropped), else nil.
    case link(String?)
    case code(String)
  }

  /// The links and code spans of a line, in the order they appear.
  static func parts(of line: String) -> [Part] {
    var parts: [Part] = []
    var rest = Substring(line)
    while let next = rest.firstIndex(where: { $0 == "`" || $0 == "]" }) {
      if rest[next] == "`" {
        let after = rest.index(after: next)
        guard let end = rest[after...].firstIndex(of: "`") else { break }
        parts.append(.code(String(rest[after..<end])))
        rest = rest[rest.index(after: end)...]
      } else if rest[next...].hasPrefix("]("), let end = rest[next...].firstIndex(of: ")") {
        let target = String(rest[rest.index(next, offsetBy: 2)..<end]).components(separatedBy: "#")[0]
        let isFile = !target.isEmpty && !target.contains("://") && !target.hasPrefix("mailto:")
        parts.append(.link(isFile ? target : nil))
        rest = rest[rest.index(after: end)...]
      } else {
        rest = rest[rest.index(after: next)...]
      }
    }
    return parts
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
