import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A program running in a terminal of its own (a pseudo-terminal of a fixed size), as a user
/// runs it: a test types keys, sends signals, and reads back everything the program wrote,
/// escape codes included, with its standard error mixed in as on a screen.
public final class TerminalSession {
  public let processID: Int32
  private let process: Process
  private let master: Int32
  private let transcript = Transcript()

  /// Starts `program` with `arguments` and exactly `environment` in a terminal of the size given.
  public init(
    _ program: String, _ arguments: [String], environment: [String: String], columns: UInt16 = 80, rows: UInt16 = 24
  ) throws {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    var master: Int32 = -1
    var terminal: Int32 = -1
    guard openpty(&master, &terminal, nil, nil, &size) == 0 else {
      throw ChildProcess.Failure(description: "openpty failed: \(String(cString: strerror(errno)))")
    }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    let terminalHandle = FileHandle(fileDescriptor: terminal, closeOnDealloc: true)
    process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = environment
    process.standardInput = terminalHandle
    process.standardOutput = terminalHandle
    process.standardError = terminalHandle
    do {
      try process.run()
    } catch {
      close(master)
      throw error
    }
    // The child holds its own copies: once it exits, reading the master side ends.
    try terminalHandle.close()
    self.master = master
    processID = process.processIdentifier
    let transcript = transcript
    let descriptor = master
    Thread.detachNewThread { transcript.record(from: descriptor) }
  }

  deinit {
    if process.isRunning {
      kill(processID, SIGKILL)
      process.waitUntilExit()
    }
    _ = transcript.waitUntilComplete(timeout: .seconds(2))
    close(master)
  }

  /// Everything the program has written so far, decoded as UTF-8.
  public var output: String { transcript.text }

  /// Types `text` as keys (a carriage return is Enter, "\u{1B}" Esc).
  public func type(_ text: String) throws {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      guard written > 0 else {
        if written < 0 && errno == EINTR { continue }
        throw ChildProcess.Failure(description: "cannot type into the terminal: \(String(cString: strerror(errno)))")
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Sends `signal` (SIGTERM, SIGINT, …) to the program.
  public func send(signal: Int32) {
    kill(processID, signal)
  }

  /// Waits until the output contains `text`; throws with the output so far when it does not
  /// appear within `timeout`.
  /// It polls with `Task.sleep`, so a waiting test never holds one of the few threads that
  /// every other test runs on.
  public func waitForOutput(containing text: String, timeout: Duration = .seconds(10)) async throws {
    let deadline = ContinuousClock.now + timeout
    while !output.contains(text) {
      guard ContinuousClock.now < deadline else {
        throw ChildProcess.Failure(description: "\"\(text)\" did not appear; the terminal showed: \(output.debugDescription)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
  }

  /// Waits for the program to exit and returns its status with everything it wrote; throws
  /// (and kills it) when it is still running after `timeout`.
  public func waitForExit(timeout: Duration = .seconds(10)) async throws -> (status: Int32, output: String) {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning {
      guard ContinuousClock.now < deadline else {
        kill(processID, SIGKILL)
        throw ChildProcess.Failure(description: "the program did not exit; the terminal showed: \(output.debugDescription)")
      }
      try await Task.sleep(for: .milliseconds(20))
    }
    process.waitUntilExit()
    let closesBy = ContinuousClock.now + .seconds(5)
    while !transcript.isComplete && ContinuousClock.now < closesBy {
      try await Task.sleep(for: .milliseconds(10))
    }
    guard transcript.isComplete else {
      throw ChildProcess.Failure(description: "the terminal stayed open after the program exited")
    }
    return (process.terminationStatus, output)
  }
}

/// The bytes read from the terminal, filled by a thread of its own until the program's side closes.
private final class Transcript: Sendable {
  private let state = Mutex((bytes: [UInt8](), isComplete: false))

  var text: String { state.withLock { String(decoding: $0.bytes, as: UTF8.self) } }
  var isComplete: Bool { state.withLock { $0.isComplete } }

  func record(from descriptor: Int32) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      // Linux reports EIO once every copy of the terminal side is closed.
      guard count > 0 else { break }
      state.withLock { $0.bytes += buffer[..<count] }
    }
    state.withLock { $0.isComplete = true }
  }

  func waitUntilComplete(timeout: Duration) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !isComplete {
      guard ContinuousClock.now < deadline else { return false }
      usleep(10_000)
    }
    return true
  }
}
