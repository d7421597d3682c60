import ComposableCore
import Foundation

/// Step 5: the feature of step 4, plus the selected row its screen needs
/// (`ReadingListScreen`): what the terminal shows lives in state like the rest.
@Reducer
public struct ReadingList {
  public struct State: Equatable, Sendable {
    public var appliedQuery: String
    public var books: IdentifiedArrayOf<Book>
    public var form: NewBookForm.State
    public var searchQuery: String
    public var selection: Int
    public var storageError: String?

    public init(
      appliedQuery: String = "", books: IdentifiedArrayOf<Book> = [], form: NewBookForm.State = NewBookForm.State(),
      searchQuery: String = "", selection: Int = 0, storageError: String? = nil
    ) {
      self.appliedQuery = appliedQuery
      self.books = books
      self.form = form
      self.searchQuery = searchQuery
      self.selection = selection
      self.storageError = storageError
    }

    /// The books whose title contains the applied query, ignoring case; all of them without one.
    public var visibleBooks: [Book] {
      appliedQuery.isEmpty ? Array(books) : books.filter { $0.title.localizedCaseInsensitiveContains(appliedQuery) }
    }
  }

  public enum Action: Equatable, Sendable {
    case form(NewBookForm.Action)
    case loadResponse(Result<[Book], StorageFailure>)
    case readToggled(Book.ID)
    case saveFailed(StorageFailure)
    case searchPauseEnded
    case searchQueryChanged(String)
    case selectionMoved(by: Int)
    case task
  }

  /// How long typing must pause before the query applies.
  public static let searchPause = Duration.milliseconds(300)

  enum CancelID { case save, search }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.readingListStorage) var storage
  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(\.form, action: \.form) { NewBookForm() }
    Reduce { state, action in
      switch action {
      case let .form(.delegate(.add(title))):
        state.books.append(Book(id: uuid(), title: title))
        return save(state.books)

      case .form:
        return .none

      case let .loadResponse(.failure(failure)):
        state.storageError = failure.message
        return .none

      case let .loadResponse(.success(books)):
        state.books = IdentifiedArrayOf(books)
        return .none

      case let .readToggled(id):
        state.books[id: id]?.isRead.toggle()
        return save(state.books)

      case let .saveFailed(failure):
        state.storageError = failure.message
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

      case let .selectionMoved(offset):
        state.selection = max(0, min(state.visibleBooks.count - 1, state.selection + offset))
        return .none

      case .task:
        return .run { [storage] send in
          do {
            await send(.loadResponse(.success(try await storage.load())))
          } catch {
            let failure = StorageFailure("Could not read the list: \(error.localizedDescription)")
            await send(.loadResponse(.failure(failure)))
          }
        }
      }
    }
  }

  /// Saves the whole list; a newer save replaces one still running.
  private func save(_ books: IdentifiedArrayOf<Book>) -> Effect<Action> {
    .run { [storage] send in
      do {
        try await storage.save(Array(books))
      } catch is CancellationError {
      } catch {
        await send(.saveFailed(StorageFailure("Could not save the list: \(error.localizedDescription)")))
      }
    }
    .cancellable(id: CancelID.save, cancelInFlight: true)
  }
}
