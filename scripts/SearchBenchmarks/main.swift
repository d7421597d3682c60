import ComposableArchitecture
import Foundation
import SearchCore
import SearchUI
import TerminalUI

// Measures the Search program with 100 results on screen: each kind of key press until its
// frame is drawn (target under 1 ms). Run it with `scripts/bench` (release build). That a
// typed query sends one request is counted by a test (SearchOverHTTPTests), not timed here.

/// One kind of key press: the keys that put the program in the state it needs, the key,
/// and the keys that undo it, so every repetition meets the same screen.
struct KeyPress {
  let name: String
  let setUp: [Key]
  let key: Key
  let tearDown: [Key]
}

let keyPresses = [
  KeyPress(name: "type a character into the query", setUp: [], key: .char("x"), tearDown: [.backspace]),
  KeyPress(name: "Backspace in the query", setUp: [.char("x")], key: .backspace, tearDown: []),
  KeyPress(name: "↓ from the field into the results", setUp: [], key: .down, tearDown: [.escape]),
  KeyPress(name: "↓ in the results", setUp: [.tab], key: .down, tearDown: [.up, .escape]),
  KeyPress(name: "PgDn in the results", setUp: [.tab], key: .pageDown, tearDown: [.home, .escape]),
  KeyPress(name: "Enter: fetch a forecast (spinner on the row)", setUp: [.tab], key: .enter, tearDown: [.escape]),
]

/// A store showing 100 results for "San", the forecast of the 50th open, keys in the field.
/// The clients answer at once, but no answer lands while measuring: effects run only when
/// the main actor is free, and the loop below never yields.
@MainActor
func makeStore(size: Size) -> Store<SearchTerminal.State, SearchTerminal.Action> {
  let places = (1...100).map {
    GeocodingSearch.Result(
      country: "Country", latitude: 0, longitude: 0, id: $0, name: "San Place \($0)", admin1: "Region \($0 % 7)"
    )
  }
  let search = Search.State(results: places, searchQuery: "San", weather: Search.State.Weather(id: 50, forecast: .mock))
  let store = Store(initialState: SearchTerminal.State(search: search)) { SearchTerminal() } withDependencies: {
    $0.weatherClient = WeatherClient(search: { _ in GeocodingSearch(results: places) }, forecast: { _ in .mock })
  }
  store.send(.terminalResized(size))
  return store
}

/// Sends what `key` means in the current state, as the run loop does.
@MainActor
func press(_ key: Key, on store: Store<SearchTerminal.State, SearchTerminal.Action>) {
  if case .send(let action)? = SearchScreen.keyMap(store.state).command(for: key) { store.send(action) }
}

/// Milliseconds from a key press to a drawn frame (key map, send, reducers, render): the
/// median and the slowest of `repetitions`.
@MainActor
func measureKeyPresses(size: Size, repetitions: Int = 500) {
  let store = makeStore(size: size)
  print("key press -> frame drawn, 100 results, \(size) (median / max of \(repetitions), ms; target < 1)")
  for keyPress in keyPresses {
    var samples: [Double] = []
    for _ in 0..<repetitions {
      for key in keyPress.setUp { press(key, on: store) }
      let start = ContinuousClock.now
      press(keyPress.key, on: store)
      var frame = Frame(size: size)
      SearchScreen.render(store.state, into: &frame)
      samples.append(milliseconds(ContinuousClock.now - start))
      blackHole(frame)
      for key in keyPress.tearDown { press(key, on: store) }
    }
    samples.sort()
    printRow(keyPress.name, samples[samples.count / 2], samples[samples.count - 1])
  }
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func printRow(_ label: String, _ values: Double...) {
  print("  " + label.padding(toLength: 54, withPad: " ", startingAt: 0) + values.map { String(format: "%7.3f", $0) }.joined(separator: " /"))
}

@inline(never)
func blackHole<T>(_ value: T) {}

print("Search benchmarks (release build)\n")
measureKeyPresses(size: Size(width: 80, height: 24))
print()
measureKeyPresses(size: Size(width: 120, height: 40))
