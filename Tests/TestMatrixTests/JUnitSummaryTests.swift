import Foundation
import Testing
import TestSupport

/// The summary scripts/test prints from the JUnit files of `swift test --xunit-output`: the
/// fixtures have the shapes Swift 6.3 writes (XCTest's file, and Swift Testing's beside it
/// with the suffix -swift-testing), and a file that is not well-formed fails the run. A
/// feature's time is its slowest case's, as its cases run concurrently.
@Suite(.serialized) struct JUnitSummaryTests {
  let directory: TemporaryDirectory
  let xctest: String
  let swiftTesting: String

  init() throws {
    directory = try TemporaryDirectory()
    xctest = try directory.file(
      "run.xml",
      containing: Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>

        <testsuites>
        <testsuite name="TestResults" errors="0" tests="2" failures="1" time="0.5">
        <testcase classname="ComposableArchitectureTests.XCTestCompatibilityTests" name="testFail" time="0.25">
        <failure message="failure"></failure>
        </testcase>
        <testcase classname="ComposableArchitectureTests.XCTestCompatibilityTests" name="testPass" time="0.25">
        </testcase>
        </testsuite>
        </testsuites>
        """.utf8
      )
    )
    swiftTesting = try directory.file(
      "run-swift-testing.xml",
      containing: Data(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites>
          <testsuite name="TestResults" errors="0" tests="3" failures="1" skipped="1" time="1.0">
            <testcase classname="TodosCoreTests.TodosAppTests" name="saves()" time="0.5" />
            <testcase classname="TodosCoreTests" name="fails()" time="0.25" >
              <failure message="Expectation failed: 1 == 2 (error): &lt;two&gt;" />
            </testcase>
            <testcase classname="TodosCoreTests.TodosAppTests" name="skipped()" >
              <skipped>not now</skipped>
            </testcase>
            <testcase classname="TodosUITests.TodosScreenTests" name="draws()" time="0.125" />
            <testcase classname="ComposableArchitectureTests.TestStoreTests" name="sends()" time="1.0" />
          </testsuite>
        </testsuites>
        """.utf8
      )
    )
  }

  func summary(_ arguments: String) async throws -> ChildProcess.Result {
    try await shell("python3 scripts/test-matrix.py summary \(arguments)")
  }

  @Test func aFeatureRunCountsItsOwnFeatures() async throws {
    let result = try await summary("--targets 'TodosCoreTests TodosUITests' '\(xctest)' '\(swiftTesting)'")
    #expect(result.status == 0, "\(result.errorOutput)")
    #expect(
      result.output == """
        TodosCore: 1 passed, 1 failed, 0.5 s (1 skipped)
        TodosUI: 1 passed, 0 failed, 0.1 s

        """
    )
  }

  @Test func theFullRunCountsEveryFeatureFromBothFiles() async throws {
    let result = try await summary("'\(xctest)' '\(swiftTesting)'")
    #expect(result.status == 0, "\(result.errorOutput)")
    let printed = result.output.split(separator: "\n").map(String.init)
    #expect(printed.count == (try await lines(of: "scripts/test --list")).count)
    #expect(printed.contains("ComposableArchitecture: 2 passed, 1 failed, 1.0 s"))
    #expect(printed.contains("Todos: 2 passed, 1 failed, 0.5 s (1 skipped)"))
    #expect(printed.contains("CasePaths: 0 passed, 0 failed, 0.0 s"))
  }

  @Test func aFileThatIsNotWellFormedFailsTheRun() async throws {
    let broken = try directory.file("broken.xml", containing: Data("<testsuites><testcase></testsuites>".utf8))
    let result = try await summary("'\(xctest)' '\(broken)'")
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.hasPrefix("scripts/test: the JUnit file \(broken) is missing or not well-formed: "))
  }

  @Test func aMissingFileFailsTheRun() async throws {
    let result = try await summary("'\(xctest)' '\(directory.file("absent.xml"))'")
    #expect(result.status == 1)
    #expect(result.errorOutput.contains("is missing or not well-formed"))
  }

  @Test func theSmokeScriptsRunsAreWrittenAsJUnit() async throws {
    let file = directory.file("all-smoke.xml")
    let result = try await shell(
      "python3 scripts/test-matrix.py smoke '\(file)' scripts/tmux-smoke debug 0 12.25 scripts/tmux-smoke release 1 3.5"
    )
    #expect(result.status == 0, "\(result.errorOutput)")
    #expect(result.output == "smoke scripts: 1 passed, 1 failed, 15.8 s\n")
    #expect(
      try String(contentsOfFile: file, encoding: .utf8) == """
        <?xml version='1.0' encoding='UTF-8'?>
        <testsuites><testsuite name="smoke scripts" tests="2" failures="1" errors="0" time="15.750">\
        <testcase classname="smoke.tmux-smoke" name="debug" time="12.25" />\
        <testcase classname="smoke.tmux-smoke" name="release" time="3.5">\
        <failure message="scripts/tmux-smoke exited with status 1 (release build)" /></testcase>\
        </testsuite></testsuites>
        """
    )
  }
}
