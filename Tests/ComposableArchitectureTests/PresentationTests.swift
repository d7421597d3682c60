import ComposableArchitecture
import Testing

/// A sheet inside the sheet; it can close itself.
private struct Inner: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case closeButtonTapped }
  @Dependency(\.dismiss) var dismiss

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { [dismiss] _ in await dismiss() }
  }
}

/// A sheet with a timer; it can close itself, and present a sheet of its own.
private struct Sheet: Reducer {
  struct State: Equatable, Identifiable {
    var id: Int
    @Presents var inner: Inner.State?
    var ticks = 0
  }
  enum Action: Equatable, CasePathable {
    case closeButtonTapped
    case inner(PresentationAction<Inner.Action>)
    case presentInnerTapped
    case startTimer
    case tick

    struct AllCasePaths: Sendable {
      let inner = AnyCasePath(embed: Action.inner) { if case let .inner(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { [dismiss] _ in await dismiss() }
      case .inner:
        return .none
      case .presentInnerTapped:
        state.inner = Inner.State()
        return .none
      case .startTimer:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
    .ifLet(\.$inner, action: \.inner) { Inner() }
  }
}

/// Where a screen can navigate: an alert, or a sheet.
private struct Destination: Reducer {
  enum State: Equatable, CasePathable {
    case alert(AlertState<Action.Alert>)
    case sheet(Sheet.State)

    struct AllCasePaths: Sendable {
      let alert = AnyCasePath(embed: State.alert) { if case let .alert(a) = $0 { a } else { nil } }
      let sheet = AnyCasePath(embed: State.sheet) { if case let .sheet(s) = $0 { s } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  enum Action: Equatable, CasePathable {
    case alert(Alert)
    case sheet(Sheet.Action)

    enum Alert: Equatable { case ok }

    struct AllCasePaths: Sendable {
      let sheet = AnyCasePath(embed: Action.sheet) { if case let .sheet(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .ifCaseLet(\.sheet, action: \.sheet) { Sheet() }
  }
}

private struct Screen: Reducer {
  struct State: Equatable {
    @Presents var alert: AlertState<Action.Alert>?
    @Presents var destination: Destination.State?
    var log: [String] = []
    @Presents var sheet: Sheet.State?
  }
  enum Action: Equatable, CasePathable {
    case alert(PresentationAction<Alert>)
    case deleteButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case presentSheetTapped(id: Int)
    case showDestinationAlertTapped
    case showDestinationSheetTapped
    case sheet(PresentationAction<Sheet.Action>)
    case sheetCountTapped

    enum Alert: Equatable {
      case confirmDeletion
      case confirmTwice
    }

    struct AllCasePaths: Sendable {
      let alert = AnyCasePath(embed: Action.alert) { if case let .alert(a) = $0 { a } else { nil } }
      let destination = AnyCasePath(embed: Action.destination) { if case let .destination(a) = $0 { a } else { nil } }
      let sheet = AnyCasePath(embed: Action.sheet) { if case let .sheet(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDeletion)):
        state.log.append("deleted")
        return .none
      case .alert(.presented(.confirmTwice)):
        state.alert = .areYouReallySure
        return .none
      case .alert:
        return .none
      case .deleteButtonTapped:
        state.alert = .confirmDeletion
        return .none
      case .destination:
        return .none
      case let .presentSheetTapped(id):
        state.sheet = Sheet.State(id: id)
        return .none
      case .sheet(.dismiss):
        state.log.append("dismissing sheet with \(state.sheet?.ticks ?? -1) ticks")
        return .none
      case .sheet:
        return .none
      case .sheetCountTapped:
        state.sheet?.ticks += 10
        return .none
      case .showDestinationAlertTapped:
        state.destination = .alert(AlertState { TextState("Saved") } actions: {
          ButtonState(role: .cancel, action: .ok) { TextState("OK") }
        })
        return .none
      case .showDestinationSheetTapped:
        state.destination = .sheet(Sheet.State(id: 9))
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
    .ifLet(\.$sheet, action: \.sheet) { Sheet() }
    .ifLet(\.$destination, action: \.destination) { Destination() }
  }
}

extension AlertState where Action == Screen.Action.Alert {
  fileprivate static let confirmDeletion = AlertState { TextState("Delete?") } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
    ButtonState(role: .destructive, action: .confirmTwice) { TextState("Ask again") }
    ButtonState(role: .cancel) { TextState("Cancel") }
  }
  fileprivate static let areYouReallySure = AlertState { TextState("Are you really sure?") }
}

@MainActor
struct PresentationTests {
  let clock = TestClock()

  fileprivate func makeStore(_ state: Screen.State = Screen.State()) -> TestStore<Screen.State, Screen.Action> {
    TestStore(initialState: state) { Screen() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func presentAndDismissFromTheParent() async {
    let store = makeStore()
    await store.send(.presentSheetTapped(id: 1)) { $0.sheet = Sheet.State(id: 1) }
    await store.send(.sheet(.dismiss)) {
      $0.log = ["dismissing sheet with 0 ticks"]
      $0.sheet = nil
    }
  }

  @Test func childActionsReachThePresentedChild() async {
    let store = makeStore()
    await store.send(.presentSheetTapped(id: 1)) { $0.sheet = Sheet.State(id: 1) }
    await store.send(.sheet(.presented(.tick))) { $0.sheet?.ticks = 1 }
  }

  @Test func dismissFromTheChild() async {
    let store = makeStore()
    await store.send(.presentSheetTapped(id: 1)) { $0.sheet = Sheet.State(id: 1) }
    await store.send(.sheet(.presented(.closeButtonTapped)))
    await store.receive(.sheet(.dismiss)) {
      $0.log = ["dismissing sheet with 0 ticks"]
      $0.sheet = nil
    }
  }

  @Test func dismissCancelsChildEffects() async {
    let store = makeStore()
    await store.send(.presentSheetTapped(id: 1)) { $0.sheet = Sheet.State(id: 1) }
    await store.send(.sheet(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(.tick))) { $0.sheet?.ticks = 1 }
    await store.send(.sheet(.dismiss)) {
      $0.log = ["dismissing sheet with 1 ticks"]
      $0.sheet = nil
    }
    #expect(clock.sleeperCount == 0)
  }

  @Test func rePresentingCancelsTheOldChildsEffects() async {
    let store = makeStore()
    await store.send(.presentSheetTapped(id: 1)) { $0.sheet = Sheet.State(id: 1) }
    await store.send(.sheet(.presented(.startTimer)))
    await store.send(.presentSheetTapped(id: 1))
    #expect(clock.sleeperCount == 0)
  }

  @Test func dismissReachesOnlyTheInnermostPresenter() async {
    let store = makeStore()
    await store.send(.presentSheetTapped(id: 1)) { $0.sheet = Sheet.State(id: 1) }
    await store.send(.sheet(.presented(.presentInnerTapped))) { $0.sheet?.inner = Inner.State() }
    await store.send(.sheet(.presented(.inner(.presented(.closeButtonTapped)))))
    await store.receive(.sheet(.presented(.inner(.dismiss)))) { $0.sheet?.inner = nil }
  }

  @Test func mutatingThePresentedChildKeepsItsEffects() async {
    let store = makeStore()
    await store.send(.presentSheetTapped(id: 1)) { $0.sheet = Sheet.State(id: 1) }
    await store.send(.sheet(.presented(.startTimer)))
    await store.send(.sheetCountTapped) { $0.sheet?.ticks = 10 }
    await clock.advance(by: .seconds(1))
    await store.receive(.sheet(.presented(.tick))) { $0.sheet?.ticks = 11 }
    await store.send(.sheet(.dismiss)) {
      $0.log = ["dismissing sheet with 11 ticks"]
      $0.sheet = nil
    }
  }

  @Test func alertClearsAfterAButtonAction() async {
    let store = makeStore()
    await store.send(.deleteButtonTapped) { $0.alert = .confirmDeletion }
    await store.send(.alert(.presented(.confirmDeletion))) {
      $0.alert = nil
      $0.log = ["deleted"]
    }
  }

  @Test func alertStaysWhenTheParentPresentsANewOne() async {
    let store = makeStore()
    await store.send(.deleteButtonTapped) { $0.alert = .confirmDeletion }
    await store.send(.alert(.presented(.confirmTwice))) { $0.alert = .areYouReallySure }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func alertInADestinationEnumClearsAfterAButtonAction() async {
    let store = makeStore()
    await store.send(.showDestinationAlertTapped) {
      $0.destination = .alert(AlertState { TextState("Saved") } actions: {
        ButtonState(role: .cancel, action: .ok) { TextState("OK") }
      })
    }
    await store.send(.destination(.presented(.alert(.ok)))) { $0.destination = nil }
  }

  @Test func sheetInADestinationEnumStaysAfterItsActions() async {
    let store = makeStore()
    await store.send(.showDestinationSheetTapped) { $0.destination = .sheet(Sheet.State(id: 9)) }
    await store.send(.destination(.presented(.sheet(.tick)))) { $0.destination = .sheet(Sheet.State(id: 9, ticks: 1)) }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
  }

  @Test func dismissWhileNothingIsPresentedReportsAnIssue() async throws {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.sheet(.dismiss)) { $0.log = ["dismissing sheet with -1 ticks"] }
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.location.fileID == "ComposableArchitectureTests/PresentationTests.swift")
    #expect(issue.message == """
      An ifLet at \(issue.location) received a presentation action when nothing was presented:
        .sheet(.dismiss)
      Usually an effect of the child outlived it, or the child was dismissed before this action \
      was sent (e.g. by a button that stays active while its sheet is closing).
      """)
  }

  /// In a program; a test store presents the feature it tests (see TestStoreRootDismissalTests).
  @Test func dismissFromAFeatureThatIsNotPresentedReportsAnIssue() async throws {
    let issues = await IssueReporters.capture {
      let store = Store(initialState: Sheet.State(id: 1)) { Sheet() }
      await store.send(.closeButtonTapped).finish()
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.location.fileID == "ComposableArchitectureTests/PresentationTests.swift")
    #expect(issue.message == """
      @Dependency(\\.dismiss) was called from a feature that is not presented. Only features \
      integrated with ifLet on a Presents value or forEach over a StackState can dismiss themselves.
      """)
  }

  @Test func presentsComparesValuesNotIdentity() {
    let first = Presents(wrappedValue: Sheet.State(id: 1))
    let second = Presents(wrappedValue: Sheet.State(id: 1))
    #expect(first == second)
    #expect(first != Presents(wrappedValue: nil))
  }

  @Test func screenCasePathsAreLawful() {
    checkCasePathLaws(\Screen.Action.AllCasePaths.alert, samples: [.dismiss, .presented(.confirmDeletion)], otherCases: [.deleteButtonTapped, .sheet(.dismiss)])
    checkCasePathLaws(\Screen.Action.AllCasePaths.destination, samples: [.dismiss, .presented(.alert(.ok))], otherCases: [.deleteButtonTapped])
    checkCasePathLaws(\Destination.Action.AllCasePaths.sheet, samples: [.tick], otherCases: [.alert(.ok)])
    checkCasePathLaws(\Destination.State.AllCasePaths.sheet, samples: [Sheet.State(id: 1)], otherCases: [.alert(AlertState { TextState("a") })])
    checkCasePathLaws(\Sheet.Action.AllCasePaths.inner, samples: [.dismiss], otherCases: [.tick])
    checkCasePathLaws(\Screen.Action.AllCasePaths.sheet, samples: [.dismiss, .presented(.tick)], otherCases: [.alert(.dismiss), .sheetCountTapped])
  }
}

@Suite struct PresentationStateNameTests {
  /// The reference's name for the wrapper's type holds what `@Presents` holds.
  @Test func presentationStateIsThePresentsWrapper() {
    var presented = PresentationState<Int>(wrappedValue: 3)
    presented.wrappedValue = nil
    #expect(presented.wrappedValue == nil)
    #expect(PresentationState(wrappedValue: 4).wrappedValue == 4)
  }
}
