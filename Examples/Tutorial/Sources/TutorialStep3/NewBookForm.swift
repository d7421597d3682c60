import ComposableCore
import Foundation

/// The form that adds a book, a feature of its own: it owns the typed title and tells its
/// parent what to add through a delegate action, so the list never reads the form's fields.
@Reducer
public struct NewBookForm {
  public struct State: Equatable, Sendable {
    public var title: String

    public init(title: String = "") {
      self.title = title
    }
  }

  public enum Action: Equatable, Sendable {
    case addButtonTapped
    case delegate(Delegate)
    case titleChanged(String)

    /// What the form asks of its parent.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case add(title: String)
    }
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        let title = state.title.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return .none }
        state.title = ""
        return .send(.delegate(.add(title: title)))

      case .delegate:
        return .none

      case let .titleChanged(title):
        state.title = title
        return .none
      }
    }
  }
}
