import ComposableArchitecture
import Testing

/// A board of cells, run with `forEach`, and actions that change the rows themselves.
private struct Board: Reducer {
  struct State {
    var title = ""
    var cells: IdentifiedArrayOf<Cell.State> = [Cell.State(id: 1), Cell.State(id: 2), Cell.State(id: 3)]
  }
  enum Action: CasePathable {
    case cells(IdentifiedActionOf<Cell>)
    case add(Int)
    case remove(Int)
    case incrementAll
    case retitle(String)
    struct AllCasePaths: Sendable {
      let cells = AnyCasePath(embed: Action.cells) { if case let .cells(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cells: break
      case let .add(id): state.cells.append(Cell.State(id: id))
      case let .remove(id): state.cells.remove(id: id)
      case .incrementAll: for position in state.cells.indices { state.cells[position: position].count += 1 }
      case let .retitle(title): state.title = title
      }
      return .none
    }
    .forEach(\.cells, action: \.cells) { Cell() }
  }
}

private struct Cell: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    var count = 0
  }
  enum Action { case increment }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// Counts the calls of an observer of each row.
@MainActor
private final class RowCalls {
  var counts: [Int: Int] = [:]
  var observations: [StoreObservation] = []

  init(_ rows: StoreCollection<Int, Cell.State, Cell.Action>) {
    for row in rows {
      let id = row.state.id
      observations.append(row.observe { [unowned self] in counts[id, default: 0] += 1 })
    }
  }

  /// The counts so far, and starts counting again.
  func take() -> [Int: Int] {
    defer { counts = [:] }
    return counts
  }
}

@MainActor
struct StoreCollectionTests {
  @Test func rowsFollowTheListAndSendToTheirElement() throws {
    let store = Store(initialState: Board.State()) { Board() }
    let rows = store.scope(forEach: \.cells, action: \.cells)
    #expect(rows.ids == [1, 2, 3])
    #expect(rows.map(\.state.id) == [1, 2, 3])
    #expect(rows === store.scope(forEach: \.cells, action: \.cells), "the same key paths return the same collection")
    let second = try #require(rows[id: 2])
    #expect(second === rows[1], "one store per row")
    second.send(.increment)
    #expect(store.state.cells[id: 2]?.count == 1)
    #expect(second.state.count == 1)
    store.send(.add(4))
    #expect(rows.count == 4)
    #expect(rows[3].state.id == 4)
    #expect(rows[id: 9] == nil)
  }

  @Test func anActionOnOneRowTellsOnlyThatRow() {
    let store = Store(initialState: Board.State()) { Board() }
    let rows = store.scope(forEach: \.cells, action: \.cells)
    let calls = RowCalls(rows)
    rows[id: 2]?.send(.increment)
    #expect(calls.take() == [2: 1])
    store.send(.cells(.element(id: 3, action: .increment)))
    #expect(calls.take() == [3: 1])
  }

  @Test func aChangeOutsideTheListTellsNoRow() {
    let store = Store(initialState: Board.State()) { Board() }
    let calls = RowCalls(store.scope(forEach: \.cells, action: \.cells))
    store.send(.retitle("Board"))
    #expect(calls.take() == [:])
  }

  @Test func changesToSeveralRowsOrToTheRowsThemselvesTellEveryRow() {
    let store = Store(initialState: Board.State()) { Board() }
    let rows = store.scope(forEach: \.cells, action: \.cells)
    let calls = RowCalls(rows)
    store.send(.incrementAll)
    #expect(calls.take() == [1: 1, 2: 1, 3: 1])
    store.send(.add(4))
    #expect(calls.take() == [1: 1, 2: 1, 3: 1])
  }

  @Test func aRemovedRowIsToldAndKeepsItsLastState() throws {
    let store = Store(initialState: Board.State()) { Board() }
    let rows = store.scope(forEach: \.cells, action: \.cells)
    let third = try #require(rows[id: 3])
    third.send(.increment)
    let calls = RowCalls(rows)
    store.send(.remove(3))
    #expect(calls.take() == [1: 1, 2: 1, 3: 1])
    #expect(third.state == Cell.State(id: 3, count: 1))
    #expect(rows.ids == [1, 2])
  }

  @Test func anUnconditionalNoticeTellsEveryRow() {
    let store = Store(initialState: Board.State()) { Board() }
    let calls = RowCalls(store.scope(forEach: \.cells, action: \.cells))
    store.root?.notifyObserversUnconditionally()
    #expect(calls.take() == [1: 1, 2: 1, 3: 1])
  }

  @Test func releasedRowObservationsStopTheCalls() {
    let store = Store(initialState: Board.State()) { Board() }
    let rows = store.scope(forEach: \.cells, action: \.cells)
    let calls = RowCalls(rows)
    calls.observations.removeAll()
    store.send(.incrementAll)
    rows[id: 1]?.send(.increment)
    #expect(calls.take() == [:])
  }

  @Test func aRowStoreKeptAfterItsListAndStoresAreGoneStillWorks() throws {
    // Only the row's store is kept: the root store, the collection and every other row store
    // are released. Observing and sending must still work, as the row's store owns the runtime.
    let row = try #require(
      Store(initialState: Board.State()) { Board() }.scope(forEach: \.cells, action: \.cells)[id: 2]
    )
    var calls = 0
    let observation = row.observe { calls += 1 }
    row.send(.increment)
    row.send(.increment)
    #expect(row.state == Cell.State(id: 2, count: 2))
    #expect(calls == 2)
    observation.cancel()
    row.send(.increment)
    #expect(calls == 2)
  }

  @Test func rowsOfAListInAScopedStoreAreToldTheSameWay() {
    let store = Store(initialState: Wrapper.State()) { Wrapper() }
    let rows = store.scope(\.board, action: \.board).scope(forEach: \.cells, action: \.cells)
    let calls = RowCalls(rows)
    rows[id: 1]?.send(.increment)
    #expect(calls.take() == [1: 1])
    #expect(store.state.board.cells[id: 1]?.count == 1)
  }
}

/// A board one level down, for a collection scoped from a scoped store.
private struct Wrapper: Reducer {
  struct State { var board = Board.State() }
  enum Action: CasePathable {
    case board(Board.Action)
    struct AllCasePaths: Sendable {
      let board = AnyCasePath(embed: Action.board) { if case let .board(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  var body: some ReducerOf<Self> {
    Scope(\.board, action: \.board) { Board() }
  }
}
