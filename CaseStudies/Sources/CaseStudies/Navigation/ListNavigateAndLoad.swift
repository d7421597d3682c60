import ComposableArchitecture
import TerminalUI

/// A list whose rows each open a counter page: the page opens at once, its counter is loaded
/// a second later from the row, and going back writes the count back into the row. Opening
/// another row while one loads cancels the first load.
@Reducer
public struct ListNavigateAndLoad {
  public struct State: Equatable, Sendable {
    public var rows: IdentifiedArrayOf<Row>
    /// The highlighted row (an index into `rows`).
    public var highlighted = 0
    /// The open page: which row, and its counter once loaded.
    public var selection: Selection?

    public init(rows: IdentifiedArrayOf<Row> = Self.sampleRows, highlighted: Int = 0, selection: Selection? = nil) {
      self.rows = rows
      self.highlighted = highlighted
      self.selection = selection
    }

    /// The three rows the study starts with.
    public static let sampleRows: IdentifiedArrayOf<Row> = [Row(id: 0, count: 1), Row(id: 1, count: 42), Row(id: 2, count: 100)]

    /// The open page's counter, nil while it loads; `ifLet` runs the counter through it.
    public var counter: Counter.State? {
      get { selection?.counter }
      set { selection?.counter = newValue }
    }
  }

  /// A row of the list: a count.
  public struct Row: Equatable, Identifiable, Sendable {
    public let id: Int
    public var count: Int
    public init(id: Int, count: Int) {
      self.id = id
      self.count = count
    }
  }

  /// The open page.
  public struct Selection: Equatable, Sendable {
    public let id: Int
    public var counter: Counter.State?
    public init(id: Int, counter: Counter.State? = nil) {
      self.id = id
      self.counter = counter
    }
  }

  public enum Action: Equatable, Sendable {
    case counter(Counter.Action)
    case highlightMoved(to: Int)
    case setNavigation(selection: Int?)
    case setNavigationSelectionDelayCompleted
  }

  enum CancelID { case load }

  @Dependency(\.continuousClock) var clock

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .counter:
        return .none
      case let .highlightMoved(to: row):
        state.highlighted = min(max(0, row), max(0, state.rows.count - 1))
        return .none
      case let .setNavigation(selection: id?):
        state.selection = Selection(id: id)
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.setNavigationSelectionDelayCompleted)
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
      case .setNavigation(selection: nil):
        if let selection = state.selection, let count = selection.counter?.count {
          state.rows[id: selection.id]?.count = count
        }
        state.selection = nil
        return .cancel(id: CancelID.load)
      case .setNavigationSelectionDelayCompleted:
        guard let id = state.selection?.id else { return .none }
        state.selection?.counter = Counter.State(count: state.rows[id: id]?.count ?? 0)
        return .none
      }
    }
    .ifLet(\.counter, action: \.counter) { Counter() }
  }
}

/// The rows, or the open row's page with its loading notice or counter.
public enum ListNavigateAndLoadScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: ListNavigateAndLoad.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    if let selection = state.selection {
      frame.draw("Row \(selection.id + 1)", in: rows.row(0), style: .bold)
      if let counter = selection.counter {
        frame.render(CounterControl(count: counter.count), in: rows.row(2))
      } else {
        frame.draw("Loading…", in: rows.row(2))
      }
      return
    }
    let list = ListView(count: state.rows.count, selection: state.highlighted) { index in
      "\(state.rows[index].count)  ›"
    }
    frame.render(list, in: rows)
  }

  /// The study's keys for `state`: the list's, or the page's with Esc back to the list.
  public static func keyMap(_ state: ListNavigateAndLoad.State) -> KeyMap<ListNavigateAndLoad.Action> {
    if let selection = state.selection {
      let isLoaded = selection.counter != nil
      return KeyMap([
        KeyBinding([.left, .char("-")], help: "decrement", send: .counter(.decrementButtonTapped), isEnabled: isLoaded),
        KeyBinding([.right, .char("+")], help: "increment", send: .counter(.incrementButtonTapped), isEnabled: isLoaded),
        KeyBinding([.escape], help: "back to the list", send: .setNavigation(selection: nil)),
      ])
    }
    guard !state.rows.isEmpty else { return KeyMap([]) }
    return KeyMap([
      KeyBinding([.up, .char("k")], help: "select", send: .highlightMoved(to: state.highlighted - 1)),
      KeyBinding([.down, .char("j")], help: "select", send: .highlightMoved(to: state.highlighted + 1)),
      KeyBinding([.enter], help: "open", send: .setNavigation(selection: state.rows[state.highlighted].id)),
    ])
  }
}

extension CaseStudy {
  /// Rows that navigate and load.
  public static let listNavigateAndLoad = CaseStudy(
    id: "list-navigate-and-load", name: "Lists: navigate and load", chapter: .navigation,
    about: """
      Each row opens a page at once (`selection`); the page's counter is loaded from the \
      row a second later. Going back writes the count into the row. Opening another row \
      while one loads cancels the first load (`cancelInFlight`), so only the last lands.
      """,
    initialState: { ListNavigateAndLoad.State() }, reducer: { ListNavigateAndLoad() },
    render: ListNavigateAndLoadScreen.render, keyMap: ListNavigateAndLoadScreen.keyMap
  )
}
