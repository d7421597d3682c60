import ComposableArchitecture
import TerminalUI

/// Keys for an alert or dialog over a study: each button by its number (1, 2, …), Enter for
/// the safe button (the cancel role, as in every program), Esc for the cancel role (or plain
/// closing). The box highlights the button Enter presses, so the keys read off the screen.
enum OverlayKeys {
  /// The button Enter presses: the one every program's alerts open on, so Enter pressed at
  /// once never resets or deletes anything.
  static func defaultButton<Action>(_ buttons: [ButtonState<Action>]) -> Int {
    ButtonState.initialSelection(in: buttons)
  }

  /// The bindings for `buttons`, sending `presented(action)` or `dismiss` through `embed`.
  static func bindings<ButtonAction, Action>(
    _ buttons: [ButtonState<ButtonAction>], embed: @escaping (PresentationAction<ButtonAction>) -> Action
  ) -> [KeyBinding<Action>] {
    func send(_ button: ButtonState<ButtonAction>) -> Action {
      embed(button.action.action.map(PresentationAction.presented) ?? .dismiss)
    }
    var bindings: [KeyBinding<Action>] = []
    if !buttons.isEmpty {
      bindings.append(KeyBinding([.enter], help: String(state: buttons[defaultButton(buttons)].label), send: send(buttons[defaultButton(buttons)])))
    } else {
      bindings.append(KeyBinding([.enter], help: "OK", send: embed(.dismiss)))
    }
    let cancel = buttons.first { $0.role == .cancel }
    bindings.append(KeyBinding([.escape], help: cancel.map { String(state: $0.label) } ?? "close", send: cancel.map(send) ?? embed(.dismiss)))
    for (index, button) in buttons.enumerated() where index < 9 {
      bindings.append(KeyBinding([.char(Character(String(index + 1)))], help: "choose", send: send(button)))
    }
    return bindings
  }

  /// The keys of an alert.
  static func alert<ButtonAction, Action>(
    _ alert: AlertState<ButtonAction>, embed: @escaping (PresentationAction<ButtonAction>) -> Action
  ) -> KeyMap<Action> {
    KeyMap(bindings(alert.buttons, embed: embed))
  }

  /// The keys of a confirmation dialog.
  static func dialog<ButtonAction, Action>(
    _ dialog: ConfirmationDialogState<ButtonAction>, embed: @escaping (PresentationAction<ButtonAction>) -> Action
  ) -> KeyMap<Action> {
    KeyMap(bindings(dialog.buttons, embed: embed))
  }
}

extension AlertBox {
  /// The widest title an alert box holds in its border (its widest content, less a space
  /// each side); a longer one is drawn as its message.
  static let longestBorderTitle = 54

  /// An alert over a study, highlighting the button Enter presses. The reference's alerts
  /// often ask their whole question in the title: one too long for the border, in an alert
  /// without a message, is drawn as the message, wrapped, so none of it is cut.
  init<Action>(study alert: AlertState<Action>) {
    self.init(alert, selection: OverlayKeys.defaultButton(alert.buttons))
    if message == nil, DisplayWidth.of(title) > Self.longestBorderTitle {
      message = title
      title = ""
    }
  }
}

extension ConfirmationDialog {
  /// A dialog over a study, highlighting the button Enter presses.
  init<Action>(study dialog: ConfirmationDialogState<Action>) {
    self.init(dialog, selection: OverlayKeys.defaultButton(dialog.buttons))
  }
}
