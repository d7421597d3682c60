import ComposableArchitecture
import SearchClientLive
import HTTP
import SearchCore
import SearchUI
import TerminalScript
import TerminalScriptHTTP

let (program, given) = Program.start("search", usage: usage) { try SearchOptions(&$0) }
var options = given
let driver = program.driver
// A scripted run needs no network: canned answers, unless endpoints are named.
if driver.isIsolated, options.geocodingURL == nil, options.forecastURL == nil {
  options.isOffline = true
}

let client: WeatherClient =
  options.isOffline
  ? .offline
  : .live(
    http: driver.tracking(.live), geocodingURL: options.geocodingURL ?? WeatherClient.geocodingURL,
    forecastURL: options.forecastURL ?? WeatherClient.forecastURL, timeZone: driver.timeZone
  )
let store = Store(initialState: SearchTerminal.State(isOffline: options.isOffline)) {
  SearchTerminal()
} withDependencies: {
  $0.weatherClient = client
  driver.install(into: &$0)
}
let reason = await driver.run(
  store, minimumSize: SearchScreen.minimumSize, render: SearchScreen.render,
  keyMap: SearchScreen.keyMap, sizeChanged: SearchTerminal.Action.terminalResized,
  feature: FeatureUnderTest(
    Search(), imports: options.isOffline ? ["SearchCore"] : ["SearchCore", "SearchClientLive", "HTTP"],
    state: \.search, action: \.search,
    dependencies: [
      options.isOffline
        ? "$0.weatherClient = .offline"
        : """
        $0.weatherClient = .live(
          http: http, geocodingURL: URL(string: "\(options.geocodingURL ?? WeatherClient.geocodingURL)")!,
          forecastURL: URL(string: "\(options.forecastURL ?? WeatherClient.forecastURL)")!,
          timeZone: TimeZone(identifier: "\(driver.timeZone.identifier)")!
        )
        """
    ]
  )
)
program.end(reason)
