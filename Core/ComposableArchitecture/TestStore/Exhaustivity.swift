/// How much a test store insists on: everything (the default), or only what the test asserts.
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted.
  case on
  /// Assertions are partial; unasserted actions and effects are skipped. With
  /// `showSkippedAssertions`, what was skipped is printed.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, without printing what was skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
