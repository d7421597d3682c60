import ComposableArchitecture

extension ButtonState {
  /// The button an alert or dialog opens with selected: the cancel button, so Enter pressed
  /// at once never deletes anything; without one, the first button that is not destructive;
  /// failing that (or for no buttons at all), the first.
  public static func initialSelection(in buttons: [Self]) -> Int {
    buttons.firstIndex { $0.role == .cancel } ?? buttons.firstIndex { $0.role != .destructive } ?? 0
  }
}
