/// The stable id of one screen in a navigation stack: `#0`, `#1`, … in the order they were
/// pushed. Ids are never reused within a stack, so an effect of a popped screen cannot reach
/// a new one.
public struct StackElementID: Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  public let generation: Int

  public init(generation: Int) { self.generation = generation }
  public init(integerLiteral value: Int) { self.generation = value }

  public var description: String { "#\(generation)" }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.generation < rhs.generation }
}

/// The screens pushed on a navigation stack, bottom first, each with a stable id.
///
/// Ids come from a counter kept in the stack itself, so a stack built the same way in a test
/// gets the same ids, and separate stacks count separately.
public struct StackState<Element> {
  package fileprivate(set) var entries: [(id: StackElementID, element: Element)] = []
  /// The generation the next pushed screen gets.
  public private(set) var nextID = StackElementID(generation: 0)

  /// Creates a stack with the given screens, bottom first (a deep link).
  public init(_ elements: some Sequence<Element>) {
    for element in elements { append(element) }
  }

  /// Creates an empty stack.
  public init() {}

  /// The ids, bottom first.
  public var ids: [StackElementID] { entries.map(\.id) }

  /// Pushes a screen with the next id.
  public mutating func append(_ element: Element) {
    entries.append((nextID, element))
    nextID = StackElementID(generation: nextID.generation + 1)
  }

  /// Pushes a screen with a given id: the next one, or one not used yet. Returns false,
  /// changing nothing, for an id already present.
  @discardableResult
  mutating func push(_ element: Element, id: StackElementID) -> Bool {
    guard !ids.contains(id) else { return false }
    entries.append((id, element))
    nextID = StackElementID(generation: Swift.max(nextID.generation, id.generation + 1))
    return true
  }

  /// Removes the top screen.
  @discardableResult
  public mutating func removeLast() -> Element {
    entries.removeLast().element
  }

  /// Removes the top `count` screens.
  public mutating func removeLast(_ count: Int) {
    entries.removeLast(count)
  }

  /// Removes every screen (pop to root).
  public mutating func removeAll() {
    entries.removeAll()
  }

  /// Removes the screen with `id` and everything above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    entries.removeSubrange(index...)
  }

  /// Removes everything above the screen with `id`.
  public mutating func pop(to id: StackElementID) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    entries.removeSubrange((index + 1)...)
  }

  /// The screen with `id`; setting nil pops it and everything above it, setting a screen for
  /// an id that is not on the stack pushes it with that id (so a test's expected state reads
  /// `$0.path[id: 1] = .detail(…)`, as in TCA).
  public subscript(id id: StackElementID) -> Element? {
    get { entries.first { $0.id == id }?.element }
    set {
      guard let index = entries.firstIndex(where: { $0.id == id }) else {
        if let newValue { push(newValue, id: id) }
        return
      }
      if let newValue {
        entries[index].element = newValue
      } else {
        entries.removeSubrange(index...)
      }
    }
  }

  /// Mutates the screen at `position` in place.
  subscript(position position: Int) -> Element {
    get { entries[position].element }
    _modify { yield &entries[position].element }
  }

  func position(of id: StackElementID) -> Int? {
    entries.firstIndex { $0.id == id }
  }
}

extension StackState: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { entries.count }
  public subscript(position: Int) -> Element { entries[position].element }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension StackState: Equatable where Element: Equatable {
  /// Compares ids and screens; the id counter is bookkeeping.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries.count == rhs.entries.count
      && zip(lhs.entries, rhs.entries).allSatisfy { $0.id == $1.id && $0.element == $1.element }
  }
}

extension StackState: Sendable where Element: Sendable {}

extension StackState: CustomDumpRepresentable {
  /// Each screen with its id: `[#0: Detail.State(…), #1: …]`.
  public var customDumpValue: Any {
    LabelledItems(items: entries.map { (label: $0.id.description, value: $0.element as Any) })
  }
}

/// What can happen to a navigation stack.
public enum StackAction<State, Action>: CasePathable {
  /// `action` for the screen with `id`.
  case element(id: StackElementID, action: Action)
  /// Pop the screen with `id` and all above it; the child's `dismiss` sends this.
  case popFrom(id: StackElementID)
  /// Push `state` with `id` (as a navigation link would).
  case push(id: StackElementID, state: State)

  /// The case paths of a stack action; `\.path[id: 0]` reaches one screen's actions directly.
  public struct AllCasePaths: Sendable {
    public let element = AnyCasePath<StackAction, (id: StackElementID, action: Action)>(
      embed: { .element(id: $0.id, action: $0.action) }
    ) { if case let .element(id, action) = $0 { (id, action) } else { nil } }
    public let popFrom = AnyCasePath(embed: StackAction.popFrom) { if case let .popFrom(id) = $0 { id } else { nil } }
    public let push = AnyCasePath<StackAction, (id: StackElementID, state: State)>(
      embed: { .push(id: $0.id, state: $0.state) }
    ) { if case let .push(id, state) = $0 { (id, state) } else { nil } }
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

/// The stack action of a path feature `R`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension AnyCasePath {
  /// The actions of the screen with `id`: `\.path[id: 0]`, or deeper, `\.path[id: 0].delegate`.
  /// Other screens' actions do not match.
  public subscript<ElementState, ElementAction>(id id: StackElementID) -> AnyCasePath<Root, ElementAction>
  where Value == StackAction<ElementState, ElementAction> {
    let element = AnyCasePath<Value, ElementAction>(
      embed: { .element(id: id, action: $0) }
    ) { if case let .element(elementID, action) = $0, elementID == id { action } else { nil } }
    return appending(path: element, caseName: { "element(id: \(id))" })
  }
}

extension StackElementID: CustomDumpStringConvertible {
  public var customDumpDescription: String { description }
}
