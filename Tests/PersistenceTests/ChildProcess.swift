import Foundation

/// Runs the test helper executables that SwiftPM builds next to the test bundle.
enum ChildProcess {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The `persistence-crash-writer` binary built beside this test executable.
  static func crashWriter() throws -> String {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    // The test executable may sit inside a bundle directory; walk up a few levels.
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent("persistence-crash-writer").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    throw Failure(description: "persistence-crash-writer not found near \(executable.path); build with --build-tests")
  }

  /// Runs a program to completion and returns its exit status and standard output.
  static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
