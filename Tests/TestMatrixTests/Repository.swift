import Foundation
import TestSupport

/// The repository these tests lie in: the scripts under test run from its root.
let repository = String(#filePath.prefix(upTo: #filePath.range(of: "/Tests/TestMatrixTests/")!.lowerBound))

/// Runs a shell command in the repository's root, with extra environment variables. The
/// whole package is in view, also when these tests run as part of one feature's run, which
/// narrows the package with COMPOSABLE_TERMINAL_TARGETS.
func shell(_ command: String, environment: [String: String] = [:]) async throws -> ChildProcess.Result {
  var inherited = ProcessInfo.processInfo.environment
  inherited["COMPOSABLE_TERMINAL_TARGETS"] = nil
  let arguments = ["-c", "cd \"$0\" && \(command)", repository]
  return try await ChildProcess.run("/bin/bash", arguments, environment: inherited.merging(environment) { $1 })
}

/// A command of the tests that exited with a failure.
struct CommandFailed: Error, CustomStringConvertible {
  var description: String
}

/// The lines a command printed, which must have succeeded.
func lines(of command: String) async throws -> [String] {
  let result = try await shell(command)
  guard result.status == 0 else {
    throw CommandFailed(description: "\(command) exited with \(result.status): \(result.errorOutput)")
  }
  return result.output.split(separator: "\n").map(String.init)
}
