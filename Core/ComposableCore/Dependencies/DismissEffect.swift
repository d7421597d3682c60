/// Lets a presented child feature close itself: `await dismiss()` inside an effect makes its
/// parent receive the dismiss action (`.dismiss` for a sheet, `.popFrom(id:)` for a stack).
///
/// Only the innermost presenter is dismissed. Calling it from a feature that is not presented
/// reports an issue.
public struct DismissEffect: Sendable {
  @TaskLocal static var presenter: (@Sendable () async -> Void)?

  /// Asks the presenting parent to dismiss this feature.
  public func callAsFunction(location: SourceLocation = SourceLocation()) async {
    guard let presenter = Self.presenter else {
      reportIssue(
        """
        @Dependency(\\.dismiss) was called from a feature that is not presented. Only features \
        integrated with ifLet on a Presents value or forEach over a StackState can dismiss themselves.
        """,
        at: location
      )
      return
    }
    await presenter()
  }
}

extension DependencyValues {
  /// Closes the presented feature this code runs in.
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}
