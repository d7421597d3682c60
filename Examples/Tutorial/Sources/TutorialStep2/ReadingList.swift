import ComposableCore
import Foundation

/// Step 2: the reading list composed with a child feature. The form runs on `state.form`
/// through `Scope`, before the list's own logic, and the list adds what the form delegates.
@Reducer
public struct ReadingList {
  public struct State: Equatable, Sendable {
    public var books: IdentifiedArrayOf<Book>
    public var form: NewBookForm.State

    public init(books: IdentifiedArrayOf<Book> = [], form: NewBookForm.State = NewBookForm.State()) {
      self.books = books
      self.form = form
    }
  }

  public enum Action: Equatable, Sendable {
    case form(NewBookForm.Action)
    case readToggled(Book.ID)
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.form, action: \.form) { NewBookForm() }
    Reduce { state, action in
      switch action {
      case let .form(.delegate(.add(title))):
        state.books.append(Book(id: uuid(), title: title))
        return .none

      case .form:
        return .none

      case let .readToggled(id):
        state.books[id: id]?.isRead.toggle()
        return .none
      }
    }
  }
}
