import Foundation

/// Runs the executables that SwiftPM builds next to the test bundle, as a user would.
public enum ChildProcess {
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// What a finished program left behind.
  public struct Result {
    public let status: Int32
    public let output: String
    public let errorOutput: String
  }

  /// The path of the executable `name` built beside this test executable (a test target
  /// that depends on the executable target makes SwiftPM build it).
  public static func builtExecutable(named name: String) throws -> String {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = executable.deletingLastPathComponent()
    // The test executable may sit inside a bundle directory; walk up a few levels.
    for _ in 0..<4 {
      let candidate = directory.appendingPathComponent(name).path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    throw Failure(description: "\(name) not found near \(executable.path); build with --build-tests")
  }

  /// Runs a program to completion, stdin empty, and returns its exit status and outputs; in
  /// `currentDirectory` when given, else in this process's.
  ///
  /// The wait happens on a thread of its own, not on the caller's: tests run on the few
  /// threads of Swift's cooperative pool (two on a two-core machine), and two tests each
  /// blocked on a child program would stall every other test, and time-outs they measure.
  public static func run(
    _ program: String, _ arguments: [String], environment: [String: String]? = nil, currentDirectory: String? = nil
  ) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      Thread {
        continuation.resume(with: Swift.Result {
          try runWaiting(program, arguments, environment: environment, currentDirectory: currentDirectory)
        })
      }.start()
    }
  }

  /// Runs a program to completion on the calling thread, blocking it.
  private static func runWaiting(
    _ program: String, _ arguments: [String], environment: [String: String]?, currentDirectory: String?
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
    process.arguments = arguments
    if let environment { process.environment = environment }
    let output = Pipe()
    // Standard error goes to a file, so a chatty child can never fill a second pipe and
    // block while this process waits on the first.
    let errorPath = NSTemporaryDirectory() + "child-stderr-\(UUID().uuidString)"
    guard FileManager.default.createFile(atPath: errorPath, contents: nil) else {
      throw Failure(description: "cannot create \(errorPath)")
    }
    defer { try? FileManager.default.removeItem(atPath: errorPath) }
    let errorOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: errorPath))
    process.standardOutput = output
    process.standardError = errorOutput
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try errorOutput.close()
    let errorData = try Data(contentsOf: URL(fileURLWithPath: errorPath))
    return Result(
      status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
      errorOutput: String(decoding: errorData, as: UTF8.self)
    )
  }
}
