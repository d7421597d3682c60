import ComposableArchitecture
import Foundation
import SearchCore
import SearchUI
import TerminalUI
import Testing

/// Whole frames of the screen at 80x24 and 120x40, compared as text.
struct SearchScreenTests {
  func frame(_ state: SearchTerminal.State, width: Int = 80, height: Int = 24) -> Frame {
    var frame = Frame(width: width, height: height)
    SearchScreen.render(state, into: &frame)
    return frame
  }

  /// The terminal state for `search` in a terminal of `size`, after `actions` (which must
  /// not start effects).
  func state(
    _ search: Search.State = Search.State(), size: Size = Size(width: 80, height: 24),
    after actions: [SearchTerminal.Action] = []
  ) -> SearchTerminal.State {
    var state = SearchTerminal.State(search: search, listHeight: SearchScreen.listHeight(for: size))
    for action in actions { _ = SearchTerminal().reduce(into: &state, action: action) }
    return state
  }

  let rule = String(repeating: "─", count: 80)
  let bodyRule = String(repeating: "─", count: 78)
  let wideRule = String(repeating: "─", count: 120)
  let wideBodyRule = String(repeating: "─", count: 98)

  @Test func emptyAt80x24() {
    let (state, size) = screen("empty")
    #expect(frame(state, width: size.width, height: size.height).text == """
       Search
      \(rule)
       Type a place; results load after a short pause. Press Enter on a row to show
       its forecast.
       🔍 [a city, e.g. San Francisco                                               ]
       \(bodyRule)







                                     Results show here.







      \(rule)
       Weather data by Open-Meteo (open-meteo.com)
       ↓/Tab results  Esc clear
      """)
  }

  @Test func resultsAt80x24() {
    let (state, size) = screen("results")
    #expect(frame(state, width: size.width, height: size.height).text == """
       Search
      \(rule)
       Type a place; results load after a short pause. Press Enter on a row to show
       its forecast.
       🔍 [San                                                                      ]
       \(bodyRule)
         Brooklyn, New York, United States
         Los Angeles, California, United States
         San Francisco, California, United States












      \(rule)
       Weather data by Open-Meteo (open-meteo.com)
       ↓/Tab results  Esc clear
      """)
  }

  @Test func forecastUnderTheSelectedRowAt80x24() {
    let (state, size) = screen("forecast")
    #expect(frame(state, width: size.width, height: size.height).text == """
       Search
      \(rule)
       Type a place; results load after a short pause. Press Enter on a row to show
       its forecast.
       🔍 [San                                                                      ]
       \(bodyRule)
         Brooklyn, New York, United States
         Los Angeles, California, United States
       > San Francisco, California, United States
           Today, 70.0°F – 90.0°F
           Friday, 50.0°F – 70.0°F
           Saturday, 80.0°F – 100.0°F









      \(rule)
       Weather data by Open-Meteo (open-meteo.com)
       ↑↓/jk move  ⏎ forecast  Esc/Tab field  q quit
      """)
  }

  @Test func spinnerOnTheRowBeingFetched() {
    let (state, size) = screen("spinner")
    #expect(frame(state, width: size.width, height: size.height).text == """
       Search
      \(rule)
       Type a place; results load after a short pause. Press Enter on a row to show
       its forecast.
       🔍 [San                                                                      ]
       \(bodyRule)
         Brooklyn, New York, United States
         Los Angeles, California, United States  ⠹
         San Francisco, California, United States












      \(rule)
       Weather data by Open-Meteo (open-meteo.com)
       ↓/Tab results  Esc clear
      """)
  }

  /// While a search is pending the empty list says so, not that nothing was found.
  @Test func aPendingSearchSaysItIsSearching() {
    let (state, size) = screen("searching")
    #expect(frame(state, width: size.width, height: size.height).text == """
       Search
      \(rule)
       Type a place; results load after a short pause. Press Enter on a row to show
       its forecast.
       🔍 [Lon                                                                      ]
       \(bodyRule)







                                    Searching for "Lon"…







      \(rule)
       Weather data by Open-Meteo (open-meteo.com)
       ↓/Tab results  Esc clear
      """)
  }

  @Test func failureInTheStatusLine() {
    let (state, size) = screen("failure")
    #expect(frame(state, width: size.width, height: size.height).text == """
       Search
      \(rule)
       Type a place; results load after a short pause. Press Enter on a row to show
       its forecast.
       🔍 [Bern                                                                     ]
       \(bodyRule)







                                      No places found.







      \(rule)
       Search failed: no connection (could not connect); offline? try --offline
       ↓/Tab results  Esc clear
      """)
  }

  @Test func longNamesAreCutWithAnEllipsis() {
    let (state, size) = screen("long")
    #expect(frame(state, width: size.width, height: size.height).text == """
       Search
      \(rule)
       Type a place; results load after a short pause. Press Enter on a row to show
       its forecast.
       🔍 [Llan                                                                     ]
       \(bodyRule)
       > Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales, United K…
         Brooklyn, New York, United States
         Los Angeles, California, United States
         San Francisco, California, United States











      \(rule)
       Weather data by Open-Meteo (open-meteo.com)
       ↑↓/jk move  ⏎ forecast  Esc/Tab field  q quit
      """)
  }

  @Test func emptyAt120x40() {
    let (state, size) = screen("emptyLarge")
    #expect(frame(state, width: size.width, height: size.height).text == """
                 Search
      \(wideRule)
                 Type a place; results load after a short pause. Press Enter on a row to show its forecast.
                 🔍 [a city, e.g. San Francisco                                                                   ]
                 \(wideBodyRule)
















                                                         Results show here.















      \(wideRule)
                 Weather data by Open-Meteo (open-meteo.com)
                 ↓/Tab results  Esc clear
      """)
  }

  @Test func scrollsToShowTheSelectedRowWithItsForecastAt120x40() {
    let (state, size) = screen("scrolledLarge")
    #expect(frame(state, width: size.width, height: size.height).text == """
                 Search
      \(wideRule)
                 Type a place; results load after a short pause. Press Enter on a row to show its forecast.
                 🔍 [Place                                                                                        ]
                 \(wideBodyRule)
                   Place 3, Country                                                                               ↑
                   Place 4, Region, Country
                   Place 5, Country
                   Place 6, Region, Country
                   Place 7, Country
                   Place 8, Region, Country
                   Place 9, Country
                   Place 10, Region, Country
                   Place 11, Country
                   Place 12, Region, Country
                   Place 13, Country
                   Place 14, Region, Country
                   Place 15, Country
                   Place 16, Region, Country
                   Place 17, Country
                   Place 18, Region, Country
                   Place 19, Country
                   Place 20, Region, Country
                   Place 21, Country
                   Place 22, Region, Country
                   Place 23, Country
                   Place 24, Region, Country
                   Place 25, Country
                   Place 26, Region, Country
                   Place 27, Country
                   Place 28, Region, Country
                   Place 29, Country
                   Place 30, Region, Country
                 > Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch, Wales, United Kingdom of Great Br…
                     Today, 70.0°F – 90.0°F
                     Friday, 50.0°F – 70.0°F
                     Saturday, 80.0°F – 100.0°F
      \(wideRule)
                 Weather data by Open-Meteo (open-meteo.com)
                 ↑↓/jk move  ⏎ forecast  Esc/Tab field  q quit
      """)
  }

  static let longName = GeocodingSearch.Result(
    country: "United Kingdom of Great Britain and Northern Ireland", latitude: 53.22, longitude: -4.2, id: 99,
    name: "Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch", admin1: "Wales"
  )
  static let places = (1...30).map { id in
    GeocodingSearch.Result(country: "Country", latitude: 0, longitude: 0, id: id, name: "Place \(id)", admin1: id % 2 == 0 ? "Region" : nil)
  }
  static let large = Size(width: 120, height: 40)

  @Test func stylesCarryTheFocusTheForecastAndTheFailure() {
    let forecast = frame(screen("forecast").state)
    #expect(forecast[3, 8].style == .reverse)
    #expect(forecast[5, 9].style == .dim)
    #expect(forecast[5, 7].style == .plain)
    let field = frame(screen("results").state)
    #expect(field[8, 4].style == Style([.underline, .reverse]))
    #expect(frame(screen("failure").state)[1, 22].style == Style(.bold, foreground: .red))
  }

  @Test func offlineTheStatusLineSaysTheDataIsCanned() {
    var state = state(Search.State(results: GeocodingSearch.mock.results, searchQuery: "x"))
    state.isOffline = true
    #expect(frame(state).text.components(separatedBy: "\n")[22] == " Offline: canned places and forecasts, not real weather")
    #expect(frame(state)[1, 22].style == .dim)
  }

  @Test func withoutUTF8TheFieldSaysSearch() {
    var frame = Frame(size: Size(width: 80, height: 24), charset: .ascii)
    SearchScreen.render(screen("forecast").state, into: &frame)
    frame.restrictToASCII()
    #expect(frame.lines[4].hasPrefix(" Search: [San "))
    #expect(frame.lines[8].hasPrefix(" > San Francisco, California, United States "))
    #expect(frame.lines[9].hasPrefix("     Today, 70.0oF - 90.0oF "))
  }

  @Test(arguments: [Size(width: 0, height: 0), Size(width: 1, height: 1), Size(width: 20, height: 5)])
  func anySizeDrawsWithoutTraps(size: Size) {
    let state = screen("scrolledLarge").state
    #expect(frame(state, width: size.width, height: size.height).size == size)
  }

  /// The state and terminal size of the screen called `name` below.
  func screen(_ name: String) -> (state: SearchTerminal.State, size: Size) {
    guard let (_, state, size) = screens.first(where: { $0.0 == name }) else { fatalError("no screen named \(name)") }
    return (state, size)
  }

  /// The states the frames above show, by name, with their terminal sizes.
  var screens: [(String, SearchTerminal.State, Size)] {
    let small = Size(width: 80, height: 24)
    var failed = state(Search.State(searchQuery: "Bern"))
    failed.status.failure = "Search failed: no connection (could not connect); offline? try --offline"
    var searching = state(Search.State(searchQuery: "Lon"))
    searching.status.searchingFor = "Lon"
    return [
      ("empty", state(), small),
      ("searching", searching, small),
      ("results", state(Search.State(results: GeocodingSearch.mock.results, searchQuery: "San")), small),
      (
        "forecast",
        state(
          Search.State(results: GeocodingSearch.mock.results, searchQuery: "San", weather: Search.State.Weather(id: 3, forecast: .mock)),
          after: [.focusMovedToList, .results(.moved(.row(2)))]
        ),
        small
      ),
      (
        "spinner",
        state(
          Search.State(resultForecastRequestInFlight: GeocodingSearch.mock.results[1], results: GeocodingSearch.mock.results, searchQuery: "San"),
          after: [.spinner(.ticked), .spinner(.ticked)]
        ),
        small
      ),
      ("failure", failed, small),
      (
        "long",
        state(Search.State(results: [Self.longName] + GeocodingSearch.mock.results, searchQuery: "Llan"), after: [.focusMovedToList]),
        small
      ),
      ("emptyLarge", state(size: Self.large), Self.large),
      (
        "scrolledLarge",
        state(
          Search.State(results: Self.places + [Self.longName], searchQuery: "Place", weather: Search.State.Weather(id: 99, forecast: .mock)),
          size: Self.large, after: [.focusMovedToList, .results(.moved(.row(30)))]
        ),
        Self.large
      ),
    ]
  }
}
