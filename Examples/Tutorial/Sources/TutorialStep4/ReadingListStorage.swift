import ComposableCore
import Foundation
import Synchronization

/// Where the reading list is kept between runs: the feature sees only these two closures.
@DependencyClient
public struct ReadingListStorage: Sendable {
  /// Reads the saved books, in list order; none when nothing was saved yet.
  public var load: @Sendable () async throws -> [Book]
  /// Replaces the saved books with `books`.
  public var save: @Sendable (_ books: [Book]) async throws -> Void
}

extension ReadingListStorage {
  /// The live value: JSON in `file`, written aside and renamed over it, so a crash leaves
  /// the old list or the new one. A missing file is an empty list.
  public static func file(_ file: URL) -> Self {
    ReadingListStorage(
      load: {
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        return try JSONDecoder().decode([Book].self, from: Data(contentsOf: file))
      },
      save: { books in
        try JSONEncoder().encode(books).write(to: file, options: .atomic)
      }
    )
  }

  /// Keeps the books in `shelf`, which previews fill and tests read back.
  public static func inMemory(_ shelf: Shelf) -> Self {
    ReadingListStorage(load: { shelf.books }, save: { shelf.books = $0 })
  }
}

/// Books kept in this process only.
public final class Shelf: Sendable {
  private let contents: Mutex<[Book]>

  public init(_ books: [Book] = []) {
    contents = Mutex(books)
  }

  /// The books of the last save, or the first ones.
  public var books: [Book] {
    get { contents.withLock { $0 } }
    set { contents.withLock { $0 = newValue } }
  }
}

/// Why the list could not be read or written, in words for the status line.
public struct StorageFailure: Equatable, LocalizedError, Sendable {
  public var message: String

  public var errorDescription: String? { message }

  public init(_ message: String) {
    self.message = message
  }
}

extension DependencyValues {
  /// Where the reading list is saved.
  public var readingListStorage: ReadingListStorage {
    get { self[ReadingListStorageKey.self] }
    set { self[ReadingListStorageKey.self] = newValue }
  }
}

/// Only a program knows where its file is: it installs `.file(url)`, as `todos` installs its
/// database. Until then every call reports an issue, live or in a test.
private enum ReadingListStorageKey: DependencyKey {
  static let liveValue = ReadingListStorage()
  static var previewValue: ReadingListStorage { .inMemory(Shelf([Book(id: UUID(), title: "Dune")])) }
  static let testValue = ReadingListStorage()
}
