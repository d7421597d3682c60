import ComposableArchitecture
import SearchCore
import TerminalUI

/// The one screen of the program: the blurb, the query field, the results with the forecast
/// under its row and a spinner on the row being fetched, the attribution (or, offline, a note
/// that the data is canned) or the last failure in the status line, and the hints of the keys
/// in force (field or list).
public enum SearchScreen {
  /// Smaller terminals show a "terminal too small" notice.
  public static let minimumSize = Size(width: 60, height: 20)
  static let title = "Search"
  static let blurb = "Type a place; results load after a short pause. Press Enter on a row to show its forecast."
  static let attribution = "Weather data by Open-Meteo (open-meteo.com)"
  static let offlineNote = "Offline: canned places and forecasts, not real weather"
  /// The field's label; a terminal without UTF-8 would show the magnifier as "?".
  static func fieldLabel(_ charset: Charset) -> String { charset == .ascii ? "Search: [" : "🔍 [" }

  /// The body's parts: the blurb, the query field, a rule, and the results list.
  struct Layout {
    var blurb: Rect
    var field: Rect
    var rule: Rect
    var list: Rect

    init(body: Rect) {
      let blurbHeight = Paragraph(SearchScreen.blurb).height(width: body.width)
      var rest: Rect
      (blurb, rest) = body.split(top: blurbHeight)
      (field, rest) = rest.split(top: 1)
      (rule, list) = rest.split(top: 1)
    }
  }

  /// How many lines of results a terminal of `size` shows.
  public static func listHeight(for size: Size) -> Int {
    Layout(body: ScreenChrome(size: size, path: [title]).body).list.height
  }

  // MARK: Drawing

  /// Draws the program's state into a frame of any size.
  public static func render(_ state: SearchTerminal.State, into frame: inout Frame) {
    let chrome = ScreenChrome.draw(path: [title], keyMap: keyMap(state), into: &frame)
    let layout = Layout(body: chrome.body)
    frame.render(Paragraph(blurb), in: layout.blurb)
    renderField(state, in: layout.field, frame: &frame)
    frame.render(Rule(), in: layout.rule)
    renderList(state, in: layout.list, frame: &frame)
    if let failure = state.status.failure {
      frame.render(Label(failure, style: Style(.bold, foreground: .red)), in: chrome.statusArea)
    } else {
      frame.render(Label(state.isOffline ? offlineNote : attribution, style: .dim), in: chrome.statusArea)
    }
  }

  private static func renderField(_ state: SearchTerminal.State, in area: Rect, frame: inout Frame) {
    let used = frame.draw(fieldLabel(frame.charset), in: area)
    let (inner, closing) = area.split(left: used).rest.split(right: 1)
    frame.render(
      TextField(
        state.field, placeholder: "a city, e.g. San Francisco",
        isFocused: state.focus == .field
      ),
      in: inner
    )
    frame.draw("]", in: closing)
    // A click on the field gives it the keys, as Esc or Tab from the list does.
    frame.onClick(area, send: SearchTerminal.Action.focusMovedToField)
  }

  private static func renderList(_ state: SearchTerminal.State, in area: Rect, frame: inout Frame) {
    let search = state.search
    guard !search.results.isEmpty else {
      frame.render(Label(emptyMessage(state), style: .dim, alignment: .center), in: area.row(area.height / 2))
      return
    }
    let lines = ResultLines(search)
    let selectedLine = state.focus == .list ? state.selectedRow.map(lines.line(ofRow:)) : nil
    let loadingID = search.resultForecastRequestInFlight?.id
    let spinner = state.spinner.spinner().symbol
    let list = ListView(
      count: lines.count, selection: selectedLine, offset: state.results.offset, showsScrollIndicators: true,
      rowStyle: { index in
        if case .day = lines.lines[index] { return .dim }
        return .plain
      },
      row: { index in
        switch lines.lines[index] {
        case let .location(row):
          let location = search.results[row]
          return location.id == loadingID ? "\(location.title)  \(spinner)" : location.title
        case let .day(_, text):
          return "  \(text)"
        }
      }
    )
    frame.render(list, in: area)
    // A click on a place (or its forecast) selects it, and the keys go to the list.
    for (line, lineArea) in list.rowAreas(in: area) {
      guard case let .location(row) = lines.lines[line] else { continue }
      frame.onClick(lineArea, send: SearchTerminal.Action.results(.moved(.row(row))))
    }
  }

  /// What the list says when it has no rows: searching while an answer is pending.
  static func emptyMessage(_ state: SearchTerminal.State) -> String {
    if state.search.searchQuery.isEmpty { return "Results show here." }
    if let query = state.status.searchingFor { return "Searching for \"\(query)\"…" }
    return "No places found."
  }

  // MARK: Keys

  /// The keys in force: typing into the query, or moving in the results.
  public static func keyMap(_ state: SearchTerminal.State) -> KeyMap<SearchTerminal.Action> {
    state.focus == .field ? fieldKeyMap(state) : listKeyMap(state)
  }

  private static func fieldKeyMap(_ state: SearchTerminal.State) -> KeyMap<SearchTerminal.Action> {
    let hasResults = !state.search.results.isEmpty
    let bindings: [KeyBinding<SearchTerminal.Action>] = [
      KeyBinding(
        [.down, .tab], help: "results", send: .focusMovedToList, isEnabled: hasResults, showsWhenDisabled: true
      ),
      KeyBinding(
        [.escape], help: "clear", send: .fieldCleared, isEnabled: !state.search.searchQuery.isEmpty,
        showsWhenDisabled: true
      ),
    ]
    return KeyMap(bindings, otherKeys: TextInput.otherKeys(send: SearchTerminal.Action.field))
  }

  private static func listKeyMap(_ state: SearchTerminal.State) -> KeyMap<SearchTerminal.Action> {
    let results = state.search.results
    let row = state.selectedRow ?? 0
    var bindings = ListCursor.keyBindings(help: "move", send: SearchTerminal.Action.results)
    if row < results.count {
      bindings.append(KeyBinding([.enter], help: "forecast", send: .search(.searchResultTapped(results[row]))))
    }
    bindings += [
      KeyBinding([.escape, .tab], help: "field", send: .focusMovedToField),
      .quit([.char("q")]),
    ]
    // Typing goes back to the query: a letter is added to it, Backspace removes one. The
    // list's own letters (j k g G q) move and quit, as in every program.
    return KeyMap(bindings) { key in
      switch TextEdit(key) {
      case let edit? where edit == .deleteBackward: return .listTyped(edit)
      // `?` opens the keys' help (the run loop's), as in every program.
      case let .insert(text)? where text != "?": return .listTyped(.insert(text))
      default: return nil
      }
    }
  }
}
