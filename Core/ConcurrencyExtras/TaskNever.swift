extension Task where Success == Never, Failure == Never {
  /// Suspends until the task is cancelled, then throws `CancellationError`: a stub for an
  /// endpoint that never answers (a stream that stays open, a request that hangs).
  public static func never() async throws -> Never {
    while true {
      try await Task<Never, Never>.sleep(for: .seconds(86_400))
    }
  }
}
