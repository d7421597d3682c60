import Dependencies
import Dispatch
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Tells of "screenshot taken" events, for the long-living effect study: each call gives a
/// stream with one element per event from then on; ending it stops listening. A bare closure,
/// as the reference's `screenshots` dependency is, so a test writes `$0.screenshots = { events }`.
public typealias ScreenshotsClient = @Sendable () async -> any AsyncSequence<Void, Never>

/// The screenshot events this program can hear. Linux has no such notification: the live
/// value counts SIGUSR1 signals sent to the process instead.
public enum Screenshots {
  /// Each SIGUSR1 delivered to this process is one event (`kill -USR1 <pid>`). From the first
  /// call on, the signal no longer ends the program (its default action).
  public static let sigusr1: ScreenshotsClient = { SignalEvents.shared.stream() }

  /// Never tells of an event: for previews.
  public static let never: ScreenshotsClient = { AsyncStream<Void> { _ in } }
}

/// The write end of the pipe SIGUSR1's handler writes a byte to, or -1 before the first use.
/// A handler may only do async-signal-safe work: `write` is, and an atomic load.
private let signalWriteEnd = Atomic<Int32>(-1)

/// The listeners of SIGUSR1. The handler is installed before the first stream is returned,
/// so no signal sent after that is lost: it writes one byte to a pipe, and a dispatch read
/// source turns each byte into an event for every open stream (bytes wait in the pipe until
/// read, whenever the source gets to them).
final class SignalEvents: @unchecked Sendable {
  static let shared = SignalEvents()

  private let lock = NSLock()
  private var listeners: [UUID: AsyncStream<Void>.Continuation] = [:]
  private let source: (any DispatchSourceRead)?

  private init() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else {
      source = nil
      return
    }
    // Neither end ever blocks: a full pipe drops a signal rather than stall the handler.
    _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    signalWriteEnd.store(ends[1], ordering: .relaxed)
    signal(SIGUSR1) { _ in
      var byte: UInt8 = 1
      _ = write(signalWriteEnd.load(ordering: .relaxed), &byte, 1)
    }
    let readEnd = ends[0]
    let source = DispatchSource.makeReadSource(fileDescriptor: readEnd, queue: DispatchQueue(label: "casestudies.sigusr1"))
    self.source = source
    source.setEventHandler { [weak self] in
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = read(readEnd, &buffer, buffer.count)
      guard count > 0, let self else { return }
      for listener in self.currentListeners() {
        for _ in 0..<count { listener.yield() }
      }
    }
    source.resume()
  }

  private func currentListeners() -> [AsyncStream<Void>.Continuation] {
    lock.withLock { Array(listeners.values) }
  }

  func stream() -> AsyncStream<Void> {
    let id = UUID()
    let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .unbounded)
    continuation.onTermination = { [weak self] _ in
      _ = self?.lock.withLock { self?.listeners.removeValue(forKey: id) }
    }
    lock.withLock { listeners[id] = continuation }
    if source == nil { continuation.finish() }
    return stream
  }
}

extension DependencyValues {
  /// The screenshot events of the long-living effect study.
  public var screenshots: ScreenshotsClient {
    get { self[ScreenshotsKey.self] }
    set { self[ScreenshotsKey.self] = newValue }
  }
}

/// In tests, a call reports "Unimplemented: 'screenshots'" and answers a stream that is
/// already over.
private enum ScreenshotsKey: DependencyKey {
  static let liveValue: ScreenshotsClient = Screenshots.sigusr1
  static let previewValue: ScreenshotsClient = Screenshots.never
  static let testValue: ScreenshotsClient = {
    reportIssue("Unimplemented: 'screenshots'")
    return AsyncStream<Void> { $0.finish() }
  }
}
