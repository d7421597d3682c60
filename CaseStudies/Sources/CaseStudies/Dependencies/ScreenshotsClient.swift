import ComposableCore
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Tells of "screenshot taken" events, for the long-living effect study. Linux has no such
/// notification: the live value counts SIGUSR1 signals sent to the process instead.
public struct ScreenshotsClient: Sendable {
  /// A stream with one element per event, from the call on; ending it stops listening.
  public var events: @Sendable () -> AsyncStream<Void>

  public init(events: @escaping @Sendable () -> AsyncStream<Void>) {
    self.events = events
  }
}

extension ScreenshotsClient {
  /// Each SIGUSR1 delivered to this process is one event (`kill -USR1 <pid>`). From the first
  /// call on, the signal no longer ends the program (its default action).
  public static let sigusr1 = ScreenshotsClient { SignalEvents.shared.stream() }

  /// Never tells of an event: for previews.
  public static let never = ScreenshotsClient { AsyncStream { _ in } }

  /// Reports an issue naming itself, so a test must override it.
  public static let unimplemented = ScreenshotsClient {
    reportIssue("ScreenshotsClient.events was called but is unimplemented; override it in this test.")
    return AsyncStream { $0.finish() }
  }
}

/// The listeners of SIGUSR1: one dispatch signal source for the process, fanned out to
/// every open stream.
final class SignalEvents: @unchecked Sendable {
  static let shared = SignalEvents()

  private let lock = NSLock()
  private var listeners: [UUID: AsyncStream<Void>.Continuation] = [:]
  private let source: DispatchSourceSignal
  private let queue = DispatchQueue(label: "casestudies.sigusr1")

  private init() {
    // The signal must not kill the process; the dispatch source still sees it.
    signal(SIGUSR1, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGUSR1, queue: queue)
    source.setEventHandler { [weak self] in
      guard let self else { return }
      let count = Int(self.source.data)
      for listener in self.currentListeners() {
        for _ in 0..<max(1, count) { listener.yield() }
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

private enum ScreenshotsKey: DependencyKey {
  static let liveValue = ScreenshotsClient.sigusr1
  static let previewValue = ScreenshotsClient.never
  static let testValue = ScreenshotsClient.unimplemented
}
