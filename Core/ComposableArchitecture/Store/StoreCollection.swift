/// The stores of a list's rows, in the list's order: what a screen of rows scopes to, as
/// `.forEach` runs a row's reducer on its element.
///
/// ```swift
/// let rows = store.scope(forEach: \.todos, action: \.todos)
/// for row in rows { draw(row.state) }           // or rows[id: id]?.send(.toggle)
/// ```
///
/// Observers of a row's store are told only when that row changed, found from the list's
/// ``IdentifiedArray/revision`` rather than by visiting every row: an action that changes one
/// row of a thousand calls one row's observers. When the list changed in more ways (rows added,
/// removed, moved, several changed) every row's observers are told.
@MainActor
public final class StoreCollection<ID: Hashable & Sendable, State, Action> {
  private let list: ListReaders<ID, State>
  private let sendElement: @MainActor (ID, Action) -> StoreTask
  private let owner: any RootObserving
  private let rowObservers: RowObservers<ID, State>
  private var stores: [ID: Store<State, Action>] = [:]

  @usableFromInline
  init(
    elements: StateReader<IdentifiedArray<ID, State>>,
    sendElement: @escaping @MainActor (ID, Action) -> StoreTask,
    owner: any RootObserving
  ) {
    self.list = ListReaders(elements)
    self.sendElement = sendElement
    self.owner = owner
    self.rowObservers = RowObservers(list: list, root: owner)
  }

  /// The ids of the rows, in order.
  public var ids: [ID] { list.elementIDs.read() }

  /// The store of the row with `id`, or nil when the list has no such row. Hold it only while
  /// the row is shown: once the row is gone it keeps answering with the row's last state.
  public subscript(id id: ID) -> Store<State, Action>? {
    if let store = stores[id] { return store }
    guard let initial = list.elements.read()[id: id] else { return nil }
    return makeStore(id: id, initial: initial)
  }

  private func makeStore(id: ID, initial: State, position: Int? = nil) -> Store<State, Action> {
    forgetStoresOfRemovedRows()
    let reader = RowStateReader(list: list, id: id, initial: initial, position: position ?? -1)
    let (send, rowObservers) = (sendElement, rowObservers)
    let store = Store<State, Action>(
      source: .scoped,
      send: { send(id, $0) },
      // The row's store holds the observers strongly: it may outlive this collection.
      observe: { onChange in rowObservers.observe(row: id, onChange) },
      owner: owner,
      stateReader: reader
    )
    stores[id] = store
    return store
  }

  /// Keeps the cache from growing with every row a long session ever had: stores of rows
  /// no longer in the list are dropped (whoever holds one keeps it working).
  private func forgetStoresOfRemovedRows() {
    let elements = list.elements.read()
    guard stores.count > 2 * elements.count + 16 else { return }
    stores = stores.filter { elements.index(id: $0.key) != nil }
  }
}

/// Reads one row of a list, found where it was last time unless rows moved, and answers
/// with the last state it read once the row is gone.
///
/// One object per row store, where a closure over two variables made four (the reader, the
/// closure's context and each variable's box).
private final class RowStateReader<ID: Hashable & Sendable, State>: StateReader<State> {
  let list: ListReaders<ID, State>
  let id: ID
  // Confined to the main actor, so the run-time exclusivity checks would only be a cost.
  @exclusivity(unchecked) var last: State
  /// Where the row was when last read; -1 when unknown.
  @exclusivity(unchecked) var position: Int

  init(list: ListReaders<ID, State>, id: ID, initial: State, position: Int) {
    self.list = list
    self.id = id
    self.last = initial
    self.position = position
  }

  override func read() -> State {
    let ids = list.elementIDs.read()
    if position < 0 || position >= ids.count || ids[position] != id {
      position = list.elements.read().index(id: id) ?? -1
    }
    if position >= 0 { last = list.values.read()[position] }
    return last
  }
}

/// Readers of a list and of single stored fields of it: where the list sits at a fixed place
/// in the root's state, each reads its field in place, so telling the rows after a batch
/// copies neither the list nor its lookup table.
@MainActor
private struct ListReaders<ID: Hashable & Sendable, State> {
  let elements: StateReader<IdentifiedArray<ID, State>>
  let revision: StateReader<UInt64>
  let lastChangedPosition: StateReader<Int>
  let elementIDs: StateReader<[ID]>
  let values: StateReader<[State]>

  init(_ elements: StateReader<IdentifiedArray<ID, State>>) {
    self.elements = elements
    self.revision = elements.appending(\.mutationVersion)
    self.lastChangedPosition = elements.appending(\.lastChangedPosition)
    self.elementIDs = elements.appending(\.elementIDs)
    self.values = elements.appending(\.elements)
  }
}

/// The observers of a list's rows, and the one observation of the root that tells them after
/// each batch. Held by the collection and by every row store it made.
@MainActor
private final class RowObservers<ID: Hashable & Sendable, State> {
  private let list: ListReaders<ID, State>
  private let root: any RootObserving
  private var byRow: [ID: StoreObservers] = [:]
  private var rootObservation: StoreObservation?
  /// The list's revision when the rows' observers were last told.
  private var toldRevision: UInt64 = 0

  init(list: ListReaders<ID, State>, root: any RootObserving) {
    self.list = list
    self.root = root
  }

  func observe(row id: ID, _ onChange: @escaping @MainActor () -> Void) -> StoreObservation {
    if rootObservation == nil {
      toldRevision = list.revision.read()
      // Strong: the root keeps this object while any row is observed, and the last row's
      // observation ending drops the root observation, and with it that reference.
      rootObservation = root.observeRoot { [self] in tellChangedRows() }
    }
    let observers = byRow[id] ?? StoreObservers()
    byRow[id] = observers
    let observerID = observers.add(onChange)
    // Strong references: a weak one would move each object's reference count to a side
    // table, and every later retain of it, as each batch makes, would take the slow path.
    return StoreObservation { [self, observers] in
      observers.remove(id: observerID)
      if observers.isEmpty { forget(row: id, observers) }
    }
  }

  private func forget(row id: ID, _ observers: StoreObservers) {
    guard byRow[id] === observers else { return }
    byRow[id] = nil
    if byRow.isEmpty {
      rootObservation = nil
    }
  }

  /// After a batch: tells the row that changed, or every row when the list cannot say which.
  private func tellChangedRows() {
    let previous = toldRevision
    toldRevision = list.revision.read()
    if toldRevision == previous, !StoreObservers.isUnconditional { return }
    let position = IdentifiedArray<ID, State>.changedPosition(
      since: previous, revision: toldRevision, lastChangedPosition: list.lastChangedPosition.read()
    )
    if let position, !StoreObservers.isUnconditional {
      byRow[list.elementIDs.read()[position]]?.notify()
    } else {
      tellEveryRow(in: list.elements.read())
    }
  }

  /// Rows still in the list in its order, then rows that left it (their stores keep their
  /// last state, and their screens may want to know).
  private func tellEveryRow(in elements: IdentifiedArray<ID, State>) {
    var told = 0
    for id in elements.ids {
      guard let observers = byRow[id] else { continue }
      observers.notify()
      told += 1
    }
    guard told < byRow.count else { return }
    for (id, observers) in byRow where elements.index(id: id) == nil { observers.notify() }
  }
}

/// A collection on the main actor only, like the stores it holds.
extension StoreCollection: @MainActor RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { list.elements.read().count }

  /// The store of the row at `position`.
  public subscript(position: Int) -> Store<State, Action> {
    let elements = list.elements.read()
    let id = elements.ids[position]
    if let store = stores[id] { return store }
    return makeStore(id: id, initial: elements[position], position: position)
  }
}
