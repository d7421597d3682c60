import ComposableCore
import ComposableTesting
import Foundation
import Testing
import TutorialStep1

/// Step 1: adding and reading books, every state change asserted.
@MainActor
struct Step1Tests {
  @Test func addAndMarkRead() async {
    let store = TestStore(initialState: ReadingList.State()) { ReadingList() } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.newTitleChanged("Dune")) { $0.newTitle = "Dune" }
    await store.send(.addButtonTapped) {
      $0.books = [Book(id: UUID(incrementing: 0), title: "Dune")]
      $0.newTitle = ""
    }
    await store.send(.readToggled(UUID(incrementing: 0))) { $0.books[id: UUID(incrementing: 0)]?.isRead = true }
  }

  @Test func aBlankTitleAddsNothing() async {
    let store = TestStore(initialState: ReadingList.State(newTitle: "   ")) { ReadingList() }
    await store.send(.addButtonTapped)
  }
}
