/// Exactly three values, first to third: a row of the board is three cells and the board is
/// three rows, so `board[row][column]` always names a cell.
public struct Three<Element> {
  public var first: Element
  public var second: Element
  public var third: Element

  /// The three values in order.
  public init(_ first: Element, _ second: Element, _ third: Element) {
    self.first = first
    self.second = second
    self.third = third
  }

  /// The three values by name, as a test written from a recorded session spells a value.
  public init(first: Element, second: Element, third: Element) {
    self.init(first, second, third)
  }

  /// Each value transformed, in order.
  public func map<Transformed>(_ transform: (Element) -> Transformed) -> Three<Transformed> {
    Three<Transformed>(transform(first), transform(second), transform(third))
  }
}

extension Three: MutableCollection, RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 3 }
  public func index(after index: Int) -> Int { index + 1 }
  public func index(before index: Int) -> Int { index - 1 }

  /// The value at `offset`, 0 to 2.
  public subscript(offset: Int) -> Element {
    get {
      switch offset {
      case 0: first
      case 1: second
      case 2: third
      default: preconditionFailure("Three has no element at offset \(offset).")
      }
    }
    set {
      switch offset {
      case 0: first = newValue
      case 1: second = newValue
      case 2: third = newValue
      default: preconditionFailure("Three has no element at offset \(offset).")
      }
    }
  }
}

extension Three: Equatable where Element: Equatable {}
extension Three: Hashable where Element: Hashable {}
extension Three: Sendable where Element: Sendable {}
