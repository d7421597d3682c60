/// Sends actions from inside an ``Effect/run(priority:name:operation:catch:fileID:filePath:line:column:)``
/// back into the store. Calls made after the effect was cancelled are ignored.
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Wraps a function that delivers actions; stores and tests make these.
  public nonisolated init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends `action`, unless the effect's task has been cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
