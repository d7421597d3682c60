import ComposableArchitecture
import Foundation
import SearchClientLive
import SearchCore
import SearchUI
import Testing
import TestSupport

/// The search with the live client against a loopback server: the terminal's debounce on a
/// test clock, the requests real, counted and cancelled on the server's side.
@MainActor
struct SearchOverHTTPTests {
  let clock = TestClock()

  nonisolated static func results(_ name: String, id: Int) -> Data {
    Data(#"{"results":[{"id":\#(id),"name":"\#(name)","latitude":1,"longitude":2,"country":"Nowhere"}]}"#.utf8)
  }

  func store(_ server: LoopbackHTTPServer) -> TestStore<Search.State, Search.Action> {
    let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient = .live(geocodingURL: server.url("/v1/search"), forecastURL: server.url("/v1/forecast"))
    }
    // Real requests: the only kind of test that waits on the wall clock.
    store.timeout = .seconds(10)
    return store
  }

  @Test func aNewerSearchClosesTheSlowConnectionOfAnOlderOne() async throws {
    let server = try LoopbackHTTPServer { request in
      request.path.hasSuffix("name=Sa") ? .silence : .response(status: 200, body: Self.results("San", id: 3))
    }
    defer { server.stop() }
    let store = store(server)
    var events = server.events.makeAsyncIterator()

    await store.send(.searchQueryChanged("Sa")) { $0.searchQuery = "Sa" }
    await store.send(.searchQueryChangeDebounced)
    guard case let .received(slow) = await events.next() else {
      Issue.record("The server saw no request")
      return
    }
    #expect(slow.path == "/v1/search?name=Sa")

    await store.send(.searchQueryChanged("San")) { $0.searchQuery = "San" }
    await store.send(.searchQueryChangeDebounced)
    let san = GeocodingSearch.Result(country: "Nowhere", latitude: 1, longitude: 2, id: 3, name: "San")
    await store.receive(.searchResponse(.success(GeocodingSearch(results: [san])))) { $0.results = [san] }
    var seen: [LoopbackHTTPServer.Event] = []
    while seen.count < 2, let event = await events.next() { seen.append(event) }
    #expect(seen.contains(.closedByClient(path: "/v1/search?name=Sa")))
    #expect(seen.contains { if case let .received(request) = $0 { request.path == "/v1/search?name=San" } else { false } })
  }

  @Test func typingTenCharactersAtTwentyKeysASecondSendsOneRequest() async throws {
    let server = try LoopbackHTTPServer { _ in .response(status: 200, body: Self.results("San Franci", id: 5)) }
    let store = TestStore(initialState: SearchTerminal.State()) { SearchTerminal() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient = .live(geocodingURL: server.url("/v1/search"), forecastURL: server.url("/v1/forecast"))
    }
    store.timeout = .seconds(10)
    var query = ""
    for character in "San Franci" {
      query.append(character)
      await store.send(.search(.searchQueryChanged(query))) { [query] in
        $0.search.searchQuery = query
        $0.status.searchingFor = query
      }
      await clock.advance(by: .milliseconds(50))
    }
    await clock.advance(by: SearchTerminal.debounceDelay - .milliseconds(50))
    await store.receive(.search(.searchQueryChangeDebounced))
    let found = GeocodingSearch.Result(country: "Nowhere", latitude: 1, longitude: 2, id: 5, name: "San Franci")
    await store.receive(.search(.searchResponse(.success(GeocodingSearch(results: [found]))))) {
      $0.search.results = [found]
      $0.status.searchingFor = nil
      $0.selection = 5
      $0.results.resize(count: 1)
    }
    server.stop()
    var paths: [String] = []
    for await event in server.events {
      if case let .received(request) = event { paths.append(request.path) }
    }
    #expect(paths == ["/v1/search?name=San%20Franci"])
  }
}
