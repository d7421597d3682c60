import CaseStudies
import ComposableArchitecture
import Testing

/// A list of counters, as UIKit's counter list study has: each row is a `Counter` run by
/// `forEach`, addressed by its id.
@Reducer
struct CounterList {
  struct Row: Equatable, Identifiable, Sendable {
    let id: Int
    var counter = Counter.State()
  }

  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 0), Row(id: 1), Row(id: 2)]
  }

  enum Action: Equatable, Sendable {
    case rows(IdentifiedAction<Int, Counter.Action>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) {
        Scope(\.counter, action: \.self) { Counter() }
      }
  }
}

@MainActor
struct CounterListTests {
  @Test func eachRowsButtonsChangeOnlyThatRow() async {
    let store = TestStore(initialState: CounterList.State()) { CounterList() }
    await store.send(\.rows[id: 1].incrementButtonTapped) { $0.rows[id: 1]?.counter.count = 1 }
    await store.send(\.rows[id: 2].decrementButtonTapped) { $0.rows[id: 2]?.counter.count = -1 }
    await store.send(\.rows[id: 1].incrementButtonTapped) { $0.rows[id: 1]?.counter.count = 2 }
    #expect(store.state.rows[id: 0]?.counter.count == 0)
  }
}
