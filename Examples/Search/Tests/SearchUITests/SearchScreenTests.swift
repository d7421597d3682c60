import ComposableCore
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

  @Test func emptyAt80x24() {
    #expect(frame(state()).text == """
       Search
      \(rule)
       Type a place; results load after a short pause. Press Enter on a row to show
       its forecast.
       🔍 [a city, e.g. San Francisco                                               ]
       \(bodyRule)







                                     Results show here.







      \(rule)
       Weather data by Open-Meteo (open-meteo.com)
       ↓/Tab results  ^U clear
      """)
  }
}
