import CaseStudies
import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

struct ScreenshotsClientTests {
  /// A child process listens with the live client; each real SIGUSR1 sent to it is one event,
  /// and none of them ends it.
  @Test func eachSIGUSR1IsOneEvent() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: try ChildProcess.builtExecutable(named: "casestudies-signal-listener"))
    process.arguments = ["3"]
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    defer { if process.isRunning { process.terminate() } }
    var lines = LineReader(output.fileHandleForReading)
    #expect(lines.next() == "listening")
    for event in 1...3 {
      kill(process.processIdentifier, SIGUSR1)
      #expect(lines.next() == "event \(event)")
    }
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 0)
  }
}

/// Reads a pipe line by line, waiting for each at most 10 s (the child writes each line
/// unbuffered): nil when none comes, so a lost signal fails the test instead of hanging it.
struct LineReader {
  let handle: FileHandle
  var buffer = Data()

  init(_ handle: FileHandle) { self.handle = handle }

  mutating func next() -> String? {
    while true {
      if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: buffer[buffer.startIndex..<end], as: UTF8.self)
        buffer.removeSubrange(buffer.startIndex...end)
        return line
      }
      var ready = pollfd(fd: handle.fileDescriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, 10_000) > 0 else { return nil }
      let chunk = handle.availableData
      if chunk.isEmpty { return nil }
      buffer.append(chunk)
    }
  }
}
