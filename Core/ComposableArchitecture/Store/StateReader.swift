/// Reads a store's state from its root, resolved once when the store is scoped.
///
/// Why: a child store scoped ten levels deep used to read its parent's state, which read its
/// parent's, and so on, projecting one key path per level at run time. A reader that starts
/// at the root keeps one key path from the root's state to the child's, and when that path is
/// a chain of stored struct properties it keeps their byte offset instead, so reading costs
/// the same at any depth.
@MainActor
@usableFromInline
class StateReader<Value> {
  @usableFromInline init() {}

  /// The current value.
  @usableFromInline func read() -> Value { fatalError("StateReader is abstract") }

  /// A reader of a part of this value, resolved from the root when possible.
  @usableFromInline func appending<Child>(_ keyPath: KeyPath<Value, Child>) -> StateReader<Child> {
    ClosureStateReader { [self] in self.read()[keyPath: keyPath] }
  }
}

/// Reads through a key path from a root store's state, or at a byte offset in it.
@usableFromInline
final class RootStateReader<Root, Action, Value>: StateReader<Value> {
  @usableFromInline let root: StoreRoot<Root, Action>
  @usableFromInline let keyPath: KeyPath<Root, Value>
  /// The value's byte offset in the root's state; nil when the path is not a chain of stored
  /// struct properties (a computed property, a subscript, a class), so it has no fixed offset.
  @usableFromInline let offset: Int?

  @usableFromInline
  init(root: StoreRoot<Root, Action>, keyPath: KeyPath<Root, Value>) {
    self.root = root
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  @inlinable
  override func read() -> Value {
    guard let offset else { return root.state[keyPath: keyPath] }
    return root.read(Value.self, at: offset)
  }

  @inlinable
  override func appending<Child>(_ keyPath: KeyPath<Value, Child>) -> StateReader<Child> {
    RootStateReader<Root, Action, Child>(root: root, keyPath: self.keyPath.appending(path: keyPath))
  }
}

/// Reads through a closure: the state of a store whose parent has no path from the root, such
/// as an optional child's, which keeps answering with its last value once the child is gone.
@usableFromInline
final class ClosureStateReader<Value>: StateReader<Value> {
  @usableFromInline let body: @MainActor () -> Value

  @usableFromInline init(_ body: @escaping @MainActor () -> Value) {
    self.body = body
  }

  @inlinable override func read() -> Value { body() }
}

/// Reads an optional value and answers with the last value it read while the value was there:
/// the state of an optional child's store, which may still be read after the child is gone.
///
/// One object, where a closure over a variable made three (the reader, the closure's context
/// and the variable's box), for every store of an optional child.
@usableFromInline
final class LastPresentStateReader<Value>: StateReader<Value> {
  @usableFromInline let optional: StateReader<Value?>
  // Confined to the main actor, so the run-time exclusivity check would only be a cost.
  @usableFromInline @exclusivity(unchecked) var last: Value

  @usableFromInline init(_ optional: StateReader<Value?>, initial: Value) {
    self.optional = optional
    self.last = initial
  }

  @inlinable override func read() -> Value {
    if let current = optional.read() { last = current }
    return last
  }
}
