extension Effect {
  /// Makes this effect cancellable with ``cancel(id:)``.
  ///
  /// With `cancelInFlight`, starting it first cancels any running effect with the same id: the
  /// idiom for "only the latest request counts", and, with a sleep on the clock at the start
  /// of the work, for debouncing.
  ///
  /// Ids are scoped to the root store and to the navigation level of the feature: a child can
  /// cancel only its own effects, a parent can cancel those of its children.
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    switch operation {
    case .none: return .none
    default: return Self(.cancellable(id: EffectID(id), cancelInFlight: cancelInFlight, self))
    }
  }

  /// Cancels the running effects marked with `id` at this feature's navigation level and below.
  /// From inside a running effect, `await Task.cancel(id:)` does the same.
  @inlinable
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(.cancel(id: EffectID(id)))
  }

  /// Waits `duration` on `clock`, then does the work, restarting the wait whenever the effect
  /// is started again: a cancel-in-flight `run` that sleeps first, nothing more.
  public static func debounce(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void
  ) -> Self {
    run { send in
      try await clock.sleep(for: duration)
      try await operation(send)
    }
    .cancellable(id: id, cancelInFlight: true)
  }
}
