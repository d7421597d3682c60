import ComposableCore

extension AlertBox {
  /// An alert box showing a feature's `AlertState`; an alert without buttons shows "OK",
  /// as the core promises.
  public init<Action>(_ alert: AlertState<Action>, selection: Int = 0) {
    let labels = alert.buttons.map(\.label)
    self.init(title: alert.title, message: alert.message, buttons: labels.isEmpty ? ["OK"] : labels, selection: selection)
  }
}

extension ConfirmationDialog {
  /// A dialog showing a feature's `ConfirmationDialogState`.
  public init<Action>(_ dialog: ConfirmationDialogState<Action>, selection: Int = 0) {
    self.init(title: dialog.title, message: dialog.message, buttons: dialog.buttons.map(\.label), selection: selection)
  }
}
