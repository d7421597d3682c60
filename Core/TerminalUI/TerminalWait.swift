import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits until the terminal has input, `wake()` is called (from any thread, or from an exit
/// signal's handler through `wakeDescriptor`), or a timeout passes.
///
/// The wait blocks a queue of its own rather than a thread of the cooperative pool, which
/// has as few threads as cores: effects keep running on those while the screen waits.
final class TerminalWait: Sendable {
  /// What ended a wait.
  enum Outcome: Equatable {
    case input
    case woken
    case timedOut
  }

  private let input: Int32
  private let wakeReader: Int32
  /// Writing a byte here ends the current or the next wait; safe in a signal handler.
  let wakeDescriptor: Int32
  private let queue = DispatchQueue(label: "TerminalWait")

  /// A wait on the input descriptor `input`; nil when no pipe can be made.
  init?(input: Int32) {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return nil }
    for descriptor in descriptors {
      // Non-blocking, so a wake never blocks when the pipe is full and draining stops when empty.
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    self.input = input
    self.wakeReader = descriptors[0]
    self.wakeDescriptor = descriptors[1]
  }

  /// Ends the current wait, or the next one if none is under way, so no wake is ever missed.
  func wake() {
    var byte: UInt8 = 1
    _ = write(wakeDescriptor, &byte, 1)
  }

  /// Suspends until there is input, a wake, or `timeout` has passed. A signal that interrupts
  /// the wait counts as the timeout: the caller looks at everything again either way.
  func wait(timeout: Duration) async -> Outcome {
    let milliseconds = Int32(clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
    return await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: self.block(milliseconds: milliseconds)) }
    }
  }

  /// Closes the pipe; no wait may be under way.
  func closePipe() {
    close(wakeReader)
    close(wakeDescriptor)
  }

  private func block(milliseconds: Int32) -> Outcome {
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0),
    ]
    guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return .timedOut }
    if descriptors[1].revents != 0 {
      var bytes = [UInt8](repeating: 0, count: 64)
      while read(wakeReader, &bytes, bytes.count) > 0 {}
      return .woken
    }
    return .input
  }
}
