import ComposableArchitecture
import Synchronization
import Testing

/// Counts how many times a feature's body was built.
private final class BodyBuilds: Sendable {
  let count = Mutex(0)
}

/// A feature that a generic parent can make.
private protocol MadeFeature: Reducer, SendableMetatype where State: Equatable, Action: Equatable & Sendable {
  init(builds: BodyBuilds)
}

/// A counter written with a `body`, which counts its builds.
private struct BodyCounter: MadeFeature {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case increment }
  let builds: BodyBuilds

  init(builds: BodyBuilds) { self.builds = builds }

  var body: some ReducerOf<Self> {
    let _ = builds.count.withLock { $0 += 1 }
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

/// A parent generic over its child: inside it, the builder knows `Child` only as a reducer.
private struct GenericParent<Child: MadeFeature>: Reducer {
  struct State: Equatable { var child: Child.State }
  enum Action: Equatable, CasePathable, Sendable {
    case child(Child.Action)
    struct AllCasePaths: Sendable {
      let child = AnyCasePath(embed: Action.child) { if case let .child(action) = $0 { action } else { nil } }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  let builds: BodyBuilds

  var body: some ReducerOf<Self> {
    Scope(\.child, action: \.child) { Child(builds: builds) }
  }
}

@MainActor
struct GenericFeatureTests {
  @Test func aChildKnownOnlyGenericallyBuildsItsBodyOnce() async {
    let builds = BodyBuilds()
    let store = TestStore(initialState: GenericParent<BodyCounter>.State(child: BodyCounter.State())) {
      GenericParent<BodyCounter>(builds: builds)
    }
    await store.send(.child(.increment)) { $0.child.count = 1 }
    await store.send(.child(.increment)) { $0.child.count = 2 }
    await store.send(.child(.increment)) { $0.child.count = 3 }
    #expect(builds.count.withLock { $0 } == 1)
  }
}
