import ComposableCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Synchronization

/// Real I/O a scripted run waits for before its next step (an HTTP request to URLs the user
/// named): it runs on threads the run cannot count, so the run counts the calls instead and
/// waits, without polling, until none is in flight.
final class ExternalWork: Sendable {
  private struct Calls {
    var inFlight = 0
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let calls = Mutex(Calls())

  var isIdle: Bool { calls.withLock { $0.inFlight == 0 } }

  /// Runs `operation`, counted as in flight until it returns or throws.
  func track<Value: Sendable>(_ operation: () async throws -> Value) async throws -> Value {
    calls.withLock { $0.inFlight += 1 }
    defer {
      let waiters = calls.withLock { calls -> [CheckedContinuation<Void, Never>] in
        calls.inFlight -= 1
        guard calls.inFlight == 0 else { return [] }
        defer { calls.waiters = [] }
        return calls.waiters
      }
      for waiter in waiters { waiter.resume() }
    }
    return try await operation()
  }

  /// Returns once nothing is in flight.
  func idle() async {
    await withCheckedContinuation { continuation in
      let isIdle = calls.withLock { calls -> Bool in
        if calls.inFlight == 0 { return true }
        calls.waiters.append(continuation)
        return false
      }
      if isIdle { continuation.resume() }
    }
  }
}

extension ProgramDriver {
  /// The client as this run needs it: its requests awaited by a headless run before the next
  /// step, so a snapshot shows their answers; written down by a recording; and, in a replay,
  /// not sent at all but answered from the recording, in order. The client itself in a
  /// plain terminal run.
  public nonisolated func tracking(_ client: HTTPClient) -> HTTPClient {
    if let exchanges = recordedExchanges, let clock { return Self.replaying(exchanges, clock: clock) }
    var client = client
    if let recorder = sessionRecorder { client = recorder.recording(client) }
    if let work = externalWork {
      let tracked = client
      client = HTTPClient { request in try await work.track { try await tracked.data(for: request) } }
    }
    // Outside the tracking: an answer the history gives again waits on the virtual clock,
    // which a headless run moves only once no real work is in flight.
    if let clock { client = history.answering(client, clock: clock) }
    return client
  }

  /// Answers each request with the next recorded exchange, at the virtual time it came; a
  /// request the recording does not have at that point fails, and the state it leaves shows
  /// where the replay went astray.
  private nonisolated static func replaying(
    _ exchanges: RecordedValues<SessionEntry.HTTPExchange>, clock: ScriptClock
  ) -> HTTPClient {
    HTTPClient { request in
      let url = request.url?.absoluteString ?? ""
      guard let exchange = exchanges.next(), exchange.url == url else {
        throw ReplayError(description: "the recording has no answer for \(url) here")
      }
      try await clock.sleep(until: ScriptClock.Instant(offset: .nanoseconds(exchange.nanoseconds ?? 0)))
      if let error = exchange.error { throw ReplayError(description: error) }
      guard let requestURL = request.url,
        let response = HTTPURLResponse(
          url: requestURL, statusCode: exchange.status ?? 200, httpVersion: "HTTP/1.1", headerFields: exchange.headers
        )
      else { throw ReplayError(description: "the recorded answer for \(url) is not HTTP") }
      return (Data(base64Encoded: exchange.body ?? "") ?? Data(), response)
    }
  }
}

/// A failure a replay stands in for: the recorded one, or a request the recording lacks.
struct ReplayError: Error, CustomStringConvertible {
  var description: String
}
