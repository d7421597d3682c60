import Foundation
import Testing
import TestSupport

/// `scripts/test --list` names every test target of Package.swift through a feature, read
/// here from SwiftPM's own description of the package rather than from the script's parser.
/// Serialized, as every test starts SwiftPM: side by side, they would slow the whole run.
@Suite(.serialized) struct FeatureListTests {
  /// A feature as scripts/test-matrix.py describes it to scripts/test.
  struct Feature {
    var name: String
    var targets: [String]
    var smokeScripts: [String]
  }

  func features() async throws -> [Feature] {
    try await lines(of: "python3 scripts/test-matrix.py features").map { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      #expect(fields.count == 3, "\(line)")
      let words = { (field: String) in field.split(separator: " ").map(String.init) }
      return Feature(name: fields[0], targets: words(fields[1]), smokeScripts: words(fields.count > 2 ? fields[2] : ""))
    }
  }

  /// The test targets of Package.swift with their paths (nil: the default Tests/NAME).
  func testTargets() async throws -> [(name: String, path: String?)] {
    try await targets(ofType: "test")
  }

  /// The targets of Package.swift of one type ("test", "executable") with their paths.
  func targets(ofType type: String) async throws -> [(name: String, path: String?)] {
    let package = try await dumpedPackage()
    let targets = try #require(package["targets"] as? [[String: Any]])
    return targets.filter { $0["type"] as? String == type }.map { ($0["name"] as! String, $0["path"] as? String) }
  }

  /// Package.swift as SwiftPM reads it, narrowed to `selection` when there is one.
  func dumpedPackage(narrowedTo selection: String? = nil) async throws -> [String: Any] {
    let scratch = try TemporaryDirectory()
    let narrowing = selection.map { "COMPOSABLE_TERMINAL_TARGETS='\($0)' " } ?? ""
    let json = try await lines(of: "\(narrowing)swift package --scratch-path '\(scratch.path)' dump-package")
    return try #require(try JSONSerialization.jsonObject(with: Data(json.joined(separator: "\n").utf8)) as? [String: Any])
  }

  func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
  }

  @Test func theListIsTheFeaturesOnePerLineWithoutRepeats() async throws {
    let listed = try await lines(of: "scripts/test --list")
    #expect(listed == (try await features().map(\.name)))
    #expect(Set(listed).count == listed.count)
    #expect(listed.allSatisfy { !$0.isEmpty && !$0.contains(" ") })
  }

  @Test func everyTestTargetRunsAloneAsExactlyOneFeature() async throws {
    let features = try await features()
    let targets = try await testTargets()
    #expect(Set(features.flatMap(\.targets)) == Set(targets.map(\.name)))
    for target in targets {
      let alone = features.filter { $0.targets == [target.name] }
      #expect(alone.count == 1, "\(target.name) is the only test target of \(alone.map(\.name))")
    }
  }

  @Test func anExampleRunsEveryTestTargetInItsFolderAndItsSmokeScript() async throws {
    let features = try await features()
    let programs = try await targets(ofType: "executable")
    let targets = try await testTargets()
    let folders = ["CaseStudies"] + (try FileManager.default.contentsOfDirectory(atPath: repository + "/Examples"))
      .map { "Examples/\($0)" }.filter { isDirectory(repository + "/" + $0) }
    for folder in folders {
      let name = String(folder.split(separator: "/").last!)
      let example = try #require(features.first { $0.name == name }, "no feature for \(folder)")
      let inFolder = targets.filter { $0.path?.hasPrefix(folder + "/") == true }.map(\.name)
      #expect(example.targets == inFolder, "\(name)")
      // A lesson with a program has its smoke script; one without (the tutorial) has none.
      let hasProgram = programs.contains { $0.path?.hasPrefix(folder + "/") == true }
      #expect(example.smokeScripts.count == (hasProgram ? 1 : 0), "\(name) has the smoke scripts \(example.smokeScripts)")
    }
    let smokeScripts = try FileManager.default.contentsOfDirectory(atPath: repository + "/scripts")
      .filter { $0.hasPrefix("tmux-smoke") }.map { "scripts/" + $0 }
    #expect(features.flatMap(\.smokeScripts).sorted() == smokeScripts.sorted())
  }

  /// A feature's run builds a package narrowed to its tests, its programs and what they
  /// depend on: the Todos job compiles nothing of the other examples.
  @Test func aNarrowedPackageHoldsTheNamedTargetsAndWhatTheyNeed() async throws {
    let package = try await dumpedPackage(narrowedTo: "TodosCoreTests TodosUITests todos")
    let targets = try #require(package["targets"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    #expect(Set(targets) == [
      "TodosCoreTests", "TodosUITests", "todos", "TodosCore", "TodosUI", "TodosStorageLive", "ComposableArchitecture",
      "CasePaths", "Clocks", "ConcurrencyExtras", "CustomDump", "Dependencies", "DependenciesMacros",
      "IdentifiedCollections", "IssueReporting", "Sharing", "IssueReportingTestSupport", "IssueReportingTestSupportLoader",
      "ComposableMacros", "ComposableMacroExpansions", "StoreInspection", "TerminalUI", "CNcurses", "Persistence",
      "CSQLite", "TerminalScript", "Tagged",
    ])
    let products = try #require(package["products"] as? [[String: Any]]).compactMap { $0["name"] as? String }
    #expect(
      products == [
        "ComposableArchitecture", "CasePaths", "Dependencies", "DependenciesMacros", "Sharing", "IdentifiedCollections",
        "Clocks", "ConcurrencyExtras", "Tagged", "CustomDump", "IssueReporting", "IssueReportingTestSupport", "TerminalUI",
        "Persistence", "todos",
      ]
    )
    let unknown = try await shell("COMPOSABLE_TERMINAL_TARGETS=NoSuchTarget swift package --scratch-path \"$(mktemp -d)\" dump-package")
    #expect(unknown.status != 0)
    #expect(unknown.errorOutput.contains("COMPOSABLE_TERMINAL_TARGETS names NoSuchTarget, which is no target"))
  }

  /// The programs a feature's smoke scripts drive are built with its tests; the scripted-run
  /// smoke script drives every program.
  @Test func theProgramsOfSmokeScriptsAreTheOnesTheyBuild() async throws {
    #expect(try await lines(of: "python3 scripts/test-matrix.py programs scripts/tmux-smoke-todos") == ["todos"])
    let every = try await targets(ofType: "executable").filter { $0.path?.contains("/Sources/") == true }.map(\.name)
    let all = try await lines(of: "python3 scripts/test-matrix.py programs scripts/tmux-smoke-script")
    let built: [String] = all.joined(separator: " ").split(separator: " ").map(String.init)
    #expect(Set(built) == Set(every))
  }

  /// `scripts/test todos` runs Todos: names are found whatever the case of their letters.
  @Test func aFeatureIsFoundWhateverTheCaseOfItsLetters() async throws {
    let exact = try await lines(of: "python3 scripts/test-matrix.py feature Todos")
    #expect(exact.count == 1)
    #expect(exact.first?.hasPrefix("Todos\t") == true)
    #expect(try await lines(of: "python3 scripts/test-matrix.py feature todos") == exact)
    #expect(try await lines(of: "python3 scripts/test-matrix.py feature TODOS") == exact)
  }

  @Test func anUnknownFeatureIsNamedWithTheList() async throws {
    let result = try await shell("scripts/test NoSuchFeature")
    #expect(result.status == 64)
    #expect(result.errorOutput.hasPrefix("scripts/test: no feature named \"NoSuchFeature\"; the features are:\n"))
    let offered = result.errorOutput.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) }
    #expect(offered == (try await lines(of: "scripts/test --list")))
  }

  @Test func helpShowsTheUsage() async throws {
    let result = try await shell("scripts/test --help")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("usage: scripts/test [FEATURE | --list | --help]\n"))
    #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }
}
