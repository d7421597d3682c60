/// A button of an alert or dialog as plain data: its label, its role, and the action it sends
/// (none for a button that only closes).
public struct ButtonState<Action> {
  public let action: ButtonStateAction<Action>
  public let label: TextState
  public let role: ButtonStateRole?

  /// A button that sends `action` when pressed (by default nothing: it only closes).
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.action = action
    self.label = label()
    self.role = role
  }

  /// A button that sends `action` when pressed.
  public init(role: ButtonStateRole? = nil, action: Action, label: () -> TextState) {
    self.init(role: role, action: .send(action), label: label)
  }

  /// The same button sending `transform`'s action instead, as a parent's alert wraps a child's.
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(role: role, action: .send(transform(action.action), animation: action.animation)) { label }
  }
}

/// What pressing a button sends.
public struct ButtonStateAction<Action> {
  /// The action sent, or nil for a button that only closes.
  public let action: Action?
  /// How the change the action makes is to be animated (see ``Animation``); nil for none.
  public let animation: Animation?

  init(action: Action?, animation: Animation? = nil) {
    self.action = action
    self.animation = animation
  }

  /// Sends `action` (nil: sends nothing, only closes).
  public static func send(_ action: Action?) -> Self {
    Self(action: action)
  }
}

/// How a button is drawn and where it goes: a cancel button is the safe choice Esc presses, a
/// destructive one is never chosen first.
public enum ButtonStateRole: Sendable, Equatable, Hashable {
  case cancel, destructive
}

/// Builds the buttons of an alert or dialog from a list, `if`s and `for`s.
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildBlock(_ components: [ButtonState<Action>]...) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildExpression(_ expression: ButtonState<Action>) -> [ButtonState<Action>] {
    [expression]
  }

  public static func buildOptional(_ component: [ButtonState<Action>]?) -> [ButtonState<Action>] {
    component ?? []
  }

  public static func buildEither(first component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildEither(second component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }

  public static func buildArray(_ components: [[ButtonState<Action>]]) -> [ButtonState<Action>] {
    components.flatMap { $0 }
  }

  public static func buildLimitedAvailability(_ component: [ButtonState<Action>]) -> [ButtonState<Action>] {
    component
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomDumpRepresentable {
  /// A test's failure message shows the action sent, or nil.
  public var customDumpValue: Any { action as Any }
}
