import Foundation
import Testing
import TestSupport

/// .github/workflows/ci.yml cannot run here, so its parts are checked one by one: the list
/// job's command is run as the CI runner would run it, and its matrix must equal
/// `scripts/test --list`; every feature job and the full run set up, test and upload.
@Suite(.serialized) struct WorkflowTests {
  /// The workflow's jobs: each job's name and its lines (indented under `jobs:`).
  func jobs() throws -> [String: [String]] {
    let text = try String(contentsOfFile: repository + "/.github/workflows/ci.yml", encoding: .utf8)
    var jobs: [String: [String]] = [:]
    var current: String?
    var inJobs = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if !line.hasPrefix(" ") && !line.isEmpty && !line.hasPrefix("#") { inJobs = line == "jobs:"; current = nil; continue }
      guard inJobs else { continue }
      if line.hasPrefix("  ") && !line.hasPrefix("   ") && line.hasSuffix(":") {
        current = String(line.dropFirst(2).dropLast())
        jobs[current!] = []
      } else if let current {
        jobs[current]!.append(line)
      }
    }
    return jobs
  }

  /// The script of a block `run: |` starting after the line at `index`, de-indented.
  func block(_ lines: [String], after index: Int) -> String {
    let body = lines[(index + 1)...].prefix { $0.isEmpty || $0.hasPrefix(String(repeating: " ", count: 10)) }
    return body.map { String($0.dropFirst(10)) }.joined(separator: "\n")
  }

  /// The commands of a job's `run:` steps that fit on one line, in order.
  func commands(_ lines: [String]) -> [String] {
    lines.compactMap { line in
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      let command = trimmed.hasPrefix("- run: ") ? trimmed.dropFirst(7) : trimmed.hasPrefix("run: ") ? trimmed.dropFirst(5) : nil
      return command.map(String.init).flatMap { $0 == "|" ? nil : $0 }
    }
  }

  @Test func theMatrixIsTheListOfScriptsTest() async throws {
    let jobs = try jobs()
    let list = try #require(jobs["features"])
    let id = try #require(list.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "- id: list" })
    #expect(list[id + 1].trimmingCharacters(in: .whitespaces) == "run: |")
    let script = block(list, after: id + 1)
    #expect(list.contains("      features: ${{ steps.list.outputs.features }}"))

    let directory = try TemporaryDirectory()
    let output = directory.file("github-output")
    let result = try await shell(script, environment: ["GITHUB_OUTPUT": output])
    #expect(result.status == 0, "\(result.errorOutput)")
    let written = try String(contentsOfFile: output, encoding: .utf8)
    let json = try #require(written.hasPrefix("features=") ? written.dropFirst(9) : nil, "\(written)")
    let matrix = try JSONDecoder().decode([String].self, from: Data(json.utf8))
    #expect(matrix == (try await lines(of: "scripts/test --list")))

    let feature = try #require(jobs["feature"])
    #expect(feature.contains("    needs: features"))
    #expect(feature.contains("        feature: ${{ fromJSON(needs.features.outputs.features) }}"))
    #expect(feature.contains("      fail-fast: false"))
  }

  @Test(arguments: [("feature", "scripts/test ${{ matrix.feature }}"), ("all", ".ci/run")])
  func aJobSetsUpTestsAndUploadsTheJUnitFiles(job: String, test: String) throws {
    let lines = try #require(try jobs()[job])
    #expect(commands(lines) == ["scripts/setup", test])
    let upload = try #require(lines.firstIndex { $0.contains("uses: actions/upload-artifact@") })
    #expect(lines[upload - 1].trimmingCharacters(in: .whitespaces) == "- if: always()")
    #expect(lines[upload...].contains("          path: .build/test-results/"))
  }

  @Test func stepsRunInBashWithPipefail() throws {
    // GitHub runs `shell: bash` as bash -eo pipefail; a container's default would be sh.
    let text = try String(contentsOfFile: repository + "/.github/workflows/ci.yml", encoding: .utf8)
    #expect(text.contains("\ndefaults:\n  run:\n    shell: bash\n"))
  }

  @Test func everyJobRunsInTheSwiftImageAfterACheckout() throws {
    for (name, lines) in try jobs() {
      #expect(lines.contains("    container: swift:6.3-noble"), "\(name)")
      #expect(lines.first { $0.contains("- ") }?.trimmingCharacters(in: .whitespaces) == "- uses: actions/checkout@v4", "\(name)")
    }
  }
}
