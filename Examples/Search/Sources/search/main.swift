import ComposableCore
import Foundation
import SearchClientLive
import SearchCore
import SearchUI
import TerminalScript
import TerminalUI

let usage = """
  usage: search [--offline] [--geocoding-url URL] [--forecast-url URL]
                [--script FILE [--size WxH]]
                [--record FILE [--force] | --replay FILE] [--help]

  Search places by name and show the forecast of the one you pick under
  its row. Results come from Open-Meteo a moment after typing pauses.

    --offline            canned places and forecasts (not real weather), no
                         network
    --geocoding-url URL  the place search endpoint (default:
                         https://geocoding-api.open-meteo.com/v1/search)
    --forecast-url URL   the forecast endpoint (default:
                         https://api.open-meteo.com/v1/forecast)
  \(ProgramDriver.help)
                     (all three are --offline unless URLs are given)

  Keys: type to search (arrows, Home/End, Backspace, Delete, Ctrl-W edit;
  Ctrl-U or Esc clears; a paste is typed as text); ↓ or Tab goes to the
  results, where ↑↓ or j/k, PgUp/PgDn and Home/End or g/G move, Enter shows
  the forecast, Esc or Tab goes back to the field and typing adds to the
  query; q quits from the results, Ctrl-C from anywhere. Ctrl-L redraws.
  Weather data by Open-Meteo (open-meteo.com).
  """

/// Prints `message` to stderr and exits with `status`.
func fail(_ message: String, status: Int32 = 1) -> Never {
  FileHandle.standardError.write(Data("search: \(message)\n".utf8))
  exit(status)
}

let (driver, arguments) = ProgramDriver.start(
  program: "search", arguments: Array(CommandLine.arguments.dropFirst()), usage: usage
)
var options: SearchOptions
do {
  options = try SearchOptions(arguments)
} catch {
  fail("\(error)\n\n\(usage)", status: 64)
}
if options.showsHelp {
  print(usage)
  exit(0)
}
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
  keyMap: SearchScreen.keyMap, sizeChanged: SearchTerminal.Action.terminalResized
)
print("search: exited (\(reason))")
// After a signal, the status a shell gives a program it killed (130 for Ctrl-C).
exit(reason.exitStatus)
