import ComposableArchitecture
import Testing

/// Rolls a die in an effect, as a game would.
private struct Dice: Reducer {
  struct State: Equatable {
    var rolls: [Int] = []
  }
  enum Action: Equatable {
    case rollButtonTapped
    case rolled(Int)
  }
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rollButtonTapped:
      return .run { [withRandomNumberGenerator] send in
        await send(.rolled(withRandomNumberGenerator { generator in Int.random(in: 1...6, using: &generator) }))
      }
    case let .rolled(value):
      state.rolls.append(value)
      return .none
    }
  }
}

@MainActor
struct WithRandomNumberGeneratorTests {
  /// The first outputs of SplitMix64 for seeds 0 and 42, as its reference implementation gives
  /// them: the seeded generator is the published algorithm, on every platform.
  @Test func seededDrawsFollowSplitMix64() {
    let zero = WithRandomNumberGenerator.seeded(0)
    #expect((0..<3).map { _ in zero { $0.next() } } == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    let fortyTwo = WithRandomNumberGenerator.seeded(42)
    #expect(fortyTwo { [$0.next(), $0.next(), $0.next()] } == [0xBDD7_3226_2FEB_6E95, 0x28EF_E333_B266_F103, 0x4752_6757_130F_9F52])
  }

  @Test func sameSeedSameRollsOtherSeedOtherRolls() {
    func rolls(seed: UInt64) -> [Int] {
      let withRandomNumberGenerator = WithRandomNumberGenerator.seeded(seed)
      return (0..<20).map { _ in withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) } }
    }
    #expect(rolls(seed: 42) == rolls(seed: 42))
    #expect(rolls(seed: 42) != rolls(seed: 43))
    #expect(rolls(seed: 42).allSatisfy { (1...6).contains($0) })
  }

  @Test func seededRollsInAnEffectAreKnownUpFront() async {
    let sameSeed = WithRandomNumberGenerator.seeded(42)
    let expected = sameSeed { generator in
      [Int.random(in: 1...6, using: &generator), Int.random(in: 1...6, using: &generator)]
    }
    let store = TestStore(initialState: Dice.State()) { Dice() } withDependencies: {
      $0.withRandomNumberGenerator = .seeded(42)
    }
    await store.send(.rollButtonTapped)
    await store.receive(.rolled(expected[0])) { $0.rolls = [expected[0]] }
    await store.send(.rollButtonTapped)
    await store.receive(.rolled(expected[1])) { $0.rolls = expected }
  }

  @Test func unimplementedReportsOnceNamingTheDependencyAndGoesOn() {
    var rolls: [Int] = []
    let issues = IssueReporters.capture {
      @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
      rolls = withRandomNumberGenerator { generator in
        (0..<3).map { _ in Int.random(in: 1...6, using: &generator) }
      }
    }
    #expect(issues.map(\.message) == [
      """
      Unimplemented: @Dependency(\\.withRandomNumberGenerator) was used in a test without being \
      overridden. Use withDependencies: { $0.withRandomNumberGenerator = .seeded(42) }.
      """,
    ])
    #expect(rolls.count == 3)
  }

  @Test func liveDrawsFromTheSystemWithoutIssues() {
    var values = DependencyValues()
    values.context = .live
    let issues = IssueReporters.capture {
      let draws = values.withRandomNumberGenerator { generator in (0..<4).map { _ in generator.next() } }
      #expect(Set(draws).count == 4)
    }
    #expect(issues.isEmpty)
  }
}
