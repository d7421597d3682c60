import ComposableCore
import ComposableTesting
import Foundation
import TerminalUI
import Testing
import TutorialStep5

/// Step 5: the screen as whole frames, and keys becoming the feature's actions.
@MainActor
struct Step5Tests {
  let books: IdentifiedArrayOf<Book> = [
    Book(id: UUID(incrementing: 0), title: "Dune"), Book(id: UUID(incrementing: 1), isRead: true, title: "Emma"),
  ]

  func frame(_ state: ReadingList.State, width: Int = 40, height: Int = 9) -> Frame {
    var frame = Frame(width: width, height: height)
    ReadingListScreen.render(state, into: &frame)
    return frame
  }

  let rule = String(repeating: "─", count: 40)

  @Test func aListWithTheSecondBookSelected() {
    #expect(frame(ReadingList.State(books: books, form: NewBookForm.State(title: "Ki"), selection: 1)).text == """
       Reading list
      \(rule)
       Add: Ki

         [ ] Dune
       > [x] Emma
      \(rule)
       2 books, 1 read
       ↑ previous  ⏎ add  Tab read/unread
      """)
  }

  /// Nothing to select and no title: no key does anything yet, so no hint shows.
  @Test func anEmptyListOffersOnlyWhatWorks() {
    #expect(frame(ReadingList.State()).text == """
       Reading list
      \(rule)
       Add:

       No books yet: type a title, Enter add…

      \(rule)
       0 books, 0 read

      """)
  }

  @Test func aStorageErrorTakesTheStatusLine() {
    let state = ReadingList.State(books: books, storageError: "Could not save the list: disk full")
    #expect(frame(state).text == """
       Reading list
      \(rule)
       Add:

       > [ ] Dune
         [x] Emma
      \(rule)
       Could not save the list: disk full
       ↓ next  Tab read/unread
      """)
  }

  @Test func aTinyTerminalDrawsWhatFits() {
    #expect(frame(ReadingList.State(books: books), width: 1, height: 1).text == "─")
    #expect(frame(ReadingList.State(books: books), width: 0, height: 0).text == "")
  }

  @Test func typingEditsTheTitleAndKeysPressControls() {
    let state = ReadingList.State(books: books, form: NewBookForm.State(title: "Ki"))
    func sent(_ key: Key) -> ReadingList.Action? {
      if case let .send(action) = ReadingListScreen.keyMap(state).command(for: key) { action } else { nil }
    }
    #expect(sent(.character("m")) == .form(.titleChanged("Kim")))
    #expect(sent(.paste("a\nb")) == .form(.titleChanged("Kia b")))
    #expect(sent(.backspace) == .form(.titleChanged("K")))
    #expect(sent(.enter) == .form(.addButtonTapped))
    #expect(sent(.tab) == .readToggled(UUID(incrementing: 0)))
    #expect(sent(.up) == nil)
  }

  @Test func selectionStaysOnTheVisibleRows() async {
    let store = TestStore(initialState: ReadingList.State(books: books)) { ReadingList() }
    await store.send(.selectionMoved(by: 1)) { $0.selection = 1 }
    await store.send(.selectionMoved(by: 1))
    await store.send(.selectionMoved(by: -5)) { $0.selection = 0 }
  }
}
