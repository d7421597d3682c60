/// An action enum whose view's actions are grouped in one case, `view(View)`: what the screen
/// sends stays apart from what effects send back, and a test reads `send(\.view.loginButtonTapped)`.
public protocol ViewAction<ViewAction> {
  /// The actions the view sends.
  associatedtype ViewAction
  /// The case that holds them.
  static func view(_ action: ViewAction) -> Self
}
