/// Lets a presented child feature close itself: `await dismiss()` inside an effect makes its
/// parent receive the dismiss action (`.dismiss` for a sheet, `.popFrom(id:)` for a stack).
///
/// Only the innermost presenter is dismissed. Calling it from a feature that is not presented
/// reports an issue.
public struct DismissEffect: Sendable {
  /// How the innermost presenter dismisses its child, for the effects of that child.
  ///
  /// The closure is held in a class, never directly in the task-local: with Swift 6.3.1 a
  /// task-local whose value is a function crashes `withValue` in optimised builds
  /// (`swift_task_localValuePush`). See `TaskLocalValueTests`, which `.ci/run` also runs in release.
  final class Presenter: Sendable {
    let dismiss: @Sendable () async -> Void
    init(_ dismiss: @escaping @Sendable () async -> Void) { self.dismiss = dismiss }
  }

  @TaskLocal static var presenter: Presenter?

  /// What dismissing does where no presenter is in force: set by a test store whose feature is
  /// tested on its own, as if presented by the test.
  private let dismissRoot: Presenter?

  init() {
    self.dismissRoot = nil
  }

  /// A dismiss that, outside any presented child, calls `dismissRoot`: a `TestStore` gives its
  /// feature this one.
  package init(root dismissRoot: @escaping @Sendable () async -> Void) {
    self.dismissRoot = Presenter(dismissRoot)
  }

  /// Asks the presenting parent to dismiss this feature.
  public func callAsFunction(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) async {
    guard let presenter = Self.presenter ?? dismissRoot else {
      let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      reportIssue(
        """
        @Dependency(\\.dismiss) was called from a feature that is not presented. Only features \
        integrated with ifLet on a Presents value or forEach over a StackState can dismiss themselves.
        """,
        at: location
      )
      return
    }
    await presenter.dismiss()
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
