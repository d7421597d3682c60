import ComposableArchitecture

/// The keys of an alert over a screen, the same in every program: ←/→/Tab choose a button,
/// Enter presses the chosen one, Esc the cancel button (or just closes the alert).
///
/// The chosen button is the program's state, an optional index: nil means the alert's safe
/// button (`ButtonState.initialSelection(in:)`), so Enter pressed at once never deletes; an
/// index out of range counts as nil. A program sets it back to nil once the alert closes.
/// A lone button (or none: "OK") is pressed by Enter and by Esc alike.
public enum AlertKeys {
  /// The key map for `buttons` with `selection` chosen; `select` sends a new choice, `send`
  /// a button's action (`.presented`) or a plain close (`.dismiss`).
  public static func keyMap<ButtonAction, Action>(
    _ buttons: [ButtonState<ButtonAction>], selection: Int?,
    select: @escaping (Int) -> Action, send: @escaping (PresentationAction<ButtonAction>) -> Action
  ) -> KeyMap<Action> {
    func press(_ index: Int?) -> Action {
      guard let index, buttons.indices.contains(index), let action = buttons[index].action.action else { return send(.dismiss) }
      return send(.presented(action))
    }
    guard buttons.count > 1 else {
      return KeyMap([KeyBinding([.enter, .escape], help: buttons.first.map { String(state: $0.label) } ?? "OK", send: press(0))])
    }
    let count = buttons.count
    let current = chosen(buttons, selection: selection)
    return KeyMap([
      KeyBinding([.left], help: "choose", send: select((current + count - 1) % count)),
      KeyBinding([.right, .tab], help: "choose", send: select((current + 1) % count)),
      KeyBinding([.backTab], help: "", send: select((current + count - 1) % count)),
      KeyBinding([.enter], help: "activate", send: press(current)),
      KeyBinding([.escape], help: "cancel", send: press(buttons.firstIndex { $0.role == .cancel })),
    ])
  }

  /// Marks each button of `box`, drawn in `area`, so that a click presses it as Enter on it
  /// does; the marks beneath the alert are cleared first, so a click never acts on what it hides.
  public static func markButtons<ButtonAction, Action: Sendable>(
    _ buttons: [ButtonState<ButtonAction>], of box: AlertBox, in area: Rect, frame: inout Frame,
    send: (PresentationAction<ButtonAction>) -> Action
  ) {
    frame.clickTargets = ClickTargets()
    for (index, buttonArea) in box.buttonAreas(in: area).enumerated() where buttons.indices.contains(index) {
      frame.onClick(buttonArea, send: send(buttons[index].action.action.map { .presented($0) } ?? .dismiss))
    }
  }

  /// The button Enter presses: `selection` when it is one of `buttons`, else the safe one.
  public static func chosen<ButtonAction>(_ buttons: [ButtonState<ButtonAction>], selection: Int?) -> Int {
    if let selection, buttons.indices.contains(selection) { return selection }
    return ButtonState.initialSelection(in: buttons)
  }
}
