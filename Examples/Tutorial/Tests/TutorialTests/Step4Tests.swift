import ComposableCore
import ComposableTesting
import Foundation
import Testing
import TutorialStep4

/// Step 4: loading and saving through the storage client, in memory and in a real file.
@MainActor
struct Step4Tests {
  @Test func loadsOnTaskAndSavesEachChange() async {
    let shelf = Shelf([Book(id: UUID(incrementing: 9), title: "Emma")])
    let store = TestStore(initialState: ReadingList.State()) { ReadingList() } withDependencies: {
      $0.readingListStorage = .inMemory(shelf)
      $0.uuid = .incrementing
    }
    await store.send(.task)
    await store.receive(.loadResponse(.success([Book(id: UUID(incrementing: 9), title: "Emma")]))) {
      $0.books = [Book(id: UUID(incrementing: 9), title: "Emma")]
    }
    await store.send(.readToggled(UUID(incrementing: 9))) { $0.books[id: UUID(incrementing: 9)]?.isRead = true }
    await store.finish()
    #expect(shelf.books == [Book(id: UUID(incrementing: 9), isRead: true, title: "Emma")])
  }

  @Test func anAddedBookIsSaved() async {
    let shelf = Shelf()
    let store = TestStore(initialState: ReadingList.State(form: NewBookForm.State(title: "Dune"))) {
      ReadingList()
    } withDependencies: {
      $0.readingListStorage = .inMemory(shelf)
      $0.uuid = .incrementing
    }
    await store.send(.form(.addButtonTapped)) { $0.form.title = "" }
    await store.receive(.form(.delegate(.add(title: "Dune")))) {
      $0.books = [Book(id: UUID(incrementing: 0), title: "Dune")]
    }
    await store.finish()
    #expect(shelf.books == [Book(id: UUID(incrementing: 0), title: "Dune")])
  }

  @Test func aFailedSaveIsShownAndKeepsTheList() async {
    let book = Book(id: UUID(incrementing: 0), title: "Dune")
    let store = TestStore(initialState: ReadingList.State(books: [book])) { ReadingList() } withDependencies: {
      $0.readingListStorage.save = { _ in throw StorageFailure("disk full") }
    }
    await store.send(.readToggled(book.id)) { $0.books[id: book.id]?.isRead = true }
    await store.receive(.saveFailed(StorageFailure("Could not save the list: disk full"))) {
      $0.storageError = "Could not save the list: disk full"
    }
  }

  @Test func aFailedLoadIsShownAndLosesNothing() async {
    let store = TestStore(initialState: ReadingList.State()) { ReadingList() } withDependencies: {
      $0.readingListStorage.load = { throw StorageFailure("disk gone") }
    }
    await store.send(.task)
    await store.receive(.loadResponse(.failure(StorageFailure("Could not read the list: disk gone")))) {
      $0.storageError = "Could not read the list: disk gone"
    }
  }

  @Test func theFileKeepsTheListBetweenRuns() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutorial-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let storage = ReadingListStorage.file(folder.appendingPathComponent("books.json"))
    #expect(try await storage.load() == [])
    let books = [
      Book(id: UUID(incrementing: 0), title: "Dune"), Book(id: UUID(incrementing: 1), isRead: true, title: "Emma"),
    ]
    try await storage.save(books)
    #expect(try await storage.load() == books)
  }
}
