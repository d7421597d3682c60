import ComposableCore
import SearchCore
import TerminalUI

/// The program's root feature: the search, plus what only the terminal needs: where the keys
/// go (the query field or the results), the text cursor, the selected row and the scroll
/// position, the spinner's frame, and the last failure for the status line.
@Reducer
public struct SearchTerminal {
  public struct State: Equatable, Sendable {
    public var search: Search.State
    /// The text cursor in the query, in characters from its start.
    public var caret: Int
    /// What went wrong with the last request, for the status line; nil once one succeeds.
    public var failure: String?
    public var focus = Focus.field
    /// Whether the answers are the offline client's canned ones, which the status line says.
    public var isOffline: Bool
    /// How many lines of results the terminal shows.
    public var listHeight: Int
    /// The first visible line of the results list.
    public var scrollOffset = 0
    /// The query a search is pending for (waiting for the pause, or asked), so that an empty
    /// list says it is searching rather than that nothing was found; nil once answered.
    public var searchingFor: String?
    /// The selected result, by id, so it stays selected when the list around it changes.
    public var selection: Location.ID?
    public var spinnerFrame = 0

    /// The program showing `search`, keys going to the query field, the cursor at its end.
    public init(
      search: Search.State = Search.State(), isOffline: Bool = false,
      listHeight: Int = SearchScreen.listHeight(for: Size(width: 80, height: 24))
    ) {
      self.search = search
      self.caret = search.searchQuery.count
      self.isOffline = isOffline
      self.listHeight = listHeight
      followSelection()
    }

    /// The row of the selected result, if any.
    public var selectedRow: Int? {
      selection.flatMap { id in search.results.firstIndex { $0.id == id } }
    }

    /// Whether a forecast is being fetched, so the spinner turns.
    public var isForecastLoading: Bool { search.resultForecastRequestInFlight != nil }
  }

  /// Where key presses go.
  public enum Focus: Equatable, Sendable {
    case field, list
  }

  public enum Action: Equatable, Sendable {
    case cursorMoved(toRow: Int)
    case fieldCleared
    case fieldEdited(TextEdit)
    case focusMovedToField
    case focusMovedToList
    /// A key typed in the list: the focus goes back to the field and the edit applies there.
    case listTyped(TextEdit)
    case search(Search.Action)
    case spinnerTicked
    case terminalResized(Size)
  }

  /// How often the spinner advances.
  public static let spinnerInterval = Duration.milliseconds(100)

  enum CancelID { case spinner }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(\.search, action: \.search) { Search() }
      Reduce { state, action in
        switch action {
        case let .cursorMoved(row):
          guard !state.search.results.isEmpty else { return .none }
          state.selection = state.search.results[min(max(0, row), state.search.results.count - 1)].id
          return .none
        case .fieldCleared:
          return edit(&state, by: .deleteToStart, caret: state.search.searchQuery.count)
        case let .fieldEdited(edit):
          return self.edit(&state, by: edit, caret: state.caret)
        case .focusMovedToField:
          state.focus = .field
          return .none
        case .focusMovedToList:
          guard !state.search.results.isEmpty else { return .none }
          state.focus = .list
          if state.selectedRow == nil { state.selection = state.search.results.first?.id }
          return .none
        case let .listTyped(edit):
          state.focus = .field
          return self.edit(&state, by: edit, caret: state.search.searchQuery.count)
        case let .search(action):
          state.noteOutcome(of: action)
          return .none
        case .spinnerTicked:
          state.spinnerFrame += 1
          return .none
        case let .terminalResized(size):
          state.listHeight = SearchScreen.listHeight(for: size)
          return .none
        }
      }
      Reduce { state, _ in
        state.followSelection()
        return .none
      }
    }
    .onChange(of: \.isForecastLoading) { _, state in
      guard state.isForecastLoading else { return .cancel(id: CancelID.spinner) }
      state.spinnerFrame = 0
      return spin().cancellable(id: CancelID.spinner, cancelInFlight: true)
    }
  }

  /// Applies `edit` to the query at `caret`, keeps the new cursor, and hands a changed query
  /// to the search in the same step, so no frame shows the cursor moved without its text.
  private func edit(_ state: inout State, by edit: TextEdit, caret: Int) -> Effect<Action> {
    let query = state.search.searchQuery
    var field = TextFieldState(query, cursor: caret)
    field.apply(edit)
    state.caret = field.cursor
    guard field.text != query else { return .none }
    let effect = Search().reduce(into: &state.search, action: .searchQueryChanged(field.text)).map(Action.search)
    state.noteOutcome(of: .searchQueryChanged(field.text))
    return effect
  }

  private func spin() -> Effect<Action> {
    .run { [clock] send in
      while true {
        try await clock.sleep(for: Self.spinnerInterval)
        await send(.spinnerTicked)
      }
    }
  }
}

extension SearchTerminal.State {
  /// Keeps the status line in step with the requests: a failure is shown until the next
  /// answer arrives or the query is cleared; a search is pending from a change of the query
  /// until its answer.
  mutating func noteOutcome(of action: Search.Action) {
    switch action {
    case let .searchResponse(.failure(error)):
      failure = "Search failed: \(error.message); offline? try --offline"
      searchingFor = nil
    case let .forecastResponse(_, .failure(error)):
      failure = "Forecast failed: \(error.message); offline? try --offline"
    case .searchResponse(.success):
      failure = nil
      searchingFor = nil
    case .forecastResponse(_, .success):
      failure = nil
    case .searchQueryChanged(""):
      failure = nil
      searchingFor = nil
    case let .searchQueryChanged(query):
      searchingFor = query
    case .searchQueryChangeDebounced, .searchResultTapped:
      break
    }
  }

  /// Repairs the selection and scroll position after any change: a selection whose result is
  /// gone moves to the first row; without results the keys go back to the field; the list
  /// scrolls the least needed to show the selected row and its forecast.
  mutating func followSelection() {
    guard let first = search.results.first else {
      selection = nil
      focus = .field
      scrollOffset = 0
      return
    }
    if selectedRow == nil { selection = first.id }
    scrollOffset = ResultLines(search).visibleOffset(
      from: scrollOffset, selectedRow: focus == .list ? selectedRow : nil, height: listHeight
    )
  }
}
