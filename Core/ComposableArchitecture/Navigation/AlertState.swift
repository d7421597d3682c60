/// An alert as plain data: a title, an optional message and buttons that send actions.
///
/// Present it with `@Presents var alert: AlertState<Action.Alert>?` and
/// `.ifLet(\.$alert, action: \.alert)`; it clears itself after any button.
public struct AlertState<Action>: EphemeralState {
  public var title: String
  public var message: String?
  /// The buttons in order; an alert without buttons shows a single "OK".
  public var buttons: [ButtonState<Action>]

  /// Creates an alert.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// A choice between a few actions, shown over the screen, as plain data.
public struct ConfirmationDialogState<Action>: EphemeralState {
  public var title: String
  public var message: String?
  public var buttons: [ButtonState<Action>]

  /// Creates a dialog.
  public init(title: String, message: String? = nil, buttons: [ButtonState<Action>]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

/// A button of an alert or dialog: its label, its role, and the action it sends (none for a
/// plain "Cancel" that only closes).
public struct ButtonState<Action> {
  /// How a button is drawn and where it goes.
  public enum Role: Sendable, Equatable, Hashable {
    case cancel, destructive
  }

  public var label: String
  public var role: Role?
  public var action: Action?

  /// Creates a button.
  public init(_ label: String, role: Role? = nil, action: Action? = nil) {
    self.label = label
    self.role = role
    self.action = action
  }

  /// A cancel button, which closes the alert and sends `action` if given.
  public static func cancel(_ label: String, action: Action? = nil) -> Self {
    Self(label, role: .cancel, action: action)
  }

  /// A destructive button.
  public static func destructive(_ label: String, action: Action?) -> Self {
    Self(label, role: .destructive, action: action)
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}
extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}
