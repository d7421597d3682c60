import SearchCore
import SearchUI
import TerminalUI

/// The screens whose keys `--help` lists, each in a state where all its keys are in force:
/// the query field with a query and a result, and the results with that result selected.
let helpScreens: [(name: String, hints: [KeyHint])] = {
  let place = GeocodingSearch.Result(country: "France", latitude: 48.85, longitude: 2.35, id: 1, name: "Paris")
  let field = SearchTerminal.State(search: Search.State(results: [place], searchQuery: "Paris"))
  var results = field
  results.focus = .list
  return [("field", field), ("results", results)].map { name, state in (name, SearchScreen.keyMap(state).hints) }
}()
