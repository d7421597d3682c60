import ComposableCore
import Foundation

/// Step 1: a reading list. Type a title, add it, mark books read. The whole feature is
/// state, actions and one reducer; ids come from the `uuid` dependency so tests know them.
@Reducer
public struct ReadingList {
  public struct State: Equatable, Sendable {
    public var books: IdentifiedArrayOf<Book>
    public var newTitle: String

    public init(books: IdentifiedArrayOf<Book> = [], newTitle: String = "") {
      self.books = books
      self.newTitle = newTitle
    }
  }

  public enum Action: Equatable, Sendable {
    case addButtonTapped
    case newTitleChanged(String)
    case readToggled(Book.ID)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        let title = state.newTitle.trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty else { return .none }
        state.books.append(Book(id: uuid(), title: title))
        state.newTitle = ""
        return .none

      case let .newTitleChanged(title):
        state.newTitle = title
        return .none

      case let .readToggled(id):
        state.books[id: id]?.isRead.toggle()
        return .none
      }
    }
  }
}
