import ComposableArchitecture
import Foundation
import SearchClientLive
import SearchCore
import Testing
import TestSupport

/// The live client against a real HTTP server on 127.0.0.1, started by each test; never the
/// internet.
struct WeatherClientLiveTests {
  static let geocodingJSON = """
    {"results":[
      {"id":2657896,"name":"Zürich","latitude":47.36667,"longitude":8.55,"elevation":429.0,"feature_code":"PPLA",
       "country_code":"CH","admin1_id":2657895,"timezone":"Europe/Zurich","population":341730,
       "country_id":2658434,"country":"Switzerland","admin1":"Zurich"},
      {"id":2657897,"name":"Zürich Flughafen","latitude":47.45,"longitude":8.56,"feature_code":"AIRP",
       "country_code":"CH","timezone":"Europe/Zurich","country":"Switzerland"}
    ],"generationtime_ms":1.02}
    """
  static let forecastJSON = """
    {"latitude":47.36,"longitude":8.54,"generationtime_ms":0.03,"utc_offset_seconds":3600,"timezone":"Europe/Zurich",
     "timezone_abbreviation":"CET","elevation":409.0,
     "daily_units":{"time":"iso8601","temperature_2m_max":"°C","temperature_2m_min":"°C"},
     "daily":{"time":["2024-03-18","2024-03-19"],"temperature_2m_max":[12.5,9.1],"temperature_2m_min":[2.0,-1.4]}}
    """
  static let zurich = GeocodingSearch.Result(country: "Switzerland", latitude: 47.36667, longitude: 8.55, id: 2657896, name: "Zürich", admin1: "Zurich")

  func client(_ server: LoopbackHTTPServer, timeout: Duration = .seconds(10)) -> WeatherClient {
    .live(
      geocodingURL: server.url("/v1/search"), forecastURL: server.url("/v1/forecast"),
      timeZone: TimeZone(identifier: "Europe/Zurich")!, timeout: timeout
    )
  }

  /// The first request the server saw.
  func firstRequest(_ server: LoopbackHTTPServer) async -> LoopbackHTTPServer.Request? {
    for await event in server.events {
      if case let .received(request) = event { return request }
    }
    return nil
  }

  @Test func searchDecodesResultsWithAndWithoutARegion() async throws {
    let server = try LoopbackHTTPServer { _ in .response(status: 200, body: Data(Self.geocodingJSON.utf8)) }
    defer { server.stop() }
    let search = try await client(server).search("Zürich")
    #expect(search.results == [
      Self.zurich,
      GeocodingSearch.Result(country: "Switzerland", latitude: 47.45, longitude: 8.56, id: 2657897, name: "Zürich Flughafen"),
    ])
    let request = await firstRequest(server)
    #expect(request?.method == "GET")
    #expect(request?.path == "/v1/search?name=Z%C3%BCrich")
  }

  @Test func aSearchWithoutMatchesIsEmpty() async throws {
    let server = try LoopbackHTTPServer { _ in .response(status: 200, body: Data(#"{"generationtime_ms":0.2}"#.utf8)) }
    defer { server.stop() }
    #expect(try await client(server).search("Nowhere at all").results == [])
  }

  @Test(arguments: [
    ("San José & co", "/v1/search?name=San%20Jos%C3%A9%20%26%20co"),
    ("東京", "/v1/search?name=%E6%9D%B1%E4%BA%AC"),
    ("a=b?c#d+e/f", "/v1/search?name=a%3Db%3Fc%23d%2Be%2Ff"),
  ])
  func queriesArePercentEncoded(query: String, path: String) async throws {
    let server = try LoopbackHTTPServer { _ in .response(status: 200, body: Data("{}".utf8)) }
    defer { server.stop() }
    _ = try await client(server).search(query)
    #expect(await firstRequest(server)?.path == path)
  }

  @Test func anEndpointWithAQueryKeepsIt() async throws {
    let server = try LoopbackHTTPServer { _ in .response(status: 200, body: Data("{}".utf8)) }
    defer { server.stop() }
    let client = WeatherClient.live(geocodingURL: server.url("/mirror/search?language=de"))
    _ = try await client.search("Bern")
    #expect(await firstRequest(server)?.path == "/mirror/search?language=de&name=Bern")
  }

  @Test func forecastAsksForTheDailyRangeInTheLocalTimeZone() async throws {
    let server = try LoopbackHTTPServer { _ in .response(status: 200, body: Data(Self.forecastJSON.utf8)) }
    defer { server.stop() }
    let forecast = try await client(server).forecast(Self.zurich)
    #expect(Search.State.Weather(id: 1, forecast: forecast).lines == ["Today, 2.0°C – 12.5°C", "Tuesday, -1.4°C – 9.1°C"])
    #expect(
      await firstRequest(server)?.path
        == "/v1/forecast?latitude=47.36667&longitude=8.55&daily=temperature_2m_max,temperature_2m_min&timezone=Europe%2FZurich"
    )
  }

  @Test func anErrorStatusIsAFailure() async throws {
    let server = try LoopbackHTTPServer { _ in .response(status: 500, body: Data("oops".utf8)) }
    defer { server.stop() }
    await #expect(throws: WeatherClientError.status(500)) { try await client(server).search("Bern") }
    await #expect(throws: WeatherClientError.status(500)) { try await client(server).forecast(Self.zurich) }
  }

  @Test func malformedJSONIsAFailure() async throws {
    let server = try LoopbackHTTPServer { request in
      request.path.hasPrefix("/v1/search")
        ? .response(status: 200, body: Data("<html>busy</html>".utf8))
        : .response(status: 200, body: Data(#"{"daily":{"time":[]}}"#.utf8))
    }
    defer { server.stop() }
    await #expect(throws: WeatherClientError.malformedResponse("not JSON")) { try await client(server).search("Bern") }
    await #expect(throws: WeatherClientError.malformedResponse("no temperature_2m_max in daily")) {
      try await client(server).forecast(Self.zurich)
    }
  }

  @Test func aSilentServerTimesOut() async throws {
    let server = try LoopbackHTTPServer { _ in .silence }
    defer { server.stop() }
    await #expect(throws: WeatherClientError.network("timed out")) {
      try await client(server, timeout: .seconds(1)).search("Bern")
    }
    for await event in server.events where event == .closedByClient(path: "/v1/search?name=Bern") { break }
    // The given timeout, not the default of 10 s, timed by the server: how long the client
    // kept the unanswered connection open.
    let waits = server.unansweredWaits
    #expect(waits.count == 1 && waits.allSatisfy { $0 >= .milliseconds(900) && $0 < .seconds(5) }, "waits \(waits)")
  }

  @Test func aRefusedConnectionIsAFailure() async throws {
    let server = try LoopbackHTTPServer { _ in .silence }
    let client = client(server)
    server.stop()
    for await _ in server.events {}
    await #expect(throws: WeatherClientError.network("could not connect")) { try await client.search("Bern") }
  }

  @Test func cancellingASearchClosesItsConnection() async throws {
    let server = try LoopbackHTTPServer { _ in .silence }
    defer { server.stop() }
    let client = client(server)
    let task = Task { try await client.search("Bern") }
    var events = server.events.makeAsyncIterator()
    guard case .received = await events.next() else {
      Issue.record("The server saw no request")
      return
    }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(await events.next() == .closedByClient(path: "/v1/search?name=Bern"))
  }
}
