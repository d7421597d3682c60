import Foundation
import Testing
import TestSupport

/// The shared-state studies' files in `casestudies`: a run that keeps away from them counts in
/// memory and shows the user nothing meant for a developer; a save that failed is said at exit,
/// with status 1.
struct CaseStudiesFilesTests {
  @Test func aScriptedRunCountsTheUserDefaultsInMemoryWithoutADevelopersMessage() async throws {
    let directory = try TemporaryDirectory()
    let script = try directory.file("count.script", containing: Data("+\n+\nsnapshot\n".utf8))
    let result = try await ChildProcess.run(
      try ChildProcess.builtExecutable(named: "casestudies"), ["--open", "shared-user-defaults", "--script", script]
    )
    #expect(result.status == 0, "\(result.errorOutput)")
    #expect(result.output.contains("[-] 2 [+]"), "\(result.output)")
    #expect(!result.output.contains("key-value store"), "\(result.output)")
  }

  @Test func aStatsFileThatCannotBeSavedIsSaidAtExit() async throws {
    let directory = try TemporaryDirectory()
    // A folder where stats.json goes: the save cannot rename its new file over it.
    let stats = directory.file("casestudies/stats.json")
    try FileManager.default.createDirectory(atPath: stats, withIntermediateDirectories: true)
    let session = try TerminalSession(
      try ChildProcess.builtExecutable(named: "casestudies"), ["--open", "shared-file-storage"],
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": directory.path, "XDG_DATA_HOME": directory.path]
    )
    try await session.waitForOutput(containing: "File storage")
    try session.type("+")
    try await session.waitForOutput(containing: "could not be saved")
    session.send(signal: SIGTERM)
    let (status, output) = try await session.waitForExit()
    #expect(status == 1)
    #expect(output.contains("casestudies: exited (terminated); the stats were NOT saved: \(stats) could not be written"), "\(output)")
  }
}
