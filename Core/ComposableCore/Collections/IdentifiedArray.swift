import Foundation
import Synchronization

/// An ordered collection of identifiable elements with lookup, update and removal by id in
/// constant time (removal and insertion shift later positions, as an array does).
///
/// The list of a feature's child states: `forEach` addresses its elements by id, so an action
/// for a row keeps reaching that row when rows are added, removed or reordered.
public struct IdentifiedArray<ID: Hashable, Element> {
  @usableFromInline var elements: [Element]
  @usableFromInline var positions: [ID: Int]
  @usableFromInline let id: KeyPath<Element, ID> & Sendable
  /// Changes, to a value never used before, whenever an element is removed, so `forEach` can
  /// tell in constant time that no element went away.
  @usableFromInline var removalVersion: UInt64

  /// Creates an empty array identifying elements by `id`.
  public init(id: KeyPath<Element, ID> & Sendable) {
    self.elements = []
    self.positions = [:]
    self.id = id
    self.removalVersion = nextRemovalVersion()
  }

  /// Creates an array from elements with unique ids; a later duplicate replaces the earlier one.
  public init(_ elements: some Sequence<Element>, id: KeyPath<Element, ID> & Sendable) {
    self.init(id: id)
    for element in elements { self[id: element[keyPath: id]] = element }
  }

  /// The ids in order.
  public var ids: [ID] { elements.map { $0[keyPath: id] } }

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
          elements[index] = newValue
        } else {
          positions[id] = elements.count
          elements.append(newValue)
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
    _modify { yield &elements[position] }
  }

  /// Adds `element` at the end unless its id is present; returns whether it was added.
  @discardableResult
  public mutating func append(_ element: Element) -> Bool {
    let elementID = element[keyPath: id]
    guard positions[elementID] == nil else { return false }
    positions[elementID] = elements.count
    elements.append(element)
    return true
  }

  /// Inserts `element` at `index` unless its id is present; returns whether it was inserted.
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> Bool {
    let elementID = element[keyPath: id]
    guard positions[elementID] == nil else { return false }
    elements.insert(element, at: index)
    reindex(from: index)
    return true
  }

  /// Removes and returns the element with `id`, if present.
  @discardableResult
  public mutating func remove(id elementID: ID) -> Element? {
    guard let index = positions[elementID] else { return nil }
    return remove(at: index)
  }

  /// Removes and returns the element at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let element = elements.remove(at: index)
    removalVersion = nextRemovalVersion()
    positions[element[keyPath: id]] = nil
    reindex(from: index)
    return element
  }

  /// Removes the elements that satisfy `shouldRemove`, keeping the order of the rest.
  public mutating func removeAll(where shouldRemove: (Element) throws -> Bool) rethrows {
    let count = elements.count
    try elements.removeAll(where: shouldRemove)
    guard elements.count != count else { return }
    positions.removeAll(keepingCapacity: true)
    reindex(from: 0)
    removalVersion = nextRemovalVersion()
  }

  /// Removes every element.
  public mutating func removeAll() {
    elements.removeAll()
    positions.removeAll()
    removalVersion = nextRemovalVersion()
  }

  /// Moves the elements at `source` to before `destination`, like SwiftUI's `onMove`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { elements[$0] }
    let before = source.filter { $0 < destination }.count
    for index in source.sorted(by: >) { elements.remove(at: index) }
    elements.insert(contentsOf: moving, at: destination - before)
    reindex(from: 0)
  }

  /// Sorts the elements in place.
  public mutating func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
    try elements.sort(by: areInIncreasingOrder)
    reindex(from: 0)
  }

  @usableFromInline mutating func reindex(from start: Int) {
    for index in start..<elements.count { positions[elements[index][keyPath: id]] = index }
  }
}

extension IdentifiedArray {
  /// What `forEach` needs to find the elements a reducer removed.
  @usableFromInline package struct RemovalSnapshot {
    let version: UInt64
    let positions: [ID: Int]
  }

  /// The ids present now, with a version that changes on every removal.
  @usableFromInline package var removalSnapshot: RemovalSnapshot {
    RemovalSnapshot(version: removalVersion, positions: positions)
  }

  /// The ids of `snapshot` that are no longer present.
  @usableFromInline package func idsRemoved(since snapshot: RemovalSnapshot) -> [ID] {
    guard snapshot.version != removalVersion else { return [] }
    return snapshot.positions.keys.filter { positions[$0] == nil }
  }
}

private let removalVersions = Atomic<UInt64>(0)

@usableFromInline func nextRemovalVersion() -> UInt64 {
  removalVersions.wrappingAdd(1, ordering: .relaxed).newValue
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an array of `Identifiable` elements.
  public init(_ elements: some Sequence<Element>) {
    self.init(elements, id: \.id)
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
  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }
  public subscript(position: Int) -> Element { elements[position] }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.elements == rhs.elements }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

extension IdentifiedArray: Sendable where Element: Sendable, ID: Sendable {}

extension IdentifiedArray: CustomDumpRepresentable {
  public var dumpValue: Any { elements }
}

extension IdentifiedArray: CustomStringConvertible {
  public var description: String { elements.description }
}

/// An identified array of `Identifiable` elements.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>
