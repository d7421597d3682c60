import Foundation
import TestSupport
import Testing

/// LEARN.md and the lessons' READMEs (the tutorial's chapters' too) cannot rot: every relative link and every backticked
/// repository path exists, every `scripts/run PROGRAM ...` names a program whose options
/// accept those arguments, every `--open` of casestudies names a study, every test named
/// after a link to its file is in that file, and every `scripts/test FEATURE` has a
/// `FEATURETests` target. A failure names the file and the line.
struct LearningPathTests {
  static let root = String(#filePath.prefix(upTo: #filePath.range(of: "/Tests/ProgramTests/")!.lowerBound))

  /// The documents of the learning path, relative to the repository root.
  static var documents: [String] {
    let examples = (try? FileManager.default.contentsOfDirectory(atPath: root + "/Examples")) ?? []
    let readmes = examples.sorted().map { "Examples/\($0)/README.md" }.filter {
      FileManager.default.fileExists(atPath: root + "/" + $0)
    }
    let pages = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Docs")) ?? []).sorted()
      .filter { $0.hasSuffix(".md") }.map { "Docs/" + $0 }
    let chapters = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Examples/Tutorial/Sources")) ?? [])
      .sorted().map { "Examples/Tutorial/Sources/\($0)/README.md" }
      .filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
    return ["README.md", "LEARN.md", "CaseStudies/README.md"] + pages + readmes + chapters
  }

  /// The README is a front page: what this is, the commands, where to start, the layout; the
  /// rest is on the pages it links.
  @Test func theReadmeIsAFrontPage() throws {
    let readme = try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
    #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 200)
    for page in ["LEARN.md", "Docs/concepts.md", "Docs/commands.md", "Docs/scripted-runs.md", "Docs/benchmarks.md"] {
      #expect(readme.contains("](\(page))"), "README.md links no \(page)")
    }
  }

  @Test(arguments: documents)
  func everyLinkAndPathExists(document: String) async throws {
    let folder = (document as NSString).deletingLastPathComponent
    for reference in try DocumentReferences(document: document, root: Self.root).paths {
      let candidates = [folder.isEmpty ? reference.path : folder + "/" + reference.path]
        + (reference.isLink ? [] : [reference.path])
      let exists = candidates.contains {
        FileManager.default.fileExists(atPath: Self.root + "/" + ($0 as NSString).standardizingPath)
      }
      #expect(exists, "\(document):\(reference.line): no file or folder \(reference.path)")
    }
  }

  @Test(arguments: documents)
  func everyNamedTestExists(document: String) async throws {
    let folder = (document as NSString).deletingLastPathComponent
    for test in try DocumentReferences(document: document, root: Self.root).testNames {
      let relative = folder.isEmpty ? test.file : folder + "/" + test.file
      let path = Self.root + "/" + (relative as NSString).standardizingPath
      let source = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
      #expect(source.contains("func \(test.name)("), "\(document):\(test.line): no test \(test.name) in \(test.file)")
    }
  }

  @Test(arguments: documents)
  func everyCommandIsAccepted(document: String) async throws {
    let programs = CommandLineTests.programs
    let studies = try await Self.studies()
    for command in try DocumentReferences(document: document, root: Self.root).commands {
      let place = "\(document):\(command.line)"
      guard let program = command.words.first, programs.contains(program) else {
        Issue.record("\(place): scripts/run names no program: \(command.words.joined(separator: " "))")
        continue
      }
      let arguments = Array(command.words.dropFirst())
      if program == "casestudies", let index = arguments.firstIndex(of: "--open"), index + 1 < arguments.count {
        #expect(studies.contains(arguments[index + 1]), "\(place): no study named \(arguments[index + 1])")
      }
      let result = try await ChildProcess.run(try ChildProcess.builtExecutable(named: program), arguments + ["--help"])
      let shown = ([program] + arguments + ["--help"]).joined(separator: " ")
      #expect(result.status == 0, "\(place): `\(shown)` exited \(result.status): \(result.errorOutput)")
    }
  }

  @Test(arguments: documents)
  func everyTestedFeatureIsInTheMatrix(document: String) async throws {
    let references = try DocumentReferences(document: document, root: Self.root).testedFeatures
    guard !references.isEmpty else { return }
    // The features `scripts/test` knows, derived from Package.swift.
    let list = try await ChildProcess.run("/bin/bash", [Self.root + "/scripts/test", "--list"])
    #expect(list.status == 0, "scripts/test --list: \(list.errorOutput)")
    let features = Set(list.output.split(separator: "\n").map(String.init))
    for (line, feature) in references {
      #expect(features.contains(feature), "\(document):\(line): scripts/test \(feature) names no feature of scripts/test --list")
    }
  }

  /// The study names `casestudies --help` lists after `--open STUDY`.
  static func studies() async throws -> Set<String> {
    let help = try await ChildProcess.run(try ChildProcess.builtExecutable(named: "casestudies"), ["--help"]).output
    let lines = help.split(separator: "\n")
      .drop { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("--open STUDY") }
      .dropFirst()
    let names = lines.prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("--") }
    return Set(names.flatMap { $0.split(separator: " ").map(String.init) })
  }

  @Test func aMissingPathAndAWrongCommandAreFound() async throws {
    let text = """
      See [the guide](Nowhere/README.md) and `Core/NoSuchModule/File.swift`; `scripts/run PROGRAM` is a pattern.
      [CounterTests.swift](Tests/CounterTests.swift), `incrementAndDecrement`;
      [the other](https://example.com), `notATest`.

      ```sh
      scripts/run nosuchprogram --help
      scripts/run casestudies --open 'two-counters' \\
        --real-downloads   # a comment
      scripts/test NoSuchFeature
      scripts/test --list
      ```
      """
    let references = DocumentReferences(text: text)
    #expect(
      references.paths.map(\.path) == ["Nowhere/README.md", "Core/NoSuchModule/File.swift", "Tests/CounterTests.swift"]
    )
    #expect(references.paths.map(\.line) == [1, 1, 2])
    #expect(references.testNames == [.init(line: 2, file: "Tests/CounterTests.swift", name: "incrementAndDecrement")])
    #expect(references.commands.map(\.words) == [
      ["nosuchprogram", "--help"], ["casestudies", "--open", "two-counters", "--real-downloads"],
    ])
    #expect(references.commands.map(\.line) == [6, 7])
    #expect(references.testedFeatures.map(\.feature) == ["NoSuchFeature"])
    #expect(references.testedFeatures.map(\.line) == [9])
  }
}
