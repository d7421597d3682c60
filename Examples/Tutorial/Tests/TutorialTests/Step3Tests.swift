import ComposableCore
import ComposableTesting
import Foundation
import Testing
import TutorialStep3

/// Step 3: the search applies after a pause in typing, timed on a test clock.
@MainActor
struct Step3Tests {
  let books: IdentifiedArrayOf<Book> = [
    Book(id: UUID(incrementing: 0), title: "Dune"), Book(id: UUID(incrementing: 1), title: "Emma"),
  ]

  @Test func theQueryAppliesOnceTypingPauses() async {
    let clock = TestClock()
    let store = TestStore(initialState: ReadingList.State(books: books)) { ReadingList() } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.searchQueryChanged("d")) { $0.searchQuery = "d" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.searchQueryChanged("du")) { $0.searchQuery = "du" }
    await clock.advance(by: .milliseconds(299))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.searchPauseEnded) { $0.appliedQuery = "du" }
    #expect(store.state.visibleBooks.map(\.title) == ["Dune"])
  }

  @Test func clearingAppliesAtOnceAndCancelsTheWait() async {
    let clock = TestClock()
    let store = TestStore(initialState: ReadingList.State(appliedQuery: "du", books: books, searchQuery: "du")) {
      ReadingList()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.searchQueryChanged("dun")) { $0.searchQuery = "dun" }
    await store.send(.searchQueryChanged("")) {
      $0.appliedQuery = ""
      $0.searchQuery = ""
    }
    await clock.run()
    #expect(store.state.visibleBooks == Array(books))
  }
}
