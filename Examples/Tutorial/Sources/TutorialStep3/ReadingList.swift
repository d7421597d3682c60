import ComposableCore
import Foundation

/// Step 3: a search that waits for a pause in typing. Each keystroke restarts one
/// cancellable wait on the injected clock; only the last one applies the query, and
/// clearing the query applies at once and cancels the wait.
@Reducer
public struct ReadingList {
  public struct State: Equatable, Sendable {
    public var appliedQuery: String
    public var books: IdentifiedArrayOf<Book>
    public var form: NewBookForm.State
    public var searchQuery: String

    public init(
      appliedQuery: String = "", books: IdentifiedArrayOf<Book> = [], form: NewBookForm.State = NewBookForm.State(),
      searchQuery: String = ""
    ) {
      self.appliedQuery = appliedQuery
      self.books = books
      self.form = form
      self.searchQuery = searchQuery
    }

    /// The books whose title contains the applied query, ignoring case; all of them without one.
    public var visibleBooks: [Book] {
      appliedQuery.isEmpty ? Array(books) : books.filter { $0.title.localizedCaseInsensitiveContains(appliedQuery) }
    }
  }

  public enum Action: Equatable, Sendable {
    case form(NewBookForm.Action)
    case readToggled(Book.ID)
    case searchPauseEnded
    case searchQueryChanged(String)
  }

  /// How long typing must pause before the query applies.
  public static let searchPause = Duration.milliseconds(300)

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock
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

      case .searchPauseEnded:
        state.appliedQuery = state.searchQuery
        return .none

      case let .searchQueryChanged(query):
        state.searchQuery = query
        guard !query.isEmpty else {
          state.appliedQuery = ""
          return .cancel(id: CancelID.search)
        }
        return .run { [clock] send in
          try await clock.sleep(for: Self.searchPause)
          await send(.searchPauseEnded)
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)
      }
    }
  }
}
