import ComposableArchitecture
import Testing

private enum WordsKey: DependencyKey {
  static let liveValue: [String] = []
  static let testValue: [String] = []
}

extension DependencyValues {
  fileprivate var words: [String] {
    get { self[WordsKey.self] }
    set { self[WordsKey.self] = newValue }
  }
}

private struct Speaker: Reducer {
  struct State: Equatable { var said: [String] = [] }
  enum Action: Equatable { case speak }
  @Dependency(\.words) var words

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.said = words
    return .none
  }
}

struct TransformDependencyFusionTests {
  @Test func chainedTransformsFuseIntoOneReducer() {
    let reducer = Speaker()
      .transformDependency(\.words) { $0.append("inner") }
      .transformDependency(\.words) { $0.append("outer") }
    #expect(type(of: reducer) == DependencyOverrideReducer<Speaker>.self)
  }

  @Test func theTransformClosestToTheReducerIsAppliedLast() {
    let reducer = Speaker()
      .transformDependency(\.words) { $0.append("inner") }
      .dependency(\.words, ["set"])
      .transformDependency(\.words) { $0.append("outer") }
    var state = Speaker.State()
    _ = reducer.reduce(into: &state, action: .speak)
    #expect(state.said == ["set", "inner"])
    #expect(type(of: reducer) == DependencyOverrideReducer<Speaker>.self)
  }

  @Test func transformsApplyInTheSameOrderAsNestedOnes() {
    let fused = Speaker()
      .transformDependency(\.words) { $0.append("inner") }
      .transformDependency(\.words) { $0.append("outer") }
    var state = Speaker.State()
    _ = fused.reduce(into: &state, action: .speak)
    #expect(state.said == ["outer", "inner"])
  }
}
