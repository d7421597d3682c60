/// A writable key path to a child's state, with a fast path for the common case.
///
/// When the path names stored properties laid out inside the parent (no computed properties,
/// no classes), `MemoryLayout.offset(of:)` gives their byte offset once, and each action then
/// reaches the child with pointer arithmetic instead of a key-path projection: that is what
/// keeps the cost of deep nesting flat. Other paths use the key path.
@usableFromInline
struct StatePath<Root, Value> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  @usableFromInline let offset: Int?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath)
  }

  /// Runs `body` on the value in place.
  @inlinable
  func modify<Result>(_ root: inout Root, _ body: (inout Value) -> Result) -> Result {
    modify(&root, with: (), ()) { _, value, _ in body(&value) }
  }

  /// Runs `body` on the value in place, handing it `context` and `argument` instead of letting
  /// it capture them: a closure that captures a reducer copies it, and a reducer holds all its
  /// nested children, which would make each level of nesting copy every level below it.
  @inlinable
  func modify<Context, Argument, Result>(
    _ root: inout Root,
    with context: Context,
    _ argument: Argument,
    _ body: (Context, inout Value, Argument) -> Result
  ) -> Result {
    guard let offset else { return body(context, &root[keyPath: keyPath], argument) }
    return withUnsafeMutablePointer(to: &root) { pointer in
      // The offset of a stored property, as `offset(of:)` documents for this use.
      let value = (UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self)
      return body(context, &value.pointee, argument)
    }
  }
}

