import ComposableArchitecture
import SearchCore
import SearchUI
import TerminalUI
import Testing

/// The program's screen in the run loop on a headless terminal, with the offline client on a
/// test clock: type, wait for results, open a forecast, quit.
@MainActor
struct SearchRunLoopTests {
  @Test func typeWaitOpenAForecastAndQuit() async {
    let clock = TestClock()
    let store = Store(initialState: SearchTerminal.State()) { SearchTerminal() } withDependencies: {
      $0.continuousClock = clock
      $0.weatherClient = .offline
    }
    let terminal = HeadlessBackend(width: 80, height: 24)
    let loop = Task {
      await run(
        store, on: terminal, minimumSize: SearchScreen.minimumSize, render: SearchScreen.render,
        keyMap: SearchScreen.keyMap, sizeChanged: SearchTerminal.Action.terminalResized
      )
    }
    // Effects of a plain store run as ordinary tasks: wait for each to sleep on the clock
    // before advancing it, and for the screen to show what the wake-up sends.
    terminal.type("San")
    await eventually { clock.sleeperCount == 1 }
    await terminal.settle()
    #expect(terminal.frame.line(4).hasPrefix(" 🔍 [San "))
    await clock.advance(by: SearchTerminal.debounceDelay)
    await eventually { clock.sleeperCount == 1 }
    await terminal.settle()
    await clock.advance(by: WeatherClient.offlineDelay)
    await eventually { list(terminal).count == 3 }
    #expect(list(terminal) == [
      "Brooklyn, New York, United States", "Los Angeles, California, United States",
      "San Francisco, California, United States",
    ])

    terminal.press(.down)
    terminal.press(.down)
    terminal.press(.enter)
    await eventually { clock.sleeperCount == 2 }
    await terminal.settle()
    await clock.advance(by: SpinnerClock.interval)
    await eventually { list(terminal).contains("> Los Angeles, California, United States  ⠙") }
    #expect(list(terminal) == [
      "Brooklyn, New York, United States", "> Los Angeles, California, United States  ⠙",
      "San Francisco, California, United States",
    ])
    await eventually { clock.sleeperCount == 2 }
    await terminal.settle()
    await clock.advance(by: WeatherClient.offlineDelay - SpinnerClock.interval)
    await eventually { list(terminal).count == 6 }
    #expect(list(terminal) == [
      "Brooklyn, New York, United States", "> Los Angeles, California, United States", "Today, 70.0°F – 90.0°F",
      "Friday, 50.0°F – 70.0°F", "Saturday, 80.0°F – 100.0°F", "San Francisco, California, United States",
    ])
    terminal.press(.char("q"))
    #expect(await loop.value == .quit)
    #expect(store.state.search.searchQuery == "San")
  }

  /// Lets the loop and the effects run until `condition` holds, or gives up after many turns
  /// (the expectations that follow then fail, showing the screen).
  private func eventually(_ condition: () -> Bool) async {
    var turns = 0
    while !condition(), turns < 100_000 {
      await Task.yield()
      turns += 1
    }
  }

  /// The rows of the results list, trimmed.
  private func list(_ terminal: HeadlessBackend) -> [String] {
    terminal.frame.lines.dropFirst(6).prefix(while: { !$0.hasPrefix("─") })
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}
