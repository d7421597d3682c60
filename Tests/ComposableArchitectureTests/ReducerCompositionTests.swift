import ComposableArchitecture
import Testing

/// Appends its name to the log, so the order reducers run in shows in the state.
private struct Logger: Reducer {
  let name: String
  func reduce(into state: inout [String], action: Bool) -> Effect<Bool> {
    state.append(name)
    return .none
  }
}

/// A feature whose body uses every form the builder offers.
private struct Built: Reducer {
  let includeOptional: Bool
  let useFirst: Bool
  let names: [String]

  var body: some Reducer<[String], Bool> {
    Logger(name: "start")
    if includeOptional {
      Logger(name: "optional")
    }
    if useFirst {
      Logger(name: "first")
    } else {
      Logger(name: "second")
    }
    for name in names {
      Logger(name: name)
    }
    CombineReducers {
      Logger(name: "combined 1")
      Logger(name: "combined 2")
    }
    EmptyReducer()
  }
}

/// Sends what it is told to, so effect merging can be observed.
private struct Echo: Reducer {
  struct State: Equatable {
    var filter = "all"
    var filterChanges: [String] = []
    var log: [String] = []
  }
  enum Action: Equatable {
    case echo(String)
    case setFilter(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .echo(text):
        state.log.append(text)
        return text.hasSuffix("!") ? .none : .send(.echo("first!"))
      case let .setFilter(filter):
        state.filter = filter
        return .none
      }
    }
    .onChange(of: \.filter) { oldValue, state in
      state.filterChanges.append("\(oldValue) -> \(state.filter)")
      return state.filter == "reset" ? .send(.setFilter("all")) : .none
    }
    Reduce { state, action in
      guard case let .echo(text) = action, !text.hasSuffix("!") else { return .none }
      return .send(.echo("second!"))
    }
  }
}

@MainActor
struct ReducerCompositionTests {
  @Test func bodyReducersRunInOrder() {
    var log: [String] = []
    _ = Built(includeOptional: true, useFirst: true, names: ["a", "b"]).reduce(into: &log, action: true)
    #expect(log == ["start", "optional", "first", "a", "b", "combined 1", "combined 2"])
  }

  @Test func builderSkipsAbsentBranches() {
    var log: [String] = []
    _ = Built(includeOptional: false, useFirst: false, names: []).reduce(into: &log, action: true)
    #expect(log == ["start", "second", "combined 1", "combined 2"])
  }

  @Test func effectsOfCombinedReducersAreMergedInOrder() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await store.send(.echo("hi")) { $0.log = ["hi"] }
    await store.receive(.echo("first!")) { $0.log = ["hi", "first!"] }
    await store.receive(.echo("second!")) { $0.log = ["hi", "first!", "second!"] }
  }

  @Test func onChangeRunsWhenTheValueChanges() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await store.send(.setFilter("done")) {
      $0.filter = "done"
      $0.filterChanges = ["all -> done"]
    }
    await store.send(.setFilter("done"))
  }

  @Test func onChangeRunsTheEffectItReturns() async {
    let store = TestStore(initialState: Echo.State()) { Echo() }
    await store.send(.setFilter("reset")) {
      $0.filter = "reset"
      $0.filterChanges = ["all -> reset"]
    }
    await store.receive(.setFilter("all")) {
      $0.filter = "all"
      $0.filterChanges = ["all -> reset", "reset -> all"]
    }
  }

  @Test func reduceErasesAnotherReducer() {
    let erased = Reduce(Logger(name: "erased"))
    var log: [String] = []
    _ = erased.reduce(into: &log, action: false)
    #expect(log == ["erased"])
  }

  @Test func emptyReducerChangesNothing() {
    var log = ["x"]
    let effect = EmptyReducer<[String], Bool>().reduce(into: &log, action: true)
    #expect(log == ["x"])
    #expect(effect.isNone)
  }
}
