import ComposableArchitecture

extension AlertBox {
  /// An alert box showing a feature's `AlertState`; an alert without buttons shows "OK",
  /// as the core promises. Without a `selection`, the safe button is selected
  /// (`ButtonState.initialSelection(in:)`).
  public init<Action>(_ alert: AlertState<Action>, selection: Int? = nil) {
    let labels = alert.buttons.map(\.label)
    self.init(
      title: alert.title, message: alert.message, buttons: labels.isEmpty ? ["OK"] : labels,
      selection: selection ?? ButtonState.initialSelection(in: alert.buttons)
    )
  }
}

extension ConfirmationDialog {
  /// A dialog showing a feature's `ConfirmationDialogState`; without a `selection`, the
  /// safe button is selected (`ButtonState.initialSelection(in:)`).
  public init<Action>(_ dialog: ConfirmationDialogState<Action>, selection: Int? = nil) {
    self.init(
      title: dialog.title, message: dialog.message, buttons: dialog.buttons.map(\.label),
      selection: selection ?? ButtonState.initialSelection(in: dialog.buttons)
    )
  }
}
