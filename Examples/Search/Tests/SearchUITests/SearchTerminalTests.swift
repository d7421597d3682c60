import ComposableArchitecture
import Foundation
import SearchCore
import SearchUI
import TerminalUI
import Testing

/// The terminal feature around the search: focus, typing in place, the selection, scrolling,
/// the spinner and the status line, as exhaustive tests on a test clock.
@MainActor
struct SearchTerminalTests {
  let clock = TestClock()
  let offline = WeatherClientError.network("offline")

  func results(after actions: [SearchTerminal.Action] = []) -> SearchTerminal.State {
    var state = SearchTerminal.State(search: Search.State(results: GeocodingSearch.mock.results, searchQuery: "San"))
    for action in actions { _ = SearchTerminal().reduce(into: &state, action: action) }
    return state
  }

  @Test func typingSearchesAfterThePauseAndSelectsTheFirstResult() async {
    let store = TestStore(initialState: SearchTerminal.State()) { SearchTerminal() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { _ in GeocodingSearch(results: GeocodingSearch.mock.results) }
    }
    await store.send(.field(.edited(.insert("S")))) { $0.field = TextFieldState("S") }
    // The search gets the text in the same step, before the screen is drawn again.
    await store.receive(.search(.searchQueryChanged("S"))) {
      $0.search.searchQuery = "S"
      $0.status.searchingFor = "S"
    }
    await store.send(.field(.edited(.moveToStart))) { $0.field = TextFieldState("S", cursor: 0) }
    await store.send(.field(.edited(.insert("A ")))) { $0.field = TextFieldState("A S", cursor: 2) }
    await store.receive(.search(.searchQueryChanged("A S"))) {
      $0.search.searchQuery = "A S"
      $0.status.searchingFor = "A S"
    }
    await clock.advance(by: SearchTerminal.debounceDelay)
    await store.receive(.search(.searchQueryChangeDebounced))
    await store.receive(.search(.searchResponse(.success(GeocodingSearch(results: GeocodingSearch.mock.results))))) {
      $0.search.results = GeocodingSearch.mock.results
      $0.status.searchingFor = nil
      $0.selection = 1
      $0.results.resize(count: GeocodingSearch.mock.results.count)
    }
  }

  @Test func downMovesToTheResultsWithoutChangingTheQueryAndEscReturns() async {
    let store = TestStore(initialState: results()) { SearchTerminal() }
    #expect(sent(by: .down, in: store.state) == .focusMovedToList)
    await store.send(.focusMovedToList) { $0.focus = .list }
    #expect(sent(by: .down, in: store.state) == .results(.moved(.down)))
    await store.send(.results(.moved(.down))) {
      $0.selection = 2
      $0.results.select(1)
    }
    await store.send(.results(.moved(.row(9)))) {
      $0.selection = 3
      $0.results.select(2)
    }
    #expect(sent(by: .enter, in: store.state) == .search(.searchResultTapped(GeocodingSearch.mock.results[2])))
    #expect(sent(by: .escape, in: store.state) == .focusMovedToField)
    await store.send(.focusMovedToField) { $0.focus = .field }
    #expect(store.state.search.searchQuery == "San")
  }

  @Test func typingInTheListGoesBackToTheFieldWithTheCharacter() async {
    let store = TestStore(initialState: results(after: [.focusMovedToList])) { SearchTerminal() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { _ in GeocodingSearch(results: [GeocodingSearch.mock.results[2]]) }
    }
    #expect(sent(by: .char("t"), in: store.state) == .listTyped(.insert("t")))
    #expect(sent(by: .paste("a\nb"), in: store.state) == .listTyped(.insert("a b")))
    // The list's own letters move, as in every program's lists; q quits.
    #expect(sent(by: .char("j"), in: store.state) == .results(.moved(.down)))
    #expect(sent(by: .char("G"), in: store.state) == .results(.moved(.last)))
    #expect(sent(by: .char("q"), in: store.state) == nil)
    await store.send(.listTyped(.insert("t"))) { $0.focus = .field }
    await store.receive(.field(.edited(.insert("t")))) { $0.field = TextFieldState("Sant") }
    await store.receive(.search(.searchQueryChanged("Sant"))) {
      $0.search.searchQuery = "Sant"
      $0.status.searchingFor = "Sant"
    }
    await clock.advance(by: SearchTerminal.debounceDelay)
    await receiveTheSearchFindingSanFrancisco(store)
  }

  @Test func resizingKeepsTheSelection() async {
    let places = (1...40).map { GeocodingSearch.Result(country: "Country", latitude: 0, longitude: 0, id: $0, name: "Place \($0)") }
    var state = SearchTerminal.State(search: Search.State(results: places, searchQuery: "Place"))
    _ = SearchTerminal().reduce(into: &state, action: .focusMovedToList)
    _ = SearchTerminal().reduce(into: &state, action: .results(.moved(.row(20))))
    #expect(state.results.height == 15)
    #expect(state.results.offset == 6)
    let store = TestStore(initialState: state) { SearchTerminal() }
    await store.send(.terminalResized(Size(width: 120, height: 40))) { $0.results.resize(height: 32) }
    await store.send(.terminalResized(Size(width: 80, height: 24))) { $0.results.resize(height: 15) }
    await store.send(.terminalResized(Size(width: 80, height: 10))) { $0.results.resize(height: 1) }
    #expect(store.state.results.offset == 20)
    #expect(store.state.selection == 21)
  }

  @Test func theSpinnerTurnsWhileAForecastLoads() async {
    let store = TestStore(initialState: results()) { SearchTerminal() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.forecast = { [clock] _ in
        try await clock.sleep(for: .milliseconds(250))
        return .mock
      }
    }
    await store.send(.search(.searchResultTapped(GeocodingSearch.mock.results[0]))) {
      $0.search.resultForecastRequestInFlight = GeocodingSearch.mock.results[0]
    }
    await store.receive(.spinner(.started))
    await clock.advance(by: .milliseconds(250))
    await store.receive(.spinner(.ticked)) { $0.spinner.frame = 1 }
    await store.receive(.spinner(.ticked)) { $0.spinner.frame = 2 }
    await store.receive(.search(.forecastResponse(1, .success(.mock)))) {
      $0.search.resultForecastRequestInFlight = nil
      $0.search.weather = Search.State.Weather(id: 1, forecast: .mock)
    }
    await store.receive(.spinner(.stopped))
    await clock.advance(by: .seconds(1))
  }

  @Test func aFailureShowsInTheStatusLineUntilTheQueryIsCleared() async {
    let store = TestStore(initialState: SearchTerminal.State()) { SearchTerminal() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient.search = { [offline] _ in throw offline }
    }
    await store.send(.field(.edited(.insert("Bern")))) { $0.field = TextFieldState("Bern") }
    await store.receive(.search(.searchQueryChanged("Bern"))) {
      $0.search.searchQuery = "Bern"
      $0.status.searchingFor = "Bern"
    }
    await clock.advance(by: SearchTerminal.debounceDelay)
    await store.receive(.search(.searchQueryChangeDebounced))
    await store.receive(.search(.searchResponse(.failure(offline)))) {
      $0.status = SearchStatus(failure: "Search failed: no connection (offline); offline? try --offline")
    }
    // Ctrl-U is the field's, as in a shell: it deletes before the caret, not the whole query.
    #expect(sent(by: .control("u"), in: store.state) == .field(.edited(.deleteToStart)))
    #expect(sent(by: .escape, in: store.state) == .fieldCleared)
    await store.send(.fieldCleared) { $0.field = TextFieldState() }
    await store.receive(.search(.searchQueryChanged(""))) {
      $0.search.searchQuery = ""
      $0.status.failure = nil
    }
  }

  /// The search the pause lets through, and its answer: San Francisco alone, selected.
  func receiveTheSearchFindingSanFrancisco(_ store: TestStoreOf<SearchTerminal>) async {
    await store.receive(.search(.searchQueryChangeDebounced))
    let sanFrancisco = GeocodingSearch.mock.results[2]
    await store.receive(.search(.searchResponse(.success(GeocodingSearch(results: [sanFrancisco]))))) {
      $0.search.results = [sanFrancisco]
      $0.status.searchingFor = nil
      $0.selection = sanFrancisco.id
      $0.results.resize(count: 1)
    }
  }

  /// A store on the test clock whose searches answer `answer`, each query noted in `calls`.
  func store(answering answer: GeocodingSearch, calls: LockIsolated<[String]>) -> TestStoreOf<SearchTerminal> {
    TestStore(initialState: SearchTerminal.State()) { SearchTerminal() } withDependencies: { [clock] in
      $0.continuousClock = clock
      $0.weatherClient.search = { query in
        calls.withValue { $0.append(query) }
        return answer
      }
    }
  }

  @Test func typingSearchesOnceForTheLastQueryAfterThePause() async {
    let calls = LockIsolated<[String]>([])
    let store = store(answering: GeocodingSearch(results: [GeocodingSearch.mock.results[2]]), calls: calls)
    for query in ["S", "Sa", "San"] {
      await store.send(.search(.searchQueryChanged(query))) {
        $0.search.searchQuery = query
        $0.status.searchingFor = query
      }
      await clock.advance(by: .milliseconds(100))
    }
    await clock.advance(by: .milliseconds(199))
    #expect(calls.value == [])
    await clock.advance(by: .milliseconds(1))
    await receiveTheSearchFindingSanFrancisco(store)
    #expect(calls.value == ["San"])
  }

  @Test func clearingBeforeThePauseSendsNoSearch() async {
    let calls = LockIsolated<[String]>([])
    let store = store(answering: .mock, calls: calls)
    await store.send(.search(.searchQueryChanged("S"))) {
      $0.search.searchQuery = "S"
      $0.status.searchingFor = "S"
    }
    await clock.advance(by: .milliseconds(200))
    await store.send(.search(.searchQueryChanged(""))) {
      $0.search.searchQuery = ""
      $0.status.searchingFor = nil
    }
    await clock.advance(by: .seconds(1))
    #expect(calls.value == [])
  }

  @Test func theListKeysAreOffWithoutResults() {
    let state = SearchTerminal.State()
    #expect(sent(by: .down, in: state) == nil)
    #expect(sent(by: .char("q"), in: state) == .field(.edited(.insert("q"))))
    #expect(sent(by: .paste("Zürich\n"), in: state) == .field(.edited(.insert("Zürich "))))
  }

  /// The action a key press sends in `state`, nil for none.
  func sent(by key: Key, in state: SearchTerminal.State) -> SearchTerminal.Action? {
    guard case let .send(action)? = SearchScreen.keyMap(state).command(for: key) else { return nil }
    return action
  }
}
