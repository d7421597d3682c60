import ComposableCore
import ComposableTesting
import Foundation
import Testing
import TutorialStep2

/// Step 2: the form, a child run through Scope, hands its title to the list.
@MainActor
struct Step2Tests {
  @Test func theFormDelegatesTheTitleToTheList() async {
    let store = TestStore(initialState: ReadingList.State()) { ReadingList() } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.form(.titleChanged(" Dune "))) { $0.form.title = " Dune " }
    await store.send(.form(.addButtonTapped)) { $0.form.title = "" }
    await store.receive(.form(.delegate(.add(title: "Dune")))) {
      $0.books = [Book(id: UUID(incrementing: 0), title: "Dune")]
    }
  }

  @Test func theFormAloneSendsNothingForABlankTitle() async {
    let store = TestStore(initialState: NewBookForm.State(title: " ")) { NewBookForm() }
    await store.send(.addButtonTapped)
  }
}
