/// A choice between a few actions, shown over the screen, as plain data.
public struct ConfirmationDialogState<Action>: EphemeralState {
  public var buttons: [ButtonState<Action>]
  public var message: TextState?
  public var title: TextState
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  /// A dialog with `title`, the buttons `actions` builds, and an optional `message`.
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.buttons = actions()
    self.message = message?()
    self.title = title()
    self.titleVisibility = titleVisibility
  }

  /// The same dialog sending `transform`'s actions.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      titleVisibility: titleVisibility, title: { title }, actions: { for button in buttons { button.map(transform) } },
      message: message.map { message in { message } }
    )
  }
}

/// Whether a dialog shows its title; the terminal shows it unless it is `.hidden`.
public enum ConfirmationDialogStateTitleVisibility: Sendable, Equatable, Hashable {
  case automatic, hidden, visible
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
