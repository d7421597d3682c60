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
  private let elements: StateReader<IdentifiedArray<ID, State>>
  // Readers of single stored fields of the list: where the list sits at a fixed place in the
  // root's state, each reads its field in place, so telling the rows after a batch copies
  // neither the list nor its lookup table.
  private let revision: StateReader<UInt64>
  private let lastChangedPosition: StateReader<Int>
  private let elementIDs: StateReader<[ID]>
  private let values: StateReader<[State]>
  private let sendElement: @MainActor (ID, Action) -> StoreTask
  private let observeRoot: @MainActor (@escaping @MainActor () -> Void) -> StoreObservation
  private let owner: AnyObject
  private var stores: [ID: Store<State, Action>] = [:]
  private var rowObservers: [ID: StoreObservers] = [:]
  private var rootObservation: StoreObservation?
  /// The list's revision when the rows' observers were last told.
  private var toldRevision: UInt64 = 0

  @usableFromInline
  init(
    elements: StateReader<IdentifiedArray<ID, State>>,
    sendElement: @escaping @MainActor (ID, Action) -> StoreTask,
    observeRoot: @escaping @MainActor (@escaping @MainActor () -> Void) -> StoreObservation,
    owner: AnyObject
  ) {
    self.elements = elements
    self.revision = elements.appending(\.mutationVersion)
    self.lastChangedPosition = elements.appending(\.lastChangedPosition)
    self.elementIDs = elements.appending(\.elementIDs)
    self.values = elements.appending(\.elements)
    self.sendElement = sendElement
    self.observeRoot = observeRoot
    self.owner = owner
  }

  /// The ids of the rows, in order.
  public var ids: [ID] { elementIDs.read() }

  /// The store of the row with `id`, or nil when the list has no such row. Hold it only while
  /// the row is shown: once the row is gone it keeps answering with the row's last state.
  public subscript(id id: ID) -> Store<State, Action>? {
    if let store = stores[id] { return store }
    guard let initial = elements.read()[id: id] else { return nil }
    return makeStore(id: id, initial: initial)
  }

  private func makeStore(id: ID, initial: State, position: Int? = nil) -> Store<State, Action> {
    forgetStoresOfRemovedRows()
    let (elements, elementIDs, values) = (elements, elementIDs, values)
    var last = initial
    var position = position ?? -1
    let reader = ClosureStateReader {
      // Where the row was last time, unless rows moved: then looked up by id.
      let ids = elementIDs.read()
      if position < 0 || position >= ids.count || ids[position] != id {
        position = elements.read().index(id: id) ?? -1
      }
      if position >= 0 { last = values.read()[position] }
      return last
    }
    let send = sendElement
    let store = Store<State, Action>(
      source: .scoped,
      send: { send(id, $0) },
      observe: { [unowned self] onChange in self.observe(row: id, onChange) },
      owner: owner,
      stateReader: reader
    )
    stores[id] = store
    return store
  }

  /// Keeps the cache from growing with every row a long session ever had: stores of rows
  /// no longer in the list are dropped (whoever holds one keeps it working).
  private func forgetStoresOfRemovedRows() {
    let list = elements.read()
    guard stores.count > 2 * list.count + 16 else { return }
    stores = stores.filter { list.index(id: $0.key) != nil }
  }

  // MARK: Observing rows

  private func observe(row id: ID, _ onChange: @escaping @MainActor () -> Void) -> StoreObservation {
    if rootObservation == nil {
      toldRevision = elements.read().revision
      rootObservation = observeRoot { [unowned self] in self.tellChangedRows() }
    }
    let observers = rowObservers[id] ?? StoreObservers()
    rowObservers[id] = observers
    let observerID = observers.add(onChange)
    // Strong references: a weak one would move each object's reference count to a side
    // table, and every later retain of it, as each batch makes, would take the slow path.
    return StoreObservation { [self, observers] in
      observers.remove(id: observerID)
      if observers.isEmpty { forget(row: id, observers) }
    }
  }

  private func forget(row id: ID, _ observers: StoreObservers) {
    guard rowObservers[id] === observers else { return }
    rowObservers[id] = nil
    if rowObservers.isEmpty {
      rootObservation = nil
    }
  }

  /// After a batch: tells the row that changed, or every row when the list cannot say which.
  private func tellChangedRows() {
    let previous = toldRevision
    toldRevision = revision.read()
    if toldRevision == previous, !StoreObservers.isUnconditional { return }
    // What `IdentifiedArray.changedPosition(since:)` says, read field by field.
    let position = lastChangedPosition.read()
    if toldRevision == previous &+ 1, position >= 0, !StoreObservers.isUnconditional {
      rowObservers[elementIDs.read()[position]]?.notify()
    } else {
      tellEveryRow(in: elements.read())
    }
  }

  /// Rows still in the list in its order, then rows that left it (their stores keep their
  /// last state, and their screens may want to know).
  private func tellEveryRow(in list: IdentifiedArray<ID, State>) {
    var told = 0
    for id in list.ids {
      guard let observers = rowObservers[id] else { continue }
      observers.notify()
      told += 1
    }
    guard told < rowObservers.count else { return }
    for (id, observers) in rowObservers where list.index(id: id) == nil { observers.notify() }
  }
}

/// A collection on the main actor only, like the stores it holds.
extension StoreCollection: @MainActor RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.read().count }

  /// The store of the row at `position`.
  public subscript(position: Int) -> Store<State, Action> {
    let list = elements.read()
    let id = list.ids[position]
    if let store = stores[id] { return store }
    return makeStore(id: id, initial: list[position], position: position)
  }
}

/// What a store collection needs of the root, whose type it does not know: its observers
/// unfiltered, as a scoped parent that compares its state would compare the whole list.
@MainActor
@usableFromInline
protocol RootObserving: AnyObject {
  func observeRoot(_ onChange: @escaping @MainActor () -> Void) -> StoreObservation
}

extension StoreRootOwner: RootObserving {
  @usableFromInline func observeRoot(_ onChange: @escaping @MainActor () -> Void) -> StoreObservation {
    root.observe(onChange)
  }
}
