import ComposableCore
import ComposableTesting
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
    terminal.type("San")
    await terminal.settle()
    #expect(terminal.frame.line(4).hasPrefix(" 🔍 [San "))
    await clock.advance(by: Search.debounceDelay + WeatherClient.offlineDelay)
    await terminal.settle()
    #expect(list(terminal) == [
      "Brooklyn, New York, United States", "Los Angeles, California, United States",
      "San Francisco, California, United States",
    ])
    terminal.press(.down)
    terminal.press(.down)
    terminal.press(.enter)
    await clock.advance(by: SearchTerminal.spinnerInterval)
    await terminal.settle()
    #expect(list(terminal)[1] == "> Los Angeles, California, United States  ⠙")
    await clock.advance(by: WeatherClient.offlineDelay)
    await terminal.settle()
    #expect(list(terminal) == [
      "Brooklyn, New York, United States", "> Los Angeles, California, United States", "Today, 70.0°F – 90.0°F",
      "Friday, 50.0°F – 70.0°F", "Saturday, 80.0°F – 100.0°F", "San Francisco, California, United States",
    ])
    terminal.press(.char("q"))
    #expect(await loop.value == .quit)
    #expect(store.state.search.searchQuery == "San")
  }

  /// The rows of the results list, trimmed.
  private func list(_ terminal: HeadlessBackend) -> [String] {
    terminal.frame.lines.dropFirst(6).prefix(while: { !$0.hasPrefix("─") })
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }
}
