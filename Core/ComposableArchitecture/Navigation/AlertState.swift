/// An alert as plain data: a title, an optional message and buttons that send actions.
///
/// Present it with `@Presents var alert: AlertState<Action.Alert>?` and
/// `.ifLet(\.$alert, action: \.alert)`; it clears itself after any button.
public struct AlertState<Action>: EphemeralState {
  /// The buttons in order; an alert without buttons shows a single "OK".
  public var buttons: [ButtonState<Action>]
  public var message: TextState?
  public var title: TextState

  /// An alert with `title`, the buttons `actions` builds, and an optional `message`.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.buttons = actions()
    self.message = message?()
    self.title = title()
  }

  /// The same alert sending `transform`'s actions, as a parent's alert wraps a child's.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(title: { title }, actions: { for button in buttons { button.map(transform) } }, message: message.map { message in { message } })
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
