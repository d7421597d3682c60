import ComposableCore
import Foundation
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
  /// The client, with its requests awaited by a scripted run before the next step, so a
  /// snapshot shows their answers; the client itself in a terminal.
  public nonisolated func tracking(_ client: HTTPClient) -> HTTPClient {
    guard let work = externalWork else { return client }
    return HTTPClient { request in try await work.track { try await client.data(for: request) } }
  }
}
