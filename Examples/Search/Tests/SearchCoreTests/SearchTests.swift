import ComposableArchitecture
import Foundation
import SearchCore
import Testing

/// The scenarios of the spec's section 5, each an exhaustive test of the search feature on a
/// test clock.
@MainActor
struct SearchTests {
  let clock = TestClock()
  let offline = WeatherClientError.network("offline")

  // MARK: From the original example's tests

  @Test func searchAndClearQuery() async {
    let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { _ in .mock }
    }
    await store.send(.searchQueryChanged("S")) { $0.searchQuery = "S" }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(.searchResponse(.success(.mock))) {
      $0.results = GeocodingSearch.mock.results
    }
    await store.send(.searchQueryChanged("")) {
      $0.results = []
      $0.searchQuery = ""
    }
  }

  @Test func searchFailure() async {
    let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { [offline] _ in throw offline }
    }
    await store.send(.searchQueryChanged("S")) { $0.searchQuery = "S" }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(.searchResponse(.failure(offline)))
  }

  @Test func clearQueryCancelsInFlightSearchRequest() async {
    let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { [clock] _ in
        try await clock.sleep(for: .seconds(1))
        return .mock
      }
    }
    await store.send(.searchQueryChanged("S")) { $0.searchQuery = "S" }
    await store.send(.searchQueryChangeDebounced)
    await store.send(.searchQueryChanged("")) { $0.searchQuery = "" }
    await clock.advance(by: .seconds(5))
  }

  @Test func tapOnLocation() async {
    let store = TestStore(initialState: Search.State(results: GeocodingSearch.mock.results + [.special])) { Search() } withDependencies: {
      $0.weatherClient.forecast = { _ in .mock }
    }
    await store.send(.searchResultTapped(.special)) { $0.resultForecastRequestInFlight = .special }
    await store.receive(.forecastResponse(42, .success(.mock))) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = .mock(id: 42)
    }
  }

  @Test func tapOnLocationCancelsInFlightRequest() async {
    let calls = Calls()
    let store = TestStore(initialState: Search.State(results: GeocodingSearch.mock.results + [.special])) { Search() } withDependencies: {
      $0.weatherClient.forecast = { [clock] location in
        calls.record(location.name)
        try await clock.sleep(for: .seconds(1))
        return .mock
      }
    }
    await store.send(.searchResultTapped(GeocodingSearch.mock.results[0])) { $0.resultForecastRequestInFlight = GeocodingSearch.mock.results[0] }
    await store.send(.searchResultTapped(.special)) { $0.resultForecastRequestInFlight = .special }
    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(42, .success(.mock))) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = .mock(id: 42)
    }
    await clock.advance(by: .seconds(5))
    #expect(calls.all == ["Brooklyn", "Special Place"])
  }

  @Test func tapOnLocationFailure() async {
    let store = TestStore(initialState: Search.State(results: GeocodingSearch.mock.results)) { Search() } withDependencies: {
      $0.weatherClient.forecast = { [offline] _ in throw offline }
    }
    await store.send(.searchResultTapped(GeocodingSearch.mock.results[0])) { $0.resultForecastRequestInFlight = GeocodingSearch.mock.results[0] }
    await store.receive(.forecastResponse(1, .failure(offline))) { $0.resultForecastRequestInFlight = nil }
  }

  // MARK: The port's own scenarios

  @Test func aNewerSearchCancelsASlowOlderOne() async {
    let cancelled = Calls()
    let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { [clock] query in
        if query == "Sa" {
          do {
            try await clock.sleep(for: .seconds(5))
          } catch {
            cancelled.record(query)
            throw error
          }
          return .mock
        }
        return GeocodingSearch(results: [GeocodingSearch.mock.results[2]])
      }
    }
    await store.send(.searchQueryChanged("Sa")) { $0.searchQuery = "Sa" }
    await store.send(.searchQueryChangeDebounced)
    await store.send(.searchQueryChanged("San")) { $0.searchQuery = "San" }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(.searchResponse(.success(GeocodingSearch(results: [GeocodingSearch.mock.results[2]])))) {
      $0.results = [GeocodingSearch.mock.results[2]]
    }
    await clock.advance(by: .seconds(10))
    #expect(cancelled.all == ["Sa"])
  }

  @Test func clearingTheQueryLetsARunningForecastFinish() async {
    let store = TestStore(initialState: Search.State(results: GeocodingSearch.mock.results, searchQuery: "Bro")) { Search() } withDependencies: {
      $0.weatherClient.forecast = { [clock] _ in
        try await clock.sleep(for: .seconds(1))
        return .mock
      }
    }
    await store.send(.searchResultTapped(GeocodingSearch.mock.results[0])) { $0.resultForecastRequestInFlight = GeocodingSearch.mock.results[0] }
    await store.send(.searchQueryChanged("")) {
      $0.results = []
      $0.searchQuery = ""
    }
    await clock.advance(by: .seconds(1))
    await store.receive(.forecastResponse(1, .success(.mock))) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = .mock(id: 1)
    }
  }

  @Test func forecastFailureClearsThePreviousWeather() async {
    let store = TestStore(initialState: Search.State(results: GeocodingSearch.mock.results, weather: .mock(id: 1))) { Search() } withDependencies: {
      $0.weatherClient.forecast = { [offline] _ in throw offline }
    }
    await store.send(.searchResultTapped(GeocodingSearch.mock.results[1])) { $0.resultForecastRequestInFlight = GeocodingSearch.mock.results[1] }
    await store.receive(.forecastResponse(2, .failure(offline))) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = nil
    }
  }

  @Test func searchFailureKeepsTheWeather() async {
    let store = TestStore(
      initialState: Search.State(results: GeocodingSearch.mock.results, searchQuery: "Bro", weather: .mock(id: 1))
    ) { Search() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { [offline] _ in throw offline }
    }
    await store.send(.searchQueryChanged("Brook")) { $0.searchQuery = "Brook" }
    await store.send(.searchQueryChangeDebounced)
    await store.receive(.searchResponse(.failure(offline))) { $0.results = [] }
    #expect(store.state.weather == .mock(id: 1))
  }

  @Test func anEmptyQueryIsNeverSearched() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.searchQueryChangeDebounced)
  }

  @Test func theOfflineClientAnswersAfterItsDelay() async throws {
    let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient = .offline
    }
    await store.send(.searchQueryChanged("x")) { $0.searchQuery = "x" }
    await store.send(.searchQueryChangeDebounced)
    await clock.advance(by: WeatherClient.offlineDelay)
    await store.receive(.searchResponse(.success(.mock))) { $0.results = GeocodingSearch.mock.results }
    await store.send(.searchResultTapped(GeocodingSearch.mock.results[2])) { $0.resultForecastRequestInFlight = GeocodingSearch.mock.results[2] }
    await clock.advance(by: WeatherClient.offlineDelay)
    await store.receive(.forecastResponse(3, .success(.mock))) {
      $0.resultForecastRequestInFlight = nil
      $0.weather = .mock(id: 3)
    }
  }

  @Test func anUnimplementedEndpointFailsTheTest() async {
    let issues = await IssueReporters.capture {
      @Dependency(\.weatherClient) var weatherClient
      let error = await #expect(throws: UnimplementedEndpoint.self) { try await weatherClient.search("x") }
      #expect(error?.endpoint == "WeatherClient.search")
    }
    #expect(issues.map(\.message) == ["Unimplemented: 'WeatherClient.search'"])
  }
}
