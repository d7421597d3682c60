import CustomDump
import Synchronization

/// An ordered collection of identifiable elements with lookup, update and removal by id in
/// constant time (removal and insertion shift later positions, as an array does).
///
/// The list of a feature's child states: `forEach` addresses its elements by id, so an action
/// for a row keeps reaching that row when rows are added, removed or reordered.
public struct IdentifiedArray<ID: Hashable, Element> {
  @usableFromInline package var elements: [Element]
  /// The id of each element, in the same order: reindexing reads ids from here instead of
  /// projecting the key path through the runtime once per element.
  @usableFromInline package var elementIDs: [ID]
  @usableFromInline package var positions: [ID: Int]
  @usableFromInline package let id: KeyPath<Element, ID> & Sendable
  /// Changes, to a value never used before, whenever an element is removed, so `forEach` can
  /// tell in constant time that no element went away.
  @usableFromInline var removalVersion: UInt64
  /// Changes on every mutation; see ``revision``. The high half is unique to each lineage
  /// (one atomic step when an array is made, or when a copy of it is first changed), the low
  /// half counts the lineage's mutations, so a mutation costs an increment, not an atomic
  /// operation.
  @usableFromInline package var mutationVersion: UInt64
  /// Shared by the copies of this value: while nothing else holds it, the value is the only one
  /// of its lineage and may go on counting; a copy that changes starts a lineage of its own.
  @usableFromInline var lineage: Lineage
  /// The position of the element the latest mutation changed in place, or -1 when it added,
  /// removed or moved elements: with ``revision``, what tells an observer of many rows which
  /// one changed.
  @usableFromInline package var lastChangedPosition: Int

  /// Creates an empty array identifying elements by `id`.
  public init(id: KeyPath<Element, ID> & Sendable) {
    self.elements = []
    self.elementIDs = []
    self.positions = [:]
    self.id = id
    self.removalVersion = nextVersion()
    self.mutationVersion = nextVersion() << 32
    self.lineage = Lineage()
    self.lastChangedPosition = -1
  }

  /// Creates an array from elements with unique ids; a later duplicate replaces the earlier one.
  public init(_ elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable) {
    self.init(elements, id: id) { $0[keyPath: id] }
  }

  /// Creates an array from elements whose ids are known to be unique, as the reference's
  /// initialiser of that name; a duplicate id is a programming error and stops the program.
  public init(uniqueElements elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable) {
    let elements = Array(elements)
    self.init(elements, id: id) { $0[keyPath: id] }
    precondition(count == elements.count, "IdentifiedArray(uniqueElements:): two elements have the same id")
  }

  /// Builds the array in one pass; `identify` reads an id faster than projecting `id`.
  @inlinable
  package init(_ elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable, identify: (Element) -> ID) {
    self.init(id: id)
    self.elements.reserveCapacity(elements.underestimatedCount)
    self.elementIDs.reserveCapacity(elements.underestimatedCount)
    // The positions too, or a large array rehashes its dictionary several times as it grows.
    positions.reserveCapacity(elements.underestimatedCount)
    for element in elements {
      let elementID = identify(element)
      if let index = positions[elementID] {
        self.elements[index] = element
      } else {
        positions[elementID] = self.elements.count
        self.elements.append(element)
        elementIDs.append(elementID)
      }
    }
  }

  /// The ids in order.
  @inlinable
  public var ids: [ID] { elementIDs }

  /// A value that changes whenever the array is mutated, even back to equal contents, and
  /// that no other array has (for its first 2^32 mutations): two arrays with the same revision
  /// have the same elements. Watching it (`onChange(of: \.todos.revision)`) notices changes to
  /// a large array without keeping a copy of it, which would make the next change copy it all.
  @inlinable
  public var revision: UInt64 { mutationVersion }

  /// The position of the one element changed since `revision`, when exactly one mutation
  /// happened since then and it changed that element in place; nil when nothing changed,
  /// when more did, or when it cannot tell. What lets a list of observed rows tell only the
  /// row that changed.
  @inlinable
  public func changedPosition(since revision: UInt64) -> Int? {
    Self.changedPosition(since: revision, revision: mutationVersion, lastChangedPosition: lastChangedPosition)
  }

  /// The rule of ``changedPosition(since:)`` on the two fields it reads, for a reader that
  /// reads them in place instead of copying the array.
  @inlinable
  package static func changedPosition(since previous: UInt64, revision: UInt64, lastChangedPosition: Int) -> Int? {
    guard revision == previous &+ 1, lastChangedPosition >= 0 else { return nil }
    return lastChangedPosition
  }

  /// Counts a mutation about to happen; `position` is the element it changes in place, or -1
  /// when it adds, removes or moves elements.
  ///
  /// Why the uniqueness check: two copies of an array changed the same number of times would
  /// otherwise have equal revisions and different elements. A copy that changes while another
  /// holds its lineage takes a new one, so equal revisions always mean equal elements.
  @inlinable
  mutating func noteMutation(at position: Int) {
    if _fastPath(isKnownUniquelyReferenced(&lineage)) {
      mutationVersion &+= 1
    } else {
      lineage = Lineage()
      mutationVersion = nextVersion() << 32
    }
    lastChangedPosition = position
  }

  /// The position of the element with `id`, if present.
  @inlinable
  public func index(id: ID) -> Int? { positions[id] }

  /// The element with `id`; setting nil removes it, setting a new id's element appends it.
  @inlinable
  public subscript(id id: ID) -> Element? {
    get { positions[id].map { elements[$0] } }
    set {
      if let newValue {
        precondition(
          newValue[keyPath: self.id] == id,
          "IdentifiedArray: the element set for id \(id) has id \(newValue[keyPath: self.id])."
        )
        if let index = positions[id] {
          noteMutation(at: index)
          elements[index] = newValue
        } else {
          noteMutation(at: -1)
          positions[id] = elements.count
          elements.append(newValue)
          elementIDs.append(id)
        }
      } else {
        remove(id: id)
      }
    }
  }

  /// Mutates the element at `position` in place, without copying it; the id must not change.
  @inlinable
  public subscript(position position: Int) -> Element {
    get { elements[position] }
    _modify {
      noteMutation(at: position)
      yield &elements[position]
    }
  }

  /// Adds `element` at the end unless its id is present; returns whether it was added.
  @inlinable
  @discardableResult
  public mutating func append(_ element: Element) -> Bool {
    let elementID = element[keyPath: id]
    guard positions[elementID] == nil else { return false }
    noteMutation(at: -1)
    positions[elementID] = elements.count
    elements.append(element)
    elementIDs.append(elementID)
    return true
  }

  /// Inserts `element` at `index` unless its id is present; returns whether it was inserted.
  @inlinable
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> Bool {
    let elementID = element[keyPath: id]
    guard positions[elementID] == nil else { return false }
    noteMutation(at: -1)
    if index < elements.count { shiftPositions(from: index, by: 1) }
    elements.insert(element, at: index)
    elementIDs.insert(elementID, at: index)
    positions[elementID] = index
    return true
  }

  /// Removes and returns the element with `id`, if present.
  @inlinable
  @discardableResult
  public mutating func remove(id elementID: ID) -> Element? {
    guard let index = positions[elementID] else { return nil }
    return remove(at: index)
  }

  /// Removes and returns the element at `index`.
  @inlinable
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    noteMutation(at: -1)
    removalVersion = nextVersion()
    let element = elements.remove(at: index)
    positions[elementIDs.remove(at: index)] = nil
    if index < elementIDs.count { shiftPositions(from: index + 1, by: -1) }
    return element
  }

  /// Removes the elements that satisfy `shouldRemove`, keeping the order of the rest.
  @inlinable
  public mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows {
    var kept: [Element] = []
    var keptIDs: [ID] = []
    kept.reserveCapacity(elements.count)
    keptIDs.reserveCapacity(elements.count)
    for (element, elementID) in zip(elements, elementIDs) where try !shouldRemove(element) {
      kept.append(element)
      keptIDs.append(elementID)
    }
    guard kept.count != elements.count else { return }
    noteMutation(at: -1)
    removalVersion = nextVersion()
    elements = kept
    elementIDs = keptIDs
    positions.removeAll(keepingCapacity: true)
    reindex(from: 0)
  }

  /// Removes every element.
  @inlinable
  public mutating func removeAll() {
    noteMutation(at: -1)
    removalVersion = nextVersion()
    elements.removeAll()
    elementIDs.removeAll()
    positions.removeAll()
  }

  /// Removes the elements at `offsets`, as a list's swipe-to-delete does; an `IndexSet` is
  /// such a collection of offsets. Offsets past the end are ignored.
  @inlinable
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    for offset in Set(offsets).sorted(by: >) where elements.indices.contains(offset) {
      _ = remove(at: offset)
    }
  }

  /// Moves the elements at `offsets` to before `destination`, like SwiftUI's `onMove`; an
  /// `IndexSet` is such a collection of offsets.
  @inlinable
  public mutating func move(fromOffsets offsets: some Sequence<Int>, toOffset destination: Int) {
    noteMutation(at: -1)
    let source = Set(offsets).sorted()
    let moving = source.map { elements[$0] }
    let movingIDs = source.map { elementIDs[$0] }
    let before = source.count { $0 < destination }
    for index in source.reversed() {
      elements.remove(at: index)
      elementIDs.remove(at: index)
    }
    elements.insert(contentsOf: moving, at: destination - before)
    elementIDs.insert(contentsOf: movingIDs, at: destination - before)
    // Elements before the first moved one and from the later of the last moved one and the
    // destination keep their positions: a move by one row rewrites two entries, not all.
    guard let first = source.first, let last = source.last else { return }
    reindex(Swift.min(first, destination - before)..<Swift.min(elements.count, Swift.max(last + 1, destination)))
  }

  /// Sorts the elements in place.
  @inlinable
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    noteMutation(at: -1)
    try elements.sort(by: areInIncreasingOrder)
    elementIDs = elements.map { $0[keyPath: id] }
    reindex(from: 0)
  }

  @inlinable
  mutating func reindex(from start: Int) {
    reindex(start..<elementIDs.count)
  }

  @inlinable
  mutating func reindex(_ range: Range<Int>) {
    for index in range { positions[elementIDs[index]] = index }
  }

  /// Adds `delta` to every stored position at or after `start`, in place: no id is hashed
  /// again, which makes inserting or removing near the front of a long array cheap.
  @inlinable
  mutating func shiftPositions(from start: Int, by delta: Int) {
    var index = positions.values.startIndex
    while index != positions.values.endIndex {
      if positions.values[index] >= start { positions.values[index] += delta }
      positions.values.formIndex(after: &index)
    }
  }
}

extension IdentifiedArray {
  /// What `forEach` needs to find the elements a reducer removed.
  @usableFromInline package struct RemovalSnapshot {
    let version: UInt64
    let ids: [ID]
  }

  /// The ids present now, with a version that changes on every removal. It shares the id
  /// list, which inserting or moving copies (a flat array of ids, not the lookup table).
  @usableFromInline package var removalSnapshot: RemovalSnapshot {
    RemovalSnapshot(version: removalVersion, ids: elementIDs)
  }

  /// The ids of `snapshot` that are no longer present.
  @usableFromInline package func idsRemoved(since snapshot: RemovalSnapshot) -> [ID] {
    guard snapshot.version != removalVersion else { return [] }
    // Walk both id lists, comparing ids rather than hashing them: where they differ the old
    // id may be gone (or only moved), and only those few are looked up.
    var removed: [ID] = []
    var current = 0
    for id in snapshot.ids {
      if current < elementIDs.count, elementIDs[current] == id {
        current += 1
      } else if positions[id] == nil {
        removed.append(id)
      }
    }
    return removed
  }
}

private let versions = Atomic<UInt64>(0)

/// What the copies of an ``IdentifiedArray`` value share until one of them changes.
@usableFromInline final class Lineage: Sendable {
  @usableFromInline init() {}
}

/// A number no array has had before, for ``IdentifiedArray/revision`` and removal checks.
@usableFromInline func nextVersion() -> UInt64 {
  versions.wrappingAdd(1, ordering: .relaxed).newValue
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an array of `Identifiable` elements.
  @inlinable
  public init(_ elements: some Sequence<Element>) {
    self.init(elements, id: \.id) { $0.id }
  }

  /// Creates an array of `Identifiable` elements whose ids are known to be unique; a duplicate
  /// id stops the program.
  public init(uniqueElements elements: some Sequence<Element>) {
    self.init(uniqueElements: elements, id: \.id)
  }

  /// Creates an empty array of `Identifiable` elements.
  public init() {
    self.init(id: \.id)
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral where Element: Identifiable, ID == Element.ID {
  public init(arrayLiteral elements: Element...) {
    self.init(elements)
  }
}

extension IdentifiedArray: RandomAccessCollection {
  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { elements.count }
  /// The element at `position`; a test may change it in place (`$0.meetings[0].transcript =
  /// "…"`), as long as its id stays the same.
  @inlinable public subscript(position: Int) -> Element {
    get { elements[position] }
    _modify {
      noteMutation(at: position)
      let before = elementIDs[position]
      yield &elements[position]
      precondition(elements[position][keyPath: id] == before, "An element's id was changed through its position.")
    }
  }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  @inlinable public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: Sendable where Element: Sendable, ID: Sendable {}

extension IdentifiedArray: CustomDumpRepresentable {
  public var customDumpValue: Any { elements }
}

extension IdentifiedArray: CustomStringConvertible {
  public var description: String { elements.description }
}

/// An identified array of `Identifiable` elements.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
