import ComposableArchitecture
import TerminalUI

/// Alerts and confirmation dialogs as data in state: shown when set, cleared after any of
/// their buttons, and tested like any other state.
@Reducer
public struct AlertAndConfirmationDialog {
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    @Presents public var confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>?
    public var count = 0
    public init() {}
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case alertButtonTapped
    case confirmationDialog(PresentationAction<ConfirmationDialog>)
    case confirmationDialogButtonTapped

    /// The alert's buttons.
    @CasePathable
    public enum Alert: Equatable, Sendable {
      case incrementButtonTapped
    }

    /// The dialog's buttons.
    @CasePathable
    public enum ConfirmationDialog: Equatable, Sendable {
      case decrementButtonTapped
      case incrementButtonTapped
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.incrementButtonTapped)),
        .confirmationDialog(.presented(.incrementButtonTapped)):
        state.alert = AlertState { TextState("Incremented!") }
        state.count += 1
        return .none
      case .alert:
        return .none
      case .alertButtonTapped:
        state.alert = AlertState { TextState("Alert!") } actions: {
          ButtonState(role: .cancel) { TextState("Cancel") }
          ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
        } message: { TextState("This is an alert") }
        return .none
      case .confirmationDialog(.presented(.decrementButtonTapped)):
        state.alert = AlertState { TextState("Decremented!") }
        state.count -= 1
        return .none
      case .confirmationDialog:
        return .none
      case .confirmationDialogButtonTapped:
        state.confirmationDialog = ConfirmationDialogState { TextState("Confirmation dialog") } actions: {
          ButtonState(role: .cancel) { TextState("Cancel") }
          ButtonState(action: .incrementButtonTapped) { TextState("Increment") }
          ButtonState(action: .decrementButtonTapped) { TextState("Decrement") }
        } message: { TextState("This is a confirmation dialog.") }
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$confirmationDialog, action: \.confirmationDialog)
  }
}

/// The count, the two buttons, and the alert (a centred box) or the dialog (anchored to the
/// bottom) over them.
public enum AlertAndConfirmationDialogScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: AlertAndConfirmationDialog.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    frame.draw("Count: \(state.count)", in: rows.row(0), style: .bold)
    frame.draw("[a] Alert", in: rows.row(2))
    frame.draw("[c] Confirmation dialog", in: rows.row(3))
    if let alert = state.alert {
      frame.render(AlertBox(study: alert), in: area)
    } else if let dialog = state.confirmationDialog {
      frame.render(ConfirmationDialog(study: dialog), in: area)
    }
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: AlertAndConfirmationDialog.State) -> KeyMap<AlertAndConfirmationDialog.Action> {
    if let alert = state.alert { return OverlayKeys.alert(alert, embed: AlertAndConfirmationDialog.Action.alert) }
    if let dialog = state.confirmationDialog {
      return OverlayKeys.dialog(dialog, embed: AlertAndConfirmationDialog.Action.confirmationDialog)
    }
    return KeyMap([
      KeyBinding([.char("a")], help: "alert", send: .alertButtonTapped),
      KeyBinding([.char("c")], help: "confirmation dialog", send: .confirmationDialogButtonTapped),
    ])
  }
}

extension CaseStudy {
  /// Alerts and dialogs as state.
  public static let alertsAndConfirmationDialogs = CaseStudy(
    id: "alerts", name: "Alerts and confirmation dialogs", chapter: .gettingStarted,
    about: """
      Alerts and confirmation dialogs are _data_ in the feature's state: `AlertState` and \
      `ConfirmationDialogState` in `@Presents` fields. Setting one shows it; any of its \
      buttons clears it and sends the button's action, so tests assert them like any state.
      """,
    initialState: { AlertAndConfirmationDialog.State() }, reducer: { AlertAndConfirmationDialog() },
    render: AlertAndConfirmationDialogScreen.render, keyMap: AlertAndConfirmationDialogScreen.keyMap
  )
}
