import ComposableArchitecture
import Foundation
import Testing

/// What the macros' code does, once for each macro: the laws of every kind of case path
/// `@CasePathable` writes, the reducer `@Reducer` writes for an enum of features, and the
/// unimplemented endpoints of `@DependencyClient`. Features use the macros without laws of their own.
@MainActor
@Suite struct MacroTests {
  @CasePathable @dynamicMemberLookup
  enum Shape: Equatable {
    case dot
    case circle(radius: Int)
    case line(Int, Int)
    case labelled(width: Int, height: Int)
    case nested(Inner)

    @CasePathable
    enum Inner: Equatable { case a, b(String) }
  }

  @Test func everyKindOfCaseObeysTheLaws() {
    checkCasePathLaws(\Shape.AllCasePaths.dot, samples: [()], otherCases: [.circle(radius: 1)])
    checkCasePathLaws(\Shape.AllCasePaths.circle, samples: [0, 3], otherCases: [.dot, .line(1, 2)])
    checkCasePathLaws(\Shape.AllCasePaths.line, samples: [(1, 2)], otherCases: [.dot])
    checkCasePathLaws(\Shape.AllCasePaths.labelled, samples: [(width: 3, height: 4)], otherCases: [.line(3, 4)])
    checkCasePathLaws(\Shape.AllCasePaths.nested, samples: [.a, .b("x")], otherCases: [.dot])
  }

  @Test func caseKeyPathsChainIntoNestedEnumsAndName() {
    #expect(Shape.nested(.b("x"))[case: \.nested.b] == "x")
    #expect(Shape.nested(.a).is(\.nested.a))
    #expect(!Shape.nested(.a).is(\.nested.b))
    #expect(Shape.casePath(\.nested.b).embed("y") == .nested(.b("y")))
    #expect(Shape.casePath(\.nested.b).name == "nested.b")
    #expect(Shape.casePath(\.labelled).extract(from: .labelled(width: 1, height: 2))! == (width: 1, height: 2))
  }

  @Test func aCaseIsReadSetAndModifiedOnTheValue() {
    var shape = Shape.circle(radius: 1)
    #expect(shape.circle == 1)
    #expect(shape.dot == nil)
    shape.modify(\.circle) { $0 += 1 }
    #expect(shape == .circle(radius: 2))
    shape[case: \.line] = (5, 6)
    #expect(shape == .line(5, 6))
    shape[case: \.circle] = nil
    #expect(shape == .line(5, 6))

    let issues = IssueReporters.capture { shape.modify(\.circle) { $0 = 9 } }
    #expect(shape == .line(5, 6))
    #expect(issues.map(\.message) == ["Cannot modify case 'circle' of Shape: the value is .line(5, 6)."])
  }

  @Reducer
  struct Counter {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case incrementButtonTapped }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  enum Destination {
    case alert(AlertState<Alert>)
    case counter(Counter)
    @ReducerCaseIgnored
    case note(String, isPinned: Bool)
    @CasePathable
    enum Alert: Equatable { case ok }
  }

  @Reducer
  struct Screen {
    struct State: Equatable { @Presents var destination: Destination.State? }
    enum Action: Equatable { case destination(PresentationAction<Destination.Action>), showCounter }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .showCounter = action { state.destination = .counter(Counter.State()) }
        return .none
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  @Test func anEnumOfFeaturesRunsTheFeatureOfItsCase() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.showCounter) { $0.destination = .counter(Counter.State()) }
    await store.send(\.destination.counter.incrementButtonTapped) { $0.destination?.counter?.count = 1 }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func anIgnoredCaseIsStateWithoutAction() {
    let state = Destination.State.note("hi", isPinned: true)
    #expect(state.note! == ("hi", true))
    #expect(Destination.State.alert(AlertState { TextState("Hi") }).alert?.title == TextState("Hi"))
    #expect(Destination.Action.alert(.ok).is(\.alert.ok))
  }

  @DependencyClient
  struct NumberClient: Sendable {
    var fetch: @Sendable (_ number: Int) async throws -> String
    var isReady: @Sendable () -> Bool = { true }
    var reset: @Sendable () -> Void
  }

  @Test func anUnimplementedEndpointReportsItselfByName() async {
    let client = NumberClient()
    var thrown: (any Error)?
    let issues = await IssueReporters.capture {
      do { _ = try await client.fetch(number: 1) } catch { thrown = error }
      #expect(client.isReady())
      client.reset()
    }
    #expect(
      issues.map(\.message) == [
        "Unimplemented: 'NumberClient.fetch'", "Unimplemented: 'NumberClient.isReady'",
        "Unimplemented: 'NumberClient.reset'",
      ]
    )
    #expect("\(thrown!)" == "Unimplemented: 'NumberClient.fetch'")
  }

  @Test func anOverriddenEndpointAnswersByItsLabel() async throws {
    let client = NumberClient(fetch: { "\($0) is a number" })
    #expect(try await client.fetch(number: 7) == "7 is a number")
  }
}

extension MacroTests.Destination.State: Equatable {}
extension MacroTests.Destination.Action: Equatable {}

/// A feature as the reference writes its state, `@ObservableState` and all.
@Reducer
private struct Observed {
  @ObservableState
  struct State: Equatable {
    var count = 0
    @ObservationStateIgnored var note = ""
  }
  enum Action { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@MainActor
struct ObservableStateTests {
  @Test func stateMarkedObservableIsStateAsAnyOther() async {
    let store = TestStore(initialState: Observed.State()) { Observed() }
    await store.send(.increment) { $0.count = 1 }
  }
}
