import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
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

/// An HTTP answer as a run keeps it: the body, the status and the headers, with no networking
/// type, so that only the programs that use the network link FoundationNetworking (the module
/// TerminalScriptHTTP turns an `HTTPClient`'s answers into these and back).
package struct HTTPReply: Sendable {
  package var body: Data
  package var status: Int
  package var headers: [String: String]

  package init(body: Data, status: Int, headers: [String: String]) {
    self.body = body
    self.status = status
    self.headers = headers
  }
}

extension ProgramDriver {
  /// Whether answers from outside pass through this run (a script, a recording, a replay, the
  /// inspector's history); false for a plain terminal run, which asks the world directly.
  package nonisolated var tracksAnswersFromOutside: Bool {
    recordedExchanges != nil || sessionRecorder != nil || externalWork != nil || clock != nil
  }

  /// `fetch` as this run needs it: its requests awaited by a headless run before the next
  /// step, so a snapshot shows their answers; written down by a recording; and, in a replay,
  /// not sent at all but answered from the recording, in order. `fetch` itself in a plain
  /// terminal run. `url` names a request, as the recording writes it.
  package nonisolated func tracking<Request: Sendable>(
    _ fetch: @escaping @Sendable (Request) async throws -> HTTPReply, url: @escaping @Sendable (Request) -> String
  ) -> @Sendable (Request) async throws -> HTTPReply {
    if let exchanges = recordedExchanges, let clock { return Self.replaying(exchanges, clock: clock, url: url) }
    var fetch = fetch
    if let recorder = sessionRecorder { fetch = recorder.recording(fetch, url: url) }
    if let work = externalWork {
      let tracked = fetch
      fetch = { request in try await work.track { try await tracked(request) } }
    }
    // Outside the tracking: an answer the history gives again waits on the virtual clock,
    // which a headless run moves only once no real work is in flight.
    if let clock { fetch = history.answering(fetch, url: url, clock: clock) }
    return fetch
  }

  /// Answers each request with the next recorded exchange, at the virtual time it came; a
  /// request the recording does not have at that point fails, and the state it leaves shows
  /// where the replay went astray.
  private nonisolated static func replaying<Request: Sendable>(
    _ exchanges: RecordedValues<SessionEntry.HTTPExchange>, clock: ScriptClock,
    url: @escaping @Sendable (Request) -> String
  ) -> @Sendable (Request) async throws -> HTTPReply {
    { request in
      let url = url(request)
      guard let exchange = exchanges.next(), exchange.url == url else {
        throw ReplayError(description: "the recording has no answer for \(url) here")
      }
      try await clock.sleep(until: ScriptClock.Instant(offset: .nanoseconds(exchange.nanoseconds ?? 0)))
      if let error = exchange.error { throw ReplayError(description: error) }
      return HTTPReply(
        body: Data(base64Encoded: exchange.body ?? "") ?? Data(), status: exchange.status ?? 200,
        headers: exchange.headers ?? [:]
      )
    }
  }
}

/// A failure a replay stands in for: the recorded one, or a request the recording lacks.
struct ReplayError: Error, CustomStringConvertible {
  var description: String
}
