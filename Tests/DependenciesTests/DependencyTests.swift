import ComposableArchitecture
import Foundation
import Testing

/// A greeting client with live, preview and test values.
private struct Greeter: Sendable {
  var greet: @Sendable (_ name: String) -> String
}

private enum GreeterKey: DependencyKey {
  static let liveValue = Greeter { "Hello, \($0)!" }
  static let previewValue = Greeter { "Preview \($0)" }
  static let testValue = Greeter { "Test \($0)" }
}

/// A key with no test value: a test that uses it without overriding it must fail.
private enum WeatherKey: DependencyKey {
  static let liveValue = "sunny"
}

extension DependencyValues {
  fileprivate var greeter: Greeter {
    get { self[GreeterKey.self] }
    set { self[GreeterKey.self] = newValue }
  }
  fileprivate var weather: String {
    get { self[WeatherKey.self] }
    set { self[WeatherKey.self] = newValue }
  }
}

/// Greets in the reducer and in an effect, so both places can be checked.
private struct Greeting: Reducer {
  struct State: Equatable {
    var fromEffect: [String] = []
    var fromReducer: [String] = []
  }
  enum Action: Equatable {
    case greet(String)
    case greeted(String)
  }
  @Dependency(\.greeter) var greeter

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .greet(name):
      state.fromReducer.append(greeter.greet(name))
      return .run { send in
        @Dependency(\.greeter) var greeter
        await send(.greeted(greeter.greet(name)))
      }
    case let .greeted(greeting):
      state.fromEffect.append(greeting)
      return .none
    }
  }
}

/// Two greetings side by side, each with its own override of the greeter.
private struct Pair: Reducer {
  struct State: Equatable {
    var inner = Greeting.State()
    var outer = Greeting.State()
  }
  enum Action: Equatable, CasePathable {
    case inner(Greeting.Action)
    case outer(Greeting.Action)

    struct AllCasePaths: Sendable {
      let inner = AnyCasePath(embed: Action.inner) { if case let .inner(a) = $0 { a } else { nil } }
      let outer = AnyCasePath(embed: Action.outer) { if case let .outer(a) = $0 { a } else { nil } }
    }
    static let allCasePaths = AllCasePaths()
  }

  var body: some ReducerOf<Self> {
    CombineReducers {
      Scope(\.inner, action: \.inner) {
        Greeting().dependency(\.greeter, Greeter { "Inner \($0)" })
      }
      Scope(\.outer, action: \.outer) { Greeting() }
    }
    .dependency(\.greeter, Greeter { "Outer \($0)" })
  }
}

/// Records the date of each stamp.
private struct Stamps: Reducer {
  struct State: Equatable { var dates: [Date] = [] }
  enum Action: Equatable { case stamp }
  @Dependency(\.date) var date

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.dates.append(date.now)
    return .none
  }
}

@MainActor
struct DependencyTests {
  @Test func testsUseTestValues() {
    #expect(DependencyValues().context == .test)
    @Dependency(\.greeter) var greeter
    #expect(greeter.greet("Blob") == "Test Blob")
  }

  @Test func contextChoosesTheDefault() {
    var values = DependencyValues()
    values.context = .live
    #expect(values.greeter.greet("Blob") == "Hello, Blob!")
    values.context = .preview
    #expect(values.greeter.greet("Blob") == "Preview Blob")
  }

  @Test func previewFallsBackToLive() {
    var values = DependencyValues()
    values.context = .preview
    #expect(values.weather == "sunny")
  }

  @Test func withDependenciesOverridesForTheOperation() {
    @Dependency(\.greeter) var greeter
    let greeting = withDependencies {
      $0.greeter = Greeter { "Hi \($0)" }
    } operation: {
      greeter.greet("Blob")
    }
    #expect(greeting == "Hi Blob")
    #expect(greeter.greet("Blob") == "Test Blob")
  }

  @Test func storeLevelOverridesReachReducerAndEffects() async {
    let store = TestStore(initialState: Greeting.State()) { Greeting() } withDependencies: {
      $0.greeter = Greeter { "Yo \($0)" }
    }
    await store.send(.greet("Blob")) { $0.fromReducer = ["Yo Blob"] }
    await store.receive(.greeted("Yo Blob")) { $0.fromEffect = ["Yo Blob"] }
  }

  @Test func plainStoreOverridesReachReducerAndEffects() async {
    let store = Store(initialState: Greeting.State()) { Greeting() } withDependencies: {
      $0.greeter = Greeter { "Yo \($0)" }
    }
    await store.send(.greet("Blob")).finish()
    #expect(store.state == Greeting.State(fromEffect: ["Yo Blob"], fromReducer: ["Yo Blob"]))
  }

  @Test func storeCreatedInsideWithDependenciesKeepsThem() async {
    let store = withDependencies {
      $0.greeter = Greeter { "Hey \($0)" }
    } operation: {
      Store(initialState: Greeting.State()) { Greeting() }
    }
    await store.send(.greet("Blob")).finish()
    #expect(store.state == Greeting.State(fromEffect: ["Hey Blob"], fromReducer: ["Hey Blob"]))
  }

  @Test func closestReducerOverrideWins() async {
    let store = TestStore(initialState: Pair.State()) { Pair() }
    await store.send(.inner(.greet("Blob"))) { $0.inner.fromReducer = ["Inner Blob"] }
    await store.receive(.inner(.greeted("Inner Blob"))) { $0.inner.fromEffect = ["Inner Blob"] }
    await store.send(.outer(.greet("Blob"))) { $0.outer.fromReducer = ["Outer Blob"] }
    await store.receive(.outer(.greeted("Outer Blob"))) { $0.outer.fromEffect = ["Outer Blob"] }
  }

  @Test func chainedOverridesLetTheClosestWin() {
    let reducer = Greeting()
      .dependency(\.greeter, Greeter { "Closest \($0)" })
      .dependency(\.greeter, Greeter { "Farther \($0)" })
    var state = Greeting.State()
    _ = reducer.reduce(into: &state, action: .greet("Blob"))
    #expect(state.fromReducer == ["Closest Blob"])
  }

  @Test func effectsSeeTheValuesInForceWhenCreated() async {
    let store = TestStore(initialState: Greeting.State()) { Greeting() }
    store.dependencies.greeter = Greeter { "First \($0)" }
    let task = await store.send(.greet("Blob")) { $0.fromReducer = ["First Blob"] }
    store.dependencies.greeter = Greeter { "Second \($0)" }
    await task.finish()
    await store.receive(.greeted("First Blob")) { $0.fromEffect = ["First Blob"] }
    await store.send(.greet("Blob")) { $0.fromReducer = ["First Blob", "Second Blob"] }
    await store.receive(.greeted("Second Blob")) { $0.fromEffect = ["First Blob", "Second Blob"] }
  }

  @Test func keyWithoutTestValueReportsAnIssueNamingIt() throws {
    let issues = IssueReporters.capture {
      @Dependency(\.weather) var weather
      #expect(weather == "sunny")
    }
    #expect(issues.map(\.message) == [
      """
      Dependency WeatherKey was used in a test without being overridden, and it has no test \
      value. Override it for this test, e.g. withDependencies: { $0.<name> = … }.
      """,
    ])
  }

  @Test func unimplementedUUIDReportsAnIssue() {
    let issues = IssueReporters.capture {
      @Dependency(\.uuid) var uuid
      _ = uuid()
    }
    #expect(issues.map(\.message) == [
      "Unimplemented: @Dependency(\\.uuid) was called in a test without being overridden. Use withDependencies: { $0.uuid = .incrementing }.",
    ])
  }

  @Test func unimplementedDateReportsAnIssue() {
    let issues = IssueReporters.capture {
      @Dependency(\.date) var date
      _ = date.now
    }
    #expect(issues.map(\.message) == [
      "Unimplemented: @Dependency(\\.date) was read in a test without being overridden. Use withDependencies: { $0.date = .constant(…) }.",
    ])
  }

  @Test func unimplementedClockReportsAnIssue() async {
    let issues = await IssueReporters.capture {
      @Dependency(\.continuousClock) var clock
      try? await clock.sleep(for: .seconds(1))
    }
    #expect(issues.map(\.message) == [
      "Unimplemented: @Dependency(\\.continuousClock) was used in a test without being overridden. Install a TestClock or ImmediateClock with withDependencies: { $0.continuousClock = clock }.",
    ])
  }

  @Test func incrementingUUIDsCountFromZero() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(UUIDGenerator.incrementing().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(incrementing: 255).uuidString == "00000000-0000-0000-0000-0000000000FF")
  }

  @Test func aSequenceHandsOutItsUUIDsInOrderThenSaysItRanOut() {
    let recorded = [UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!, UUID(7)]
    let uuid = UUIDGenerator.sequence(recorded)
    #expect(uuid() == recorded[0])
    #expect(uuid() == recorded[1])
    withKnownIssue {
      #expect(uuid() == UUID(incrementing: 0xFFFF_0000_0002))
    }
  }

  @Test func datesFollowATestClock() async {
    let clock = TestClock()
    let date = DateGenerator.following(clock, from: Date(timeIntervalSince1970: 100))
    #expect(date.now == Date(timeIntervalSince1970: 100))
    await clock.advance(by: .milliseconds(1500))
    #expect(date.now == Date(timeIntervalSince1970: 101.5))
  }

  @Test func constantDate() {
    let date = DateGenerator.constant(Date(timeIntervalSince1970: 42))
    #expect(date.now == Date(timeIntervalSince1970: 42))
    #expect(date() == Date(timeIntervalSince1970: 42))
  }

  @Test func constantUUID() {
    let id = UUID(incrementing: 7)
    let uuid = UUIDGenerator.constant(id)
    #expect([uuid(), uuid()] == [id, id])
  }

  @Test func settingNowFixesTheDate() {
    let issues = IssueReporters.capture {
      let date = withDependencies {
        $0.date.now = Date(timeIntervalSince1970: 42)
      } operation: {
        @Dependency(\.date) var date
        return [date.now, date()]
      }
      #expect(date == [Date(timeIntervalSince1970: 42), Date(timeIntervalSince1970: 42)])
    }
    #expect(issues.isEmpty)
  }

  @Test func settingNowBetweenSendsReachesTheReducer() async {
    let store = TestStore(initialState: Stamps.State()) { Stamps() } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1)
    }
    await store.send(.stamp) { $0.dates = [Date(timeIntervalSince1970: 1)] }
    store.dependencies.date.now = Date(timeIntervalSince1970: 2)
    await store.send(.stamp) { $0.dates = [Date(timeIntervalSince1970: 1), Date(timeIntervalSince1970: 2)] }
  }

  @Test func pairCasePathsAreLawful() {
    checkCasePathLaws(\Pair.Action.AllCasePaths.inner, samples: [.greet("a")], otherCases: [.outer(.greet("a"))])
    checkCasePathLaws(\Pair.Action.AllCasePaths.outer, samples: [.greeted("a")], otherCases: [.inner(.greet("a"))])
  }

  /// A dependency whose value is optional reads its default until overridden, and an override
  /// with nil is kept as nil.
  @Test func anOptionalDependencyReadsItsDefaultUntilOverridden() {
    #expect(DependencyValues.current[OptionalNumberKey.self] == 42)
    withDependencies { $0[OptionalNumberKey.self] = nil } operation: {
      #expect(DependencyValues.current[OptionalNumberKey.self] == nil)
    }
    withDependencies { $0[OptionalNumberKey.self] = 7 } operation: {
      #expect(DependencyValues.current[OptionalNumberKey.self] == 7)
    }
  }
}

/// A dependency of optional type, with a default that is not nil.
private enum OptionalNumberKey: DependencyKey {
  static let liveValue: Int? = 42
  static let testValue: Int? = 42
}

/// A client that is its own key, read as `@Dependency(Salutation.self)`.
private struct Salutation: DependencyKey {
  var greet: @Sendable (String) -> String
  static let liveValue = Salutation { "Hello, \($0)!" }
  static let testValue = Salutation { "test \($0)" }
}

private struct SalutationScreen {
  @Dependency(Salutation.self) var salutation
  func message() -> String { salutation.greet("Blob") }
}

@Suite struct DependencyByTypeTests {
  @Test func aClientThatIsItsOwnKeyIsReadByItsType() {
    let overridden = withDependencies {
      $0[Salutation.self] = Salutation { "Hi, \($0)" }
    } operation: {
      SalutationScreen().message()
    }
    #expect(overridden == "Hi, Blob")
    let live = withDependencies { $0.context = .live } operation: { SalutationScreen().message() }
    #expect(live == "Hello, Blob!")
  }
}

/// A client whose interface module gives only its test value, as the reference's clients do.
private struct Speller: TestDependencyKey {
  var spell: @Sendable (String) -> String
  static let testValue = Speller { "test \($0)" }
}

/// A value only the program's start sets.
private enum GreetingKey: DependencyKey {
  static let liveValue = "live greeting"
  static let testValue = "test greeting"
}

@Suite struct TestDependencyKeyTests {
  @Test func aTestOnlyKeyGivesItsTestValueInTestsAndReportsItsMissingLiveValue() {
    @Dependency(Speller.self) var speller
    #expect(speller.spell("a") == "test a")
    var live = DependencyValues()
    live.context = .live
    let issues = IssueReporters.capture { _ = live[Speller.self].spell("b") }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("Dependency Speller has no live value.") == true)
  }

  @Test func preparedDependenciesAreWhereEveryReadStarts() {
    prepareDependencies { $0[GreetingKey.self] = "prepared greeting" }
    #expect(DependencyValues()[GreetingKey.self] == "prepared greeting")
    withDependencies { $0[GreetingKey.self] = "overridden" } operation: {
      #expect(DependencyValues.current[GreetingKey.self] == "overridden")
    }
  }
}
