import ComposableArchitecture
import Testing

/// A filter and the changes made to it.
private enum Filtered {
  struct State: Equatable {
    var filter = "all"
    var filterChanges: [String] = []
  }
  enum Action: Equatable {
    case setFilter(String)
  }
}

/// A parent holding one `Filtered` child, for the scoping spellings.
@Reducer
private struct FilterParent {
  struct State: Equatable {
    var child = Filtered.State()
  }
  enum Action: Equatable {
    case child(Filtered.Action)
  }
  @available(*, deprecated)
  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) {
      Reduce { state, action in
        if case let .setFilter(filter) = action { state.filter = filter }
        return .none
      }
    }
  }
}

/// The spellings the reference architecture deprecated still compile and still work, so code
/// written against them keeps running while it moves to the new ones. Each test is marked
/// deprecated itself: the calls inside warn nowhere else.
@MainActor
struct DeprecatedSpellingTests {
  @Test @available(*, deprecated)
  func onChangeWithAReducerBuilderStillRuns() {
    let reducer = Reduce<Filtered.State, Filtered.Action> { state, action in
      if case let .setFilter(filter) = action { state.filter = filter }
      return .none
    }
    .onChange(of: \.filter) { oldValue, newValue in
      Reduce { state, _ in
        state.filterChanges.append("\(oldValue) -> \(newValue)")
        return .none
      }
    }
    var state = Filtered.State()
    _ = reducer.reduce(into: &state, action: .setFilter("done"))
    _ = reducer.reduce(into: &state, action: .setFilter("done"))
    #expect(state.filterChanges == ["all -> done"])
  }

  @Test @available(*, deprecated)
  func onChangeWithACustomDuplicateCheckStillRuns() {
    let reducer = Reduce<Filtered.State, Filtered.Action> { state, _ in
      state.filter += "!"
      return .none
    }
    .onChange(of: \.filter, removeDuplicates: { $0.count / 3 == $1.count / 3 }) { _, newValue in
      Reduce { state, _ in
        state.filterChanges.append(newValue)
        return .none
      }
    }
    var state = Filtered.State(filter: "a")
    _ = reducer.reduce(into: &state, action: .setFilter(""))
    _ = reducer.reduce(into: &state, action: .setFilter(""))
    #expect(state.filter == "a!!")
    #expect(state.filterChanges == ["a!!"])
  }

  @Test @available(*, deprecated)
  func scopeWithAStateLabelStillScopes() async {
    let store = TestStore(initialState: FilterParent.State()) { FilterParent() }
    await store.send(.child(.setFilter("done"))) { $0.child.filter = "done" }
    let parent = Store(initialState: FilterParent.State()) { FilterParent() }
    let child = parent.scope(state: \.child, action: \.child)
    child.send(.setFilter("open"))
    #expect(parent.state.child.filter == "open")
  }
}
