import ComposableArchitecture

/// A one-line text input as a feature: its state is the text with its caret
/// (`TextFieldState`), its action one edit, so tests see every keystroke. A parent that keeps
/// the text in its own model scopes one in, and hands the text on when an edit changed it.
public struct TextInput: Reducer {
  public typealias State = TextFieldState

  public enum Action: Equatable, Sendable {
    case edited(TextEdit)
  }

  public init() {}

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .edited(let edit):
      state.apply(edit)
      return .none
    }
  }

  /// The keys a text input takes (every key that is a `TextEdit`: characters, a paste as
  /// text, ←→, Ctrl-←→ and Alt-b/f, Home/End and Ctrl-A/E, Backspace, Delete, Ctrl-U/K/W and
  /// Alt-Backspace), for a key map's
  /// `otherKeys`, so that the screen's own bindings come first.
  public static func otherKeys<Parent>(send: @escaping (Action) -> Parent) -> (Key) -> Parent? {
    { key in TextEdit(key).map { send(.edited($0)) } }
  }
}
