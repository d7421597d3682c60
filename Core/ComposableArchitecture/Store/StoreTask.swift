/// The effects started by one `send`: await ``finish()`` until they are done, or ``cancel()``
/// them, e.g. a pull-to-refresh that waits for its request.
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let task: Task<Void, Never>?

  @usableFromInline init(_ task: Task<Void, Never>?) {
    self.task = task
  }

  /// Cancels the effects.
  public func cancel() { task?.cancel() }

  /// Waits until the effects have finished; returns at once when there were none.
  public func finish() async { await task?.value }

  /// Whether the effects were cancelled; false when there were none.
  public var isCancelled: Bool { task?.isCancelled ?? false }

  /// Whether any effect was started.
  public var hasEffects: Bool { task != nil }
}
