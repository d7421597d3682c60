import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A release program running in a pseudo-terminal of its own, with every chunk it writes
/// timestamped as it arrives: what a person at the terminal waits for, measured from outside.
final class TerminalRun {
  let processID: pid_t
  private let master: Int32
  private let output = Output()
  let started: ContinuousClock.Instant

  /// Starts `program` with `arguments` in a terminal of `size` columns and rows.
  init(_ program: String, _ arguments: [String], environment: [String: String], columns: UInt16, rows: UInt16) throws {
    var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    var master: Int32 = -1
    var terminal: Int32 = -1
    guard openpty(&master, &terminal, nil, nil, &size) == 0 else { throw Failure("openpty failed") }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for descriptor in [Int32(0), 1, 2] { posix_spawn_file_actions_adddup2(&actions, terminal, descriptor) }
    posix_spawn_file_actions_addclose(&actions, terminal)
    let argv = ([program] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    started = ContinuousClock.now
    let status = posix_spawn(&pid, program, &actions, nil, argv, envp)
    close(terminal)
    guard status == 0 else {
      close(master)
      throw Failure("cannot start \(program): \(String(cString: strerror(status)))")
    }
    processID = pid
    self.master = master
    let (output, descriptor) = (output, master)
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { break }
        let now = ContinuousClock.now
        output.chunks.withLock { $0.append((now, Array(buffer[..<count]))) }
      }
      output.readerEnded.signal()
    }
  }

  /// How many chunks the program has written so far.
  var chunkCount: Int { output.chunks.withLock { $0.count } }

  /// When the output first contained `text`, waiting for it up to `timeout`.
  func time(whenOutputContains text: String, timeout: Duration = .seconds(30)) throws -> ContinuousClock.Instant {
    let deadline = ContinuousClock.now + timeout
    let wanted = Array(text.utf8)
    while ContinuousClock.now < deadline {
      let found: ContinuousClock.Instant? = output.chunks.withLock { chunks in
        var output: [UInt8] = []
        for chunk in chunks {
          output += chunk.bytes
          if output.count >= wanted.count, output.suffix(chunk.bytes.count + wanted.count - 1).firstRange(of: wanted) != nil {
            return chunk.time
          }
        }
        return nil
      }
      if let found { return found }
      usleep(200)
    }
    let shown = output.chunks.withLock { String(decoding: $0.flatMap(\.bytes).suffix(400), as: UTF8.self) }
    throw Failure("\"\(text)\" never appeared on the screen; it ended with: \(shown.debugDescription)")
  }

  /// Types `key`, and returns how long until the program started writing the next frame;
  /// then waits until its output has been quiet for 5 ms, so frames never overlap.
  func latency(ofKey key: String) throws -> Duration {
    let before = chunkCount
    let pressed = ContinuousClock.now
    let bytes = Array(key.utf8)
    guard write(master, bytes, bytes.count) == bytes.count else { throw Failure("cannot type") }
    let deadline = pressed + .seconds(5)
    var first: ContinuousClock.Instant?
    while first == nil {
      guard ContinuousClock.now < deadline else { throw Failure("no frame after the key \(key.debugDescription)") }
      first = output.chunks.withLock { $0.count > before ? $0[before].time : nil }
      if first == nil { usleep(50) }
    }
    var seen = chunkCount
    var quietSince = ContinuousClock.now
    while ContinuousClock.now - quietSince < .milliseconds(5) {
      usleep(200)
      let count = chunkCount
      if count != seen { (seen, quietSince) = (count, .now) }
    }
    return first! - pressed
  }

  /// Types `text` and waits for the program to draw what it changed.
  func type(_ text: String) throws {
    for key in text { _ = try latency(ofKey: String(key)) }
  }

  /// The most memory the program has held (VmHWM, its peak resident set), in bytes.
  func peakMemory() throws -> Int {
    let status = try String(contentsOfFile: "/proc/\(processID)/status", encoding: .utf8)
    guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
      let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
    else { throw Failure("no VmHWM in /proc/\(processID)/status") }
    return kilobytes * 1024
  }

  /// Ends the program with SIGTERM (it saves and restores the terminal) and waits for it,
  /// then for the reader to see the terminal close: only then is the descriptor closed, so
  /// the reader never reads from a later terminal given the same descriptor number.
  func stop() {
    kill(processID, SIGTERM)
    var status: Int32 = 0
    waitpid(processID, &status, 0)
    _ = output.readerEnded.wait(timeout: .now() + 10)
    close(master)
  }
}

/// What a program wrote, each chunk with the time it was read; filled by a thread of its own.
private final class Output: Sendable {
  let chunks = Mutex<[(time: ContinuousClock.Instant, bytes: [UInt8])]>([])
  /// Signalled when the program's side of the terminal has closed.
  let readerEnded = DispatchSemaphore(value: 0)
}

/// Why a measurement could not be made.
struct Failure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// The peak memory of `program --help` (its maximum resident set), in bytes: what starting the
/// program costs before it opens a terminal or reads any data. GNU time measures it: a child
/// spawned from here would count this process's own memory as its peak, which Linux carries
/// over to the child of a spawn, while time is small and forks its own.
func helpPeakMemory(of program: String, environment: [String: String]) throws -> Int {
  let report = NSTemporaryDirectory() + "help-peak-\(getpid())"
  defer { unlink(report) }
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  let arguments: [String] = ["/usr/bin/time", "-f", "%M", "-o", report, program, "--help"]
  let argv = arguments.map { strdup($0) } + [nil]
  let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { (argv + envp).forEach { free($0) } }
  var pid: pid_t = 0
  let status = posix_spawn(&pid, "/usr/bin/time", &actions, nil, argv, envp)
  guard status == 0 else { throw Failure("cannot start /usr/bin/time (scripts/setup installs it): \(String(cString: strerror(status)))") }
  var exitStatus: Int32 = 0
  while waitpid(pid, &exitStatus, 0) == -1, errno == EINTR {}
  guard exitStatus == 0 else { throw Failure("\(program) --help exited with status \(exitStatus >> 8)") }
  let kilobytes = try String(contentsOfFile: report, encoding: .utf8).split(separator: "\n").last.flatMap { Int($0) }
  guard let kilobytes else { throw Failure("no peak memory in the report of /usr/bin/time") }
  return kilobytes * 1024
}
