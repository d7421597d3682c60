import ComposableArchitecture
import Testing

/// A feature that shows an optional timer.
private struct Host: Reducer {
  struct State: Equatable {
    var timer: TickingChild.State?
    var timerTicksSeenByParent: [Int] = []
  }
  enum Action: Equatable, CasePathable {
    case hideTimer
    case showTimer(id: Int)
    case timer(TickingChild.Action)

    struct AllCasePaths: Sendable {
      let timer = AnyCasePath(embed: Action.timer) { if case let .timer(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .hideTimer:
        state.timer = nil
        return .none
      case let .showTimer(id):
        state.timer = TickingChild.State(id: id)
        return .none
      case .timer:
        state.timerTicksSeenByParent.append(state.timer?.ticks ?? -1)
        return .none
      }
    }
    .ifLet(\.timer, action: \.timer) { TickingChild() }
  }
}

/// A screen that is either a note or a timer.
private struct Switcher: Reducer {
  enum State: Equatable, CasePathable {
    case note(String)
    case timer(TickingChild.State)

    struct AllCasePaths: Sendable {
      let note = AnyCasePath(embed: State.note) { if case let .note(text) = $0 { text } else { nil } }
      let timer = AnyCasePath(embed: State.timer) { if case let .timer(state) = $0 { state } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }
  enum Action: Equatable, CasePathable {
    case showNote
    case showTimer(id: Int)
    case timer(TickingChild.Action)

    struct AllCasePaths: Sendable {
      let timer = AnyCasePath(embed: Action.timer) { if case let .timer(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showNote:
        state = .note("hello")
      case let .showTimer(id):
        state = .timer(TickingChild.State(id: id))
      case .timer:
        break
      }
      return .none
    }
    .ifCaseLet(\.timer, action: \.timer) { TickingChild() }
  }
}

@MainActor
struct IfLetTests {
  let clock = TestClock()

  fileprivate func makeStore(_ state: Host.State = Host.State()) -> TestStore<Host.State, Host.Action> {
    TestStore(initialState: state) { Host() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func childRunsBeforeTheParent() async {
    let store = makeStore(Host.State(timer: TickingChild.State(id: 1)))
    await store.send(.timer(.tick)) {
      $0.timer?.ticks = 1
      $0.timerTicksSeenByParent = [1]
    }
  }

  @Test func childActionWhileAbsentReportsAnIssue() async throws {
    let issues = await IssueReporters.capture {
      let store = makeStore()
      await store.send(.timer(.tick)) { $0.timerTicksSeenByParent = [-1] }
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.location.fileID == "ComposableArchitectureTests/IfLetTests.swift")
    #expect(issue.message == """
      An ifLet at \(issue.location) received a child action when the child state was nil:
        .timer(.tick)
      Usually an effect of the child outlived it (cancel it when the child goes away), or the \
      parent set the child to nil before this action was sent.
      """)
  }

  @Test func childGoingAwayCancelsItsEffects() async {
    let store = makeStore(Host.State(timer: TickingChild.State(id: 1)))
    await store.send(.timer(.start)) { $0.timerTicksSeenByParent = [0] }
    await clock.advance(by: .seconds(1))
    await store.receive(.timer(.tick)) {
      $0.timer?.ticks = 1
      $0.timerTicksSeenByParent = [0, 1]
    }
    await store.send(.hideTimer) { $0.timer = nil }
    #expect(clock.sleeperCount == 0)
  }

  @Test func childReplacedByAnotherIDCancelsItsEffects() async {
    let store = makeStore(Host.State(timer: TickingChild.State(id: 1)))
    await store.send(.timer(.start)) { $0.timerTicksSeenByParent = [0] }
    await store.send(.showTimer(id: 2)) { $0.timer = TickingChild.State(id: 2) }
    #expect(clock.sleeperCount == 0)
  }

  @Test func childWithTheSameIDKeepsItsEffects() async {
    let store = makeStore(Host.State(timer: TickingChild.State(id: 1)))
    await store.send(.timer(.start)) { $0.timerTicksSeenByParent = [0] }
    await store.send(.showTimer(id: 1))
    #expect(clock.sleeperCount == 1)
    await store.send(.hideTimer) { $0.timer = nil }
    #expect(clock.sleeperCount == 0)
  }

  fileprivate func makeSwitcher(_ state: Switcher.State) -> TestStore<Switcher.State, Switcher.Action> {
    TestStore(initialState: state) { Switcher() } withDependencies: { [clock] in
      $0.continuousClock = clock
    }
  }

  @Test func ifCaseLetRunsTheCaseReducer() async {
    let store = makeSwitcher(.timer(TickingChild.State(id: 3)))
    await store.send(.timer(.tick)) { $0 = .timer(TickingChild.State(id: 3, ticks: 1)) }
  }

  @Test func ifCaseLetActionForAnotherCaseReportsAnIssue() async throws {
    let issues = await IssueReporters.capture {
      let store = makeSwitcher(.note("hi"))
      await store.send(.timer(.tick))
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.location.fileID == "ComposableArchitectureTests/IfLetTests.swift")
    #expect(issue.message.hasPrefix("An ifCaseLet at \(issue.location) received an action for case "))
    #expect(issue.message.hasSuffix("""
       while the state was in another case:
        .timer(.tick)
      Usually an effect of the old case outlived it, or the state changed case before the \
      action was sent.
      """))
    #expect(issue.message.contains("received an action for case .timer while the state"))
  }

  @Test func ifCaseLetSwitchingCaseCancelsEffects() async {
    let store = makeSwitcher(.timer(TickingChild.State(id: 3)))
    await store.send(.timer(.start))
    await clock.advance(by: .seconds(1))
    await store.receive(.timer(.tick)) { $0 = .timer(TickingChild.State(id: 3, ticks: 1)) }
    await store.send(.showNote) { $0 = .note("hello") }
    #expect(clock.sleeperCount == 0)
  }

  @Test func ifCaseLetReplacingWithAnotherIDCancelsEffects() async {
    let store = makeSwitcher(.timer(TickingChild.State(id: 3)))
    await store.send(.timer(.start))
    await store.send(.showTimer(id: 4)) { $0 = .timer(TickingChild.State(id: 4)) }
    #expect(clock.sleeperCount == 0)
  }

  @Test func casePathsAreLawful() {
    checkCasePathLaws(\Host.Action.AllCasePaths.timer, samples: [.tick, .start], otherCases: [.hideTimer, .showTimer(id: 1)])
    checkCasePathLaws(\Switcher.Action.AllCasePaths.timer, samples: [.tick], otherCases: [.showNote])
    checkCasePathLaws(\Switcher.State.AllCasePaths.note, samples: ["", "a"], otherCases: [.timer(TickingChild.State(id: 1))])
    checkCasePathLaws(\Switcher.State.AllCasePaths.timer, samples: [TickingChild.State(id: 1)], otherCases: [.note("a")])
  }
}
