import ComposableArchitecture
import SearchCore
import TerminalUI

/// The program's root feature: the search, plus what only the terminal needs: where the keys
/// go, the query being typed, the pause that lets a search through, the results' cursor, the
/// spinner, and the requests' status. The input, the cursor and the spinner are TerminalUI
/// components.
@Reducer
public struct SearchTerminal {
  public struct State: Equatable, Sendable {
    public var search: Search.State
    /// The query as typed, with its caret; the search gets each change of its text.
    public var field: TextFieldState
    public var focus = Focus.field
    /// Whether the answers are the offline client's canned ones, which the status line says.
    public var isOffline: Bool
    /// The cursor over the results; its offset counts lines, a forecast's too (`ResultLines`).
    public var results: ListCursor.State
    /// What the status line and an empty list say of the requests.
    public var status = SearchStatus()
    /// The selected result, by id, so it stays selected when the list around it changes.
    public var selection: GeocodingSearch.Result.ID?
    public var spinner = SpinnerClock.State()

    /// The program showing `search`, keys going to the query field, the caret at its end.
    public init(
      search: Search.State = Search.State(), isOffline: Bool = false,
      listHeight: Int = SearchScreen.listHeight(for: Size(width: 80, height: 24))
    ) {
      self.search = search
      field = TextFieldState(search.searchQuery)
      self.isOffline = isOffline
      results = ListCursor.State(height: listHeight)
      followSelection()
    }
  }

  /// Where key presses go.
  public enum Focus: Equatable, Sendable {
    case field, list
  }

  public enum Action: Equatable, Sendable {
    case field(TextInput.Action)
    case fieldCleared
    case focusMovedToField
    case focusMovedToList
    /// A key typed in the list: the focus goes back to the field and the edit applies there.
    case listTyped(TextEdit)
    case results(ListCursor.Action)
    case search(Search.Action)
    case spinner(SpinnerClock.Action)
    case terminalResized(Size)
  }

  /// How long typing must pause before a search starts.
  public static let debounceDelay = Duration.milliseconds(300)

  enum CancelID { case debounce }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(\.search, action: \.search) { Search() }
      Scope(\.field, action: \.field) { TextInput() }
      Scope(\.results, action: \.results) { ListCursor() }
      Scope(\.spinner, action: \.spinner) { SpinnerClock() }
      Reduce { state, action in
        switch action {
        case .field:
          guard state.field.text != state.search.searchQuery else { return .none }
          return .send(.search(.searchQueryChanged(state.field.text)))
        case .fieldCleared:
          state.field = TextFieldState()
          return .send(.search(.searchQueryChanged("")))
        case .focusMovedToField:
          state.focus = .field
        case .focusMovedToList:
          if !state.search.results.isEmpty { state.focus = .list }
        case let .listTyped(edit):
          state.focus = .field
          state.field.moveToEnd()
          return .send(.field(.edited(edit)))
        case .results:
          // A click on a result gives the list the keys, as ↓ or Tab from the field does.
          state.focus = .list
          state.selection = state.search.results.isEmpty ? nil : state.search.results[state.results.selection].id
        case let .search(action):
          state.status.note(action)
        case .spinner:
          break
        case let .terminalResized(size):
          state.results.resize(height: SearchScreen.listHeight(for: size))
        }
        return .none
      }
      Reduce { state, _ in
        state.followSelection()
        return .none
      }
    }
    .onChange(of: \.isForecastLoading) { _, state in
      .send(.spinner(state.isForecastLoading ? .started : .stopped))
    }
    .onChange(of: \.search.searchQuery) { _, state in
      debounce(state.search.searchQuery)
    }
  }

  /// Each change of the query restarts the wait, as the reference's view restarts its task
  /// on the query; an empty query has nothing to search, so it only ends the wait.
  private func debounce(_ query: String) -> EffectOf<Self> {
    guard !query.isEmpty else { return .cancel(id: CancelID.debounce) }
    return .run { [clock] send in
      try await clock.sleep(for: Self.debounceDelay)
      await send(.search(.searchQueryChangeDebounced))
    }
    .cancellable(id: CancelID.debounce, cancelInFlight: true)
  }
}

extension SearchTerminal.State {
  /// The row of the selected result, if any.
  public var selectedRow: Int? {
    selection.flatMap { id in search.results.firstIndex { $0.id == id } }
  }

  /// Whether a forecast is being fetched, so the spinner turns.
  public var isForecastLoading: Bool { search.resultForecastRequestInFlight != nil }

  /// Repairs the selection and scroll position after any change: a selection whose result is
  /// gone moves to the first row; without results the keys go back to the field; the list
  /// scrolls the least needed to show the selected row and its forecast.
  mutating func followSelection() {
    let offset = results.offset
    results.resize(count: search.results.count)
    guard let first = search.results.first else {
      selection = nil
      focus = .field
      results.offset = 0
      return
    }
    if selectedRow == nil { selection = first.id }
    results.select(selectedRow ?? 0)
    results.offset = ResultLines(search).visibleOffset(
      from: offset, selectedRow: focus == .list ? selectedRow : nil, height: results.height
    )
  }
}
