/// A writable key path to a child's state, with a fast path for the common case.
///
/// When the path names stored properties laid out inside the parent (no computed properties,
/// no classes), `MemoryLayout.offset(of:)` gives their byte offset once, and each action then
/// reaches the child with pointer arithmetic instead of a key-path projection: that is what
/// keeps the cost of deep nesting flat. Other paths use the key path.
///
/// Why not always the key path: the key path is a value known only at run time, so writing
/// through `root[keyPath:]` walks its components in the runtime's key-path code on every
/// action, and a chain of ten `Scope`s does it ten times. The offset is computed once, when the
/// reducer is built, and costs an addition per action.
@usableFromInline
struct StatePath<Root, Value> {
  @usableFromInline let keyPath: WritableKeyPath<Root, Value>
  /// The child's byte offset in `Root`; -1 when the path is not a chain of stored struct
  /// properties (a computed property, a class, an optional chain), so there is no fixed offset.
  /// Not an optional: testing a sign reads one word where an optional reads two, at every level.
  @usableFromInline let offset: Int

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Root, Value>) {
    self.keyPath = keyPath
    self.offset = MemoryLayout<Root>.offset(of: keyPath) ?? -1
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
    guard offset >= 0 else { return Self.modify(&root, through: keyPath, with: context, argument, body) }
    // Why this is safe:
    // - `withUnsafeMutablePointer(to: &root)` holds the exclusive (inout) access to `root` for
    //   the whole call, so nothing else reads or writes the parent while `body` changes the
    //   child, as with `&root[keyPath:]`; the pointer is not used after the call returns.
    // - `offset(of:)` returned a value, so the bytes at `offset` are the child's stored
    //   property, an initialised `Value`: binding them as `Value` is what the compiler does
    //   for a direct field access. `offset(of:)` documents this use.
    // - No copy of the child is made: `body` mutates the parent's storage in place, so a child
    //   whose buffers are uniquely referenced (arrays, dictionaries) stays unique and is not
    //   copied on write.
    return withUnsafeMutablePointer(to: &root) { pointer in
      let value = (UnsafeMutableRawPointer(pointer) + offset).assumingMemoryBound(to: Value.self)
      return body(context, &value.pointee, argument)
    }
  }

  /// The fallback through the key path, kept out of line. Why: `body` holds the rest of the
  /// reduce, with every level below inlined; a second inlined call of it here would double the
  /// code at each level, so ten nested `Scope`s made 2^10 copies of the innermost reducer.
  @inline(never) @usableFromInline
  static func modify<Context, Argument, Result>(
    _ root: inout Root,
    through keyPath: WritableKeyPath<Root, Value>,
    with context: Context,
    _ argument: Argument,
    _ body: (Context, inout Value, Argument) -> Result
  ) -> Result {
    body(context, &root[keyPath: keyPath], argument)
  }
}
