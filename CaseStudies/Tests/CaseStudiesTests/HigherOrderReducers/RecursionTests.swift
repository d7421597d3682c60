import CaseStudies
import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct RecursionTests {
  let rootID = UUID(uuidString: "00000000-0000-0000-0000-0000000000FF")!
  func id(_ number: Int) -> UUID { UUID(uuidString: "00000000-0000-0000-0000-\(String(format: "%012d", number))")! }

  @Test func addRows() async {
    let store = TestStore(initialState: Nested.State(id: rootID)) { Nested() } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addRowButtonTapped) { $0.rows.append(Nested.State(id: id(0))) }
    await store.send(\.rows[id: id(0)].addRowButtonTapped) {
      $0.rows[id: id(0)]?.rows.append(Nested.State(id: id(1)))
    }
  }

  @Test func changeName() async {
    let store = TestStore(initialState: Nested.State(id: rootID)) { Nested() }
    await store.send(.nameTextFieldChanged("Blob")) { $0.name = "Blob" }
  }

  @Test func deleteRow() async {
    let state = Nested.State(id: rootID, rows: [Nested.State(id: id(0)), Nested.State(id: id(1)), Nested.State(id: id(2))])
    let store = TestStore(initialState: state) { Nested() }
    await store.send(.onDelete(IndexSet(integer: 1))) { $0.rows.remove(id: id(1)) }
  }

  @Test func actionsAddressANodeByItsPath() {
    #expect(Nested.Action.at([], .addRowButtonTapped) == .addRowButtonTapped)
    #expect(
      Nested.Action.at([id(0), id(1)], .nameTextFieldChanged("x"))
        == .rows(.element(id: id(0), action: .rows(.element(id: id(1), action: .nameTextFieldChanged("x")))))
    )
  }

  @Test func theScreenOpensARowAsItsOwnListAndGoesBack() async {
    let store = TestStore(initialState: RecursionDemo.State(root: Nested.State(id: rootID, name: "Root"))) {
      RecursionDemo()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.nested(.addRowButtonTapped)) { $0.root.rows.append(Nested.State(id: id(0))) }
    await store.send(.nested(.addRowButtonTapped)) { $0.root.rows.append(Nested.State(id: id(1))) }
    await store.send(.selectionMoved(to: 1)) { $0.selection = 1 }
    await store.send(.rowOpened(id(1))) {
      $0.path = [id(1)]
      $0.selection = 0
    }
    await store.send(.nested(.at([id(1)], .addRowButtonTapped))) {
      $0.root.rows[id: id(1)]?.rows.append(Nested.State(id: id(2)))
    }
    #expect(store.state.current.rows.map(\.id) == [id(2)])
    await store.send(.renamingToggled) { $0.isRenaming = true }
    await store.send(.nested(.at([id(1), id(2)], .nameTextFieldChanged("Blob")))) {
      $0.root.rows[id: id(1)]?.rows[id: id(2)]?.name = "Blob"
    }
    await store.send(.backButtonTapped) {
      $0.path = []
      $0.selection = 1
      $0.isRenaming = false
    }
  }
}
