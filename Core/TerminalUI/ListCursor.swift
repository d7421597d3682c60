import ComposableArchitecture

/// The cursor of a selectable, scrolling list, as a feature: which row is selected and which
/// row is first on screen, for `count` rows shown `height` at a time. Every list moves with
/// the same keys (`keyBindings`: ↑↓ k/j, PgUp/PgDn, Home/End, g/G), and `listView` draws it.
///
/// The parent owns the rows: it calls `resize` when their number or the visible height
/// changes, and keeps an id of the selected row if the selection must follow it (a re-sort).
public struct ListCursor: Reducer {
  public struct State: Equatable, Sendable {
    /// How many rows the list has.
    public private(set) var count: Int
    /// How many rows fit on screen.
    public private(set) var height: Int
    /// The first row on screen; a list with taller rows (`ResultLines` in Search) may place
    /// it itself, in its own unit.
    public var offset: Int
    /// The selected row; 0 in an empty list.
    public private(set) var selection: Int

    /// A cursor on `selection` (clamped) of `count` rows, `height` of them on screen.
    public init(count: Int = 0, height: Int = 1, selection: Int = 0) {
      self.count = max(0, count)
      self.height = max(1, height)
      offset = 0
      self.selection = 0
      select(selection)
    }

    /// Selects `row`, clamped to the rows there are, and scrolls the least needed to show it.
    public mutating func select(_ row: Int) {
      selection = count == 0 ? 0 : min(max(0, row), count - 1)
      offset = ListView(count: count, selection: selection, offset: offset) { _ in "" }.visibleOffset(height: height)
    }

    /// Fits the cursor to a list that now has `count` rows, `height` of them on screen: the
    /// selection stays on its row, or on the last one when the list got shorter.
    public mutating func resize(count: Int? = nil, height: Int? = nil) {
      self.count = max(0, count ?? self.count)
      self.height = max(1, height ?? self.height)
      select(selection)
    }

    /// Keeps the cursor on the row that holds `id` in a list now of `count` rows (`row(of:)`
    /// finds it), so it follows its item across a re-sort; when that item is gone, the cursor
    /// stays on its row (clamped) and `id` becomes that row's (`id(at:)`), nil in an empty list.
    /// Returns whether `id` changed.
    public mutating func follow<ID: Equatable>(
      _ id: inout ID?, count: Int, row rowOf: (ID) -> Int?, id idAt: (Int) -> ID
    ) -> Bool {
      resize(count: count)
      if let current = id, let row = rowOf(current) {
        select(row)
        return false
      }
      let followed = count == 0 ? nil : idAt(selection)
      defer { id = followed }
      return followed != id
    }

    /// The list widget for these rows, drawn from `row(index)` with this selection and offset.
    public func listView(
      isFocused: Bool = true, selectedStyle: Style = .reverse, showsScrollIndicators: Bool = true,
      rowStyle: @escaping (Int) -> Style = { _ in .plain }, row: @escaping (Int) -> String
    ) -> ListView {
      ListView(
        count: count, selection: isFocused && count > 0 ? selection : nil, offset: offset, selectedStyle: selectedStyle,
        showsScrollIndicators: showsScrollIndicators, rowStyle: rowStyle, row: row
      )
    }

    /// The row a move lands on, before clamping.
    func target(of move: Move) -> Int {
      switch move {
      case .up: selection - 1
      case .down: selection + 1
      case .pageUp: selection - height
      case .pageDown: selection + height
      case .first: 0
      case .last: count - 1
      case .row(let row): row
      }
    }
  }

  public enum Action: Equatable, Sendable {
    case moved(Move)
  }

  /// Where a key moves the selection.
  public enum Move: Equatable, Sendable {
    case up, down, pageUp, pageDown, first, last
    /// A row by its index, as a click picks it.
    case row(Int)
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .moved(let move):
      state.select(state.target(of: move))
      return .none
    }
  }

  /// The keys of every list, sending through `send`: ↑↓ and k/j (hinted with `help`; "" hides
  /// them), PgUp/PgDn, Home/End and g/G; shown dimmed and doing nothing unless `isEnabled`.
  public static func keyBindings<Parent>(
    help: String = "", isEnabled: Bool = true, send: (Action) -> Parent
  ) -> [KeyBinding<Parent>] {
    let moves: [([Key], String, Move)] = [
      ([.up, .char("k")], help, .up), ([.down, .char("j")], help, .down), ([.pageUp], "", .pageUp),
      ([.pageDown], "", .pageDown), ([.home, .char("g")], "", .first), ([.end, .char("G")], "", .last),
    ]
    return moves.map { keys, help, move in KeyBinding(keys, help: help, send: send(.moved(move)), isEnabled: isEnabled) }
  }
}
