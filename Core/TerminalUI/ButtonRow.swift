import ComposableArchitecture

/// The chosen button of an alert or a dialog, as a feature: nil until a key chooses one,
/// which means the safe button, so Enter pressed at once never deletes (`AlertKeys`).
public struct ButtonRow: Reducer {
  public struct State: Equatable, Sendable {
    /// The chosen button's index; nil for the safe one.
    public var selection: Int?

    public init(selection: Int? = nil) {
      self.selection = selection
    }
  }

  public enum Action: Equatable, Sendable {
    case selected(Int)
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .selected(let index):
      state.selection = index
      return .none
    }
  }
}

extension Reducer {
  /// Puts the button row at `row` back on its safe button whenever `alert` changes: a choice
  /// belongs to the alert it was made on, so the next alert (or the same one shown again)
  /// opens on Cancel.
  public func resettingButtonRow<Alert: Equatable>(
    _ row: WritableKeyPath<State, ButtonRow.State>, whenChanges alert: @escaping (State) -> Alert
  ) -> some Reducer<State, Action> {
    onChange(of: alert) { _, state in
      state[keyPath: row] = ButtonRow.State()
      return .none
    }
  }
}
