/// A list that keeps its first element inline and only the others in an array.
///
/// Why: the lists the store keeps for effects almost always hold one element (one
/// cancellation id per effect, one effect per id, one task per send), and an array allocates
/// even for one. Starting an effect made several such arrays; this makes none.
@usableFromInline
package struct SmallList<Element>: Sequence {
  @usableFromInline package var first: Element?
  /// The elements after the first; nil rather than empty, so an empty list is all zeros and
  /// making or dropping one touches no array.
  @usableFromInline package var others: [Element]?

  @inlinable package init() {
    first = nil
    others = nil
  }

  @inlinable package init(_ element: Element) {
    first = element
    others = nil
  }

  @inlinable package var isEmpty: Bool { first == nil }

  @inlinable package mutating func append(_ element: Element) {
    if first == nil {
      first = element
    } else if others == nil {
      others = [element]
    } else {
      others!.append(element)
    }
  }

  @inlinable package mutating func append(contentsOf other: SmallList<Element>) {
    for element in other { append(element) }
  }

  /// Removes the elements that match, keeping the order of the others.
  package mutating func removeAll(where matches: (Element) -> Bool) {
    others?.removeAll(where: matches)
    if let first, matches(first) {
      self.first = others?.isEmpty == false ? others!.removeFirst() : nil
    }
    if others?.isEmpty == true { others = nil }
  }

  /// Calls `body` with each element, in order, without copying the list as an iterator does.
  @inlinable package func forEach(_ body: (Element) throws -> Void) rethrows {
    if let first { try body(first) }
    if let others { for element in others { try body(element) } }
  }

  /// The elements as an array.
  package var array: [Element] { Array(self) }

  @inlinable package func makeIterator() -> Iterator { Iterator(list: self) }

  /// Walks the inline element, then the array.
  @usableFromInline
  package struct Iterator: IteratorProtocol {
    @usableFromInline let list: SmallList
    @usableFromInline var index = -1

    @inlinable init(list: SmallList) {
      self.list = list
    }

    @inlinable package mutating func next() -> Element? {
      defer { index += 1 }
      if index < 0 { return list.first }
      guard let others = list.others, index < others.count else { return nil }
      return others[index]
    }
  }
}

extension SmallList: Sendable where Element: Sendable {}
