import ComposableArchitecture
import Testing

private struct Item: Equatable, Identifiable, Sendable {
  let id: Int
  var title: String
}

/// A detail screen holding one element of a shared list.
private struct ItemDetail: Reducer {
  struct State: Equatable {
    @Shared var item: Item
  }
  enum Action: Equatable, Sendable {
    case renameButtonTapped
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$item.withLock { $0.title += "!" }
    return .none
  }
}

/// A shared list, and a detail of one of its elements.
private struct ItemList: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("items")) var items: IdentifiedArray<Int, Item> = [Item(id: 1, title: "a"), Item(id: 2, title: "b")]
    var detail: ItemDetail.State?
  }
  enum Action: Equatable, CasePathable, Sendable {
    case deleteButtonTapped(Int)
    case detail(ItemDetail.Action)
    case itemTapped(Int)

    struct AllCasePaths: Sendable {
      let detail = AnyCasePath(embed: Action.detail) { if case let .detail(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .deleteButtonTapped(id):
        state.$items.withLock { _ = $0.remove(id: id) }
        return .none
      case .detail:
        return .none
      case let .itemTapped(id):
        state.detail = state.$items[id: id].map { ItemDetail.State(item: $0) }
        return .none
      }
    }
    .ifLet(\.detail, action: \.detail) { ItemDetail() }
  }
}

/// A part of a shared list, held by a child, asserted through either.
@MainActor @Suite struct TestStoreSharedElementTests {
  @Test func aChangeThroughTheElementIsAChangeOfTheList() async throws {
    let store = TestStore(initialState: ItemList.State()) { ItemList() }
    await store.send(.itemTapped(2)) {
      $0.detail = ItemDetail.State(item: try #require($0.$items[id: 2]))
    }
    await store.send(.detail(.renameButtonTapped)) {
      $0.$items.withLock { $0[id: 2]?.title = "b!" }
    }
    #expect(store.state.items[id: 2]?.title == "b!")
  }

  @Test func anElementAssertedThroughTheChildIsAssertedInTheList() async throws {
    let store = TestStore(initialState: ItemList.State()) { ItemList() }
    await store.send(.itemTapped(1)) {
      $0.detail = ItemDetail.State(item: try #require($0.$items[id: 1]))
    }
    await store.send(.detail(.renameButtonTapped)) {
      $0.detail?.$item.withLock { $0.title = "a!" }
    }
  }

  @Test func aRemovedElementStaysInTheChildWithItsLastValue() async throws {
    let store = TestStore(initialState: ItemList.State()) { ItemList() }
    await store.send(.itemTapped(2)) {
      $0.detail = ItemDetail.State(item: try #require($0.$items[id: 2]))
    }
    await store.send(.deleteButtonTapped(2)) {
      $0.$items.withLock { _ = $0.remove(id: 2) }
    }
    #expect(store.state.detail?.item == Item(id: 2, title: "b"))
    await store.send(.detail(.renameButtonTapped))
  }
}
