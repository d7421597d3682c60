import IdentifiedCollections
import Synchronization

/// Where a `SharedReader` reads its value: a shared value, or a part of one reached by a
/// read-only key path.
///
/// `snapshot` is nil for the live value; a test store passes one to read the values of an
/// assertion instead (see ``SharedSnapshot``).
package protocol SharedSource<Value>: Sendable {
  associatedtype Value: Sendable
  /// The reference that holds the root value.
  var root: any AnySharedReference { get }
  func read(in snapshot: SharedSnapshot?) -> Value
  /// This value within a root value given apart from the reference; nil when it has none.
  func value(inRoot root: any Sendable) -> Value?
}

/// Where a `Shared` reads and changes its value: the root reference itself, or a part of
/// another shared value (a property, an element of an identified array).
package protocol SharedAccess<Value>: SharedSource {
  func modify<Result, Failure: Error>(
    in snapshot: SharedSnapshot?, _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result
}

extension SharedReference: SharedAccess {
  package var root: any AnySharedReference { self }

  package func read(in snapshot: SharedSnapshot?) -> Value {
    if let snapshot { return snapshot.value(of: self) }
    return value
  }

  package func modify<Result, Failure: Error>(
    in snapshot: SharedSnapshot?, _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    if let snapshot { return try snapshot.modify(self, body) }
    return try modify(body)
  }

  package func value(inRoot root: any Sendable) -> Value? {
    root as? Value
  }
}

/// A property of another shared value, reached by a key path: `$stats.count`.
struct SharedProperty<Parent: Sendable, Value: Sendable>: SharedAccess {
  let parent: any SharedAccess<Parent>
  let keyPath: WritableKeyPath<Parent, Value> & Sendable

  var root: any AnySharedReference { parent.root }

  func read(in snapshot: SharedSnapshot?) -> Value {
    parent.read(in: snapshot)[keyPath: keyPath]
  }

  func modify<Result, Failure: Error>(
    in snapshot: SharedSnapshot?, _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try parent.modify(in: snapshot) { (parent: inout Parent) throws(Failure) -> Result in
      try body(&parent[keyPath: keyPath])
    }
  }

  func value(inRoot root: any Sendable) -> Value? {
    parent.value(inRoot: root)?[keyPath: keyPath]
  }
}

/// A part of another shared value reached by a key path that can't write: `$stats.isEven`,
/// read-only.
struct SharedReadOnlyProperty<Parent: Sendable, Value: Sendable>: SharedSource {
  let parent: any SharedSource<Parent>
  let keyPath: KeyPath<Parent, Value> & Sendable

  var root: any AnySharedReference { parent.root }

  func read(in snapshot: SharedSnapshot?) -> Value {
    parent.read(in: snapshot)[keyPath: keyPath]
  }

  func value(inRoot root: any Sendable) -> Value? {
    parent.value(inRoot: root)?[keyPath: keyPath]
  }
}

/// The element with one id of a shared identified array: `$syncUps[id: id]`.
///
/// Once the element is removed, it reads as it was just before the change that removed it,
/// and changes to it are dropped: there is no element left to change.
struct SharedElement<ID: Hashable & Sendable, Element: Sendable>: SharedAccess {
  let parent: any SharedAccess<IdentifiedArray<ID, Element>>
  let id: ID
  let lastValue: LastElementValue<ID, Element>

  init(parent: any SharedAccess<IdentifiedArray<ID, Element>>, id: ID, element: Element) {
    self.parent = parent
    self.id = id
    self.lastValue = LastElementValue(parent: parent, id: id, element: element)
  }

  var root: any AnySharedReference { parent.root }

  func read(in snapshot: SharedSnapshot?) -> Element {
    parent.read(in: snapshot)[id: id] ?? lastValue.value
  }

  func modify<Result, Failure: Error>(
    in snapshot: SharedSnapshot?, _ body: (inout Element) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    guard parent.read(in: snapshot)[id: id] != nil else {
      var dropped = lastValue.value
      return try body(&dropped)
    }
    return try parent.modify(in: snapshot) { (array: inout IdentifiedArray<ID, Element>) throws(Failure) -> Result in
      guard var element = array[id: id] else {
        var dropped = lastValue.value
        return try body(&dropped)
      }
      let result = try body(&element)
      array[id: id] = element
      return result
    }
  }

  func value(inRoot root: any Sendable) -> Element? {
    parent.value(inRoot: root)?[id: id]
  }
}

/// The value of an element of a shared array as it was before the latest change of the array
/// that still held it: what a ``SharedElement`` reads after the element was removed. It
/// watches the root reference, which holds it weakly; the element's shared values hold it.
final class LastElementValue<ID: Hashable & Sendable, Element: Sendable>: SharedReferenceWatcher {
  private let parent: any SharedAccess<IdentifiedArray<ID, Element>>
  private let id: ID
  private let storage: Mutex<Element>

  init(parent: any SharedAccess<IdentifiedArray<ID, Element>>, id: ID, element: Element) {
    self.parent = parent
    self.id = id
    self.storage = Mutex(element)
    parent.root.addWatcher(self)
  }

  var value: Element {
    storage.withLock { $0 }
  }

  func sharedReference(_ reference: any AnySharedReference, didChangeFrom oldValue: any Sendable) {
    guard let element = parent.value(inRoot: oldValue)?[id: id] else { return }
    storage.withLock { $0 = element }
  }
}
