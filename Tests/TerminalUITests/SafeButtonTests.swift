import ComposableArchitecture
import Testing
import TerminalUI

/// Alerts and dialogs open on their safe button, so Enter pressed at once deletes nothing.
@Suite struct SafeButtonTests {
  @Test func theCancelButtonIsSelectedFirstEvenAfterADestructiveOne() {
    let buttons: [ButtonState<Int>] = [ButtonState(role: .destructive, action: 1) { TextState("Delete") }, ButtonState(role: .cancel) { TextState("Cancel") }]
    #expect(ButtonState.initialSelection(in: buttons) == 1)
  }

  @Test func withoutACancelButtonTheFirstThatIsNotDestructiveIsSelected() {
    let buttons: [ButtonState<Int>] = [ButtonState(role: .destructive, action: 1) { TextState("Delete") }, ButtonState(action: 2) { TextState("Keep") }]
    #expect(ButtonState.initialSelection(in: buttons) == 1)
  }

  @Test func onlyDestructiveButtonsOrNoneSelectTheFirst() {
    #expect(ButtonState.initialSelection(in: [ButtonState<Int>(role: .destructive, action: 1) { TextState("Delete") }]) == 0)
    #expect(ButtonState.initialSelection(in: [ButtonState<Int>]()) == 0)
  }

  @Test func anAlertBoxOfAnAlertStateOpensOnItsCancelButton() {
    let alert = AlertState<Int> { TextState("Delete?") } actions: {
      ButtonState(role: .destructive, action: 1) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: { TextState("Gone for good.") }
    let frame = render(AlertBox(alert), width: 30, height: 7)
    #expect(frame.text == """

        ┌ Delete? ───────────────┐
        │ Gone for good.         │
        │                        │
        │ [ Delete ]  [ Cancel ] │
        └────────────────────────┘

      """)
    #expect(frame[6, 4].style == .plain)
    #expect(frame[18, 4].style == .reverse)
  }

  @Test func aConfirmationDialogOpensOnItsCancelButton() {
    let dialog = ConfirmationDialogState<Int> { TextState("Reset?") } actions: {
      ButtonState(role: .destructive, action: 1) { TextState("Reset") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    #expect(ConfirmationDialog(dialog).selection == 1)
  }

  @Test func exitStatusesFollowTheShellConventionForSignals() {
    #expect(ExitReason.quit.exitStatus == 0)
    #expect(ExitReason.scriptEnded.exitStatus == 0)
    #expect(ExitReason.interrupted.exitStatus == 130)
    #expect(ExitReason.terminated.exitStatus == 143)
    #expect(ExitReason.hungUp.exitStatus == 129)
  }
}

/// The alert keys every program shares.
@Suite struct AlertKeysTests {
  enum Action: Equatable { case select(Int), alert(PresentationAction<Int>) }
  let buttons: [ButtonState<Int>] = [ButtonState(role: .destructive, action: 1) { TextState("Delete") }, ButtonState(role: .cancel) { TextState("Cancel") }]

  func keys(_ buttons: [ButtonState<Int>], selection: Int?) -> KeyMap<Action> {
    AlertKeys.keyMap(buttons, selection: selection, select: Action.select, send: Action.alert)
  }

  func action(_ key: Key, _ keys: KeyMap<Action>) -> Action? {
    guard case let .send(action)? = keys.command(for: key) else { return nil }
    return action
  }

  @Test func enterAtOnceCancelsAndEscCancels() {
    let keys = keys(buttons, selection: nil)
    #expect(action(.enter, keys) == .alert(.dismiss))
    #expect(action(.escape, keys) == .alert(.dismiss))
    #expect(HintBar(keys).hints.map(\.keys) == ["←/→/Tab", "⏎", "Esc"])
  }

  @Test func choosingTheDestructiveButtonThenEnterPressesIt() {
    #expect(action(.left, keys(buttons, selection: nil)) == .select(0))
    #expect(action(.right, keys(buttons, selection: nil)) == .select(0))
    #expect(action(.enter, keys(buttons, selection: 0)) == .alert(.presented(1)))
    #expect(action(.enter, keys(buttons, selection: 7)) == .alert(.dismiss))
  }

  @Test func aLoneButtonIsPressedByEnterAndEsc() {
    let keys = keys([ButtonState(role: .cancel) { TextState("OK") }], selection: nil)
    #expect(action(.enter, keys) == .alert(.dismiss))
    #expect(action(.escape, keys) == .alert(.dismiss))
    #expect(HintBar(keys).hints == [KeyHint(keys: "⏎/Esc", help: "OK")])
  }
}
