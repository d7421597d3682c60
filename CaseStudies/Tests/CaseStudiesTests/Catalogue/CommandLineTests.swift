import Testing
import TestSupport

/// `casestudies`' own options: a wrong study name or facts URL is named in one line, with
/// status 64, before anything runs.
struct CaseStudiesCommandLineTests {
  func run(_ arguments: [String]) async throws -> ChildProcess.Result {
    try await ChildProcess.run(try ChildProcess.builtExecutable(named: "casestudies"), arguments)
  }

  @Test func helpListsEveryStudysShortName() async throws {
    let result = try await run(["--help"])
    #expect(result.status == 0)
    for id in ["counter", "animations", "websocket", "downloads", "recursion"] {
      #expect(result.output.contains(id), "\(id) is missing from --help")
    }
  }

  @Test(arguments: [
    (["--open", "nope"], "casestudies: no study named nope; see casestudies --help\n"),
    (
      ["--open", "basics"],
      "casestudies: 2 studies are named basics; open one by its short name: counter (Getting started), "
        + "effects-basics (Effects); see casestudies --help\n"
    ),
    (["--open"], "casestudies: --open needs the name of a study; see casestudies --help\n"),
    (["--facts-url", "ftp://example.com/{n}"], "casestudies: --facts-url needs an http(s) URL with {n} for the number, not ftp://example.com/{n}; see casestudies --help\n"),
    (["--facts-url", "http://example.com/"], "casestudies: --facts-url needs an http(s) URL with {n} for the number, not http://example.com/; see casestudies --help\n"),
  ])
  func badOptionsAreNamed(arguments: [String], message: String) async throws {
    let result = try await run(arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errorOutput.hasPrefix(message), "stderr: \(result.errorOutput)")
    #expect(!result.errorOutput.contains("usage:"))
  }

  /// A study is named by its short name or by its name in the menu; either gets past the
  /// options to the terminal check.
  @Test(arguments: ["counter", "File storage", "file STORAGE"])
  func withoutATerminalItSaysSoAndExits(study: String) async throws {
    let result = try await run(["--open", study])
    #expect(result.status == 1)
    #expect(result.errorOutput.hasPrefix("casestudies:"))
    #expect(!result.errorOutput.contains("no study named"))
  }
}
