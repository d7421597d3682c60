#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif

/// A program a live client runs (a URL opener, an audio player), with its standard streams
/// chosen, waited for without holding a thread, and ended with SIGTERM when the task that
/// waits for it is cancelled. Foundation's `Process` would do the same, but only the full
/// Foundation has it.
package enum ChildCommand {
  /// How a command ended: its exit status, and the last line it wrote to standard error.
  package struct Ending: Sendable, Equatable {
    package var status: Int32
    package var lastErrorLine: String?

    package init(status: Int32, lastErrorLine: String?) {
      self.status = status
      self.lastErrorLine = lastErrorLine
    }
  }

  /// Why a command could not start, as the system says it.
  package struct StartFailure: Error, CustomStringConvertible {
    package let description: String
  }

  /// Runs `executable` with `arguments`, its standard input read from the file at `input`
  /// (nothing when nil), its output discarded, and returns how it ended. An input that cannot
  /// be opened is a `StartFailure`, as the system names it.
  package static func run(_ executable: String, arguments: [String], input: String? = nil) async throws -> Ending {
    var errorPipe: [Int32] = [-1, -1]
    guard pipe(&errorPipe) == 0 else { throw StartFailure(description: String(cString: strerror(errno))) }
    defer { close(errorPipe[0]) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
    posix_spawn_file_actions_addclose(&actions, errorPipe[0])
    posix_spawn_file_actions_addclose(&actions, errorPipe[1])
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    // The child starts with no signal blocked and each at its default, whatever this
    // process does with them (a terminal program blocks SIGTERM on some threads): else a
    // SIGTERM sent to end it would wait for it to finish.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var everySignal = sigset_t()
    sigfillset(&everySignal)
    posix_spawnattr_setsigdefault(&attributes, &everySignal)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    close(errorPipe[1])
    guard status == 0 else { throw StartFailure(description: String(cString: strerror(status))) }
    let exitStatus: Int32
    do {
      exitStatus = try await waitForExit(of: child)
    } catch {
      kill(child, SIGTERM)
      var ignored: Int32 = 0
      while waitpid(child, &ignored, 0) == -1, errno == EINTR {}
      throw error
    }
    _ = fcntl(errorPipe[0], F_SETFL, O_NONBLOCK)
    var said: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while case let count = read(errorPipe[0], &buffer, buffer.count), count > 0 {
      said += buffer[..<count]
    }
    let lastLine = String(decoding: said, as: UTF8.self).split(separator: "\n").last.map(String.init)
    return Ending(status: exitStatus, lastErrorLine: lastLine)
  }

  /// The exit status of `child`, looked for every 20 ms; throws `CancellationError` when the
  /// task is cancelled first.
  private static func waitForExit(of child: pid_t) async throws -> Int32 {
    var status: Int32 = 0
    while true {
      let result = waitpid(child, &status, WNOHANG)
      if result == child { return (status >> 8) & 0xFF }
      if result == -1, errno != EINTR { return -1 }
      try await Task.sleep(for: .milliseconds(20))
    }
  }
}
