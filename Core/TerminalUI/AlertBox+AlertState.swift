import ComposableArchitecture

extension AlertBox {
  /// An alert box showing a feature's `AlertState`; an alert without buttons shows "OK",
  /// as the core promises. Without a `selection`, the safe button is selected
  /// (`ButtonState.initialSelection(in:)`).
  public init<Action>(_ alert: AlertState<Action>, selection: Int? = nil) {
    let labels = alert.buttons.map { String(state: $0.label) }
    self.init(
      title: String(state: alert.title), message: alert.message.map { String(state: $0) }, buttons: labels.isEmpty ? ["OK"] : labels,
      selection: selection ?? ButtonState.initialSelection(in: alert.buttons)
    )
  }
}

extension ConfirmationDialog {
  /// A dialog showing a feature's `ConfirmationDialogState`; without a `selection`, the
  /// safe button is selected (`ButtonState.initialSelection(in:)`).
  public init<Action>(_ dialog: ConfirmationDialogState<Action>, selection: Int? = nil) {
    self.init(
      title: dialog.titleVisibility == .hidden ? "" : String(state: dialog.title),
      message: dialog.message.map { String(state: $0) }, buttons: dialog.buttons.map { String(state: $0.label) },
      selection: selection ?? ButtonState.initialSelection(in: dialog.buttons)
    )
  }
}
