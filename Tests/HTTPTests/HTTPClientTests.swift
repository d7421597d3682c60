import ComposableArchitecture
import Foundation
import HTTP
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Looks a word up on a server and keeps the answer.
private struct Lookup: Reducer {
  struct State: Equatable {
    var answer: String?
  }
  enum Action: Equatable {
    case answered(status: Int, body: String)
    case lookUp(URL)
  }
  @Dependency(\.httpClient) var httpClient

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .answered(status, body):
      state.answer = "\(status) \(body)"
      return .none
    case let .lookUp(url):
      return .run { [httpClient] send in
        let (data, response) = try await httpClient.data(for: URLRequest(url: url))
        await send(.answered(status: response.statusCode, body: String(decoding: data, as: UTF8.self)))
      }
    }
  }
}

/// The live client against a real HTTP server on 127.0.0.1, started by each test.
@MainActor
struct HTTPClientTests {
  @Test func sendsTheRequestAndReturnsBodyAndResponse() async throws {
    let server = try LoopbackHTTPServer { request in
      .response(status: 201, headers: ["Content-Type": "text/plain"], body: Data("got \(request.body.count) bytes".utf8))
    }
    defer { server.stop() }
    var request = URLRequest(url: server.url("/notes?draft=1"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(#"{"title":"Buy milk"}"#.utf8)

    let (data, response) = try await HTTPClient.live.data(for: request)

    #expect(response.statusCode == 201)
    #expect(response.value(forHTTPHeaderField: "Content-Type") == "text/plain")
    #expect(String(decoding: data, as: UTF8.self) == "got 20 bytes")
    var events = server.events.makeAsyncIterator()
    let received = await events.next()
    guard case let .received(seen) = received else {
      Issue.record("The server saw no request: \(String(describing: received))")
      return
    }
    #expect(seen.method == "POST")
    #expect(seen.path == "/notes?draft=1")
    #expect(seen.headers["content-type"] == "application/json")
    #expect(String(decoding: seen.body, as: UTF8.self) == #"{"title":"Buy milk"}"#)
  }

  @Test func anErrorStatusIsAResponseNotAThrow() async throws {
    let server = try LoopbackHTTPServer { _ in .response(status: 404, body: Data("no such note".utf8)) }
    defer { server.stop() }
    let (data, response) = try await HTTPClient.live.data(for: URLRequest(url: server.url("/notes/7")))
    #expect(response.statusCode == 404)
    #expect(String(decoding: data, as: UTF8.self) == "no such note")
  }

  @Test func cancellingTheTaskClosesTheConnectionAndThrowsCancellation() async throws {
    let server = try LoopbackHTTPServer { _ in .silence }
    defer { server.stop() }
    let task = Task { try await HTTPClient.live.data(for: URLRequest(url: server.url("/slow"))) }
    var events = server.events.makeAsyncIterator()
    guard case .received = await events.next() else {
      Issue.record("The server saw no request")
      return
    }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await events.next() == .closedByClient(path: "/slow"))
  }

  @Test func aRefusedConnectionThrowsAURLError() async throws {
    let server = try LoopbackHTTPServer { _ in .silence }
    let url = server.url("/")
    server.stop()
    var events = server.events.makeAsyncIterator()
    while await events.next() != nil {}
    await #expect(throws: URLError.self) { try await HTTPClient.live.data(for: URLRequest(url: url)) }
  }

  @Test func effectsUseTheLiveClientAgainstLoopback() async throws {
    let server = try LoopbackHTTPServer { request in .response(status: 200, body: Data("\(request.path) is a word".utf8)) }
    defer { server.stop() }
    let store = TestStore(initialState: Lookup.State()) { Lookup() } withDependencies: {
      $0.httpClient = .live
    }
    // A real request: the only kind of test that waits on the wall clock.
    store.timeout = .seconds(10)
    await store.send(.lookUp(server.url("/swift")))
    await store.receive(.answered(status: 200, body: "/swift is a word")) {
      $0.answer = "200 /swift is a word"
    }
  }

  @Test func aCannedClientNeedsNoServer() async throws {
    let store = TestStore(initialState: Lookup.State()) { Lookup() } withDependencies: {
      $0.httpClient = HTTPClient { request in
        let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!
        return (Data("canned".utf8), response)
      }
    }
    await store.send(.lookUp(URL(string: "http://example.invalid/swift")!))
    await store.receive(.answered(status: 200, body: "canned")) { $0.answer = "200 canned" }
  }

  @Test func unimplementedReportsTheRequestAndThrows() async {
    let issues = await IssueReporters.capture {
      @Dependency(\.httpClient) var httpClient
      await #expect(throws: HTTPClientError.unimplemented(url: URL(string: "http://example.invalid/a"))) {
        try await httpClient.data(for: URLRequest(url: URL(string: "http://example.invalid/a")!))
      }
    }
    #expect(issues.map(\.message) == [
      """
      Unimplemented: @Dependency(\\.httpClient) sent GET http://example.invalid/a in a test without \
      being overridden. Use withDependencies: { $0.httpClient = HTTPClient { request in … } }.
      """,
    ])
  }
}
