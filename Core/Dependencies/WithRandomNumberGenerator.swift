import Synchronization

/// Gives code one random number generator to draw from, so tests can make "random" outcomes
/// repeatable with ``seeded(_:)``.
///
/// ```swift
/// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
/// let roll = withRandomNumberGenerator { generator in Int.random(in: 1...6, using: &generator) }
/// ```
///
/// Draws are serialised by a lock, so concurrent effects never share a draw; their order, and
/// so who gets which number, is only repeatable when the effects are.
public final class WithRandomNumberGenerator: Sendable {
  private let generator: Mutex<any RandomNumberGenerator & Sendable>

  /// Draws from `generator`; each draw continues where the previous one stopped.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = Mutex(generator)
  }

  /// Runs `work` with exclusive use of the generator and returns what it returns.
  public func callAsFunction<Result>(
    _ work: (inout any RandomNumberGenerator & Sendable) throws -> Result
  ) rethrows -> sending Result {
    try generator.withLock { generator in try work(&generator) }
  }

  /// Draws from `generator` from now on: a run started again from its seed draws the same
  /// numbers again.
  package func restart(with generator: some RandomNumberGenerator & Sendable) {
    self.generator.withLock { $0 = generator }
  }

  /// The system's cryptographically secure generator: the live value.
  public static var system: WithRandomNumberGenerator {
    WithRandomNumberGenerator(SystemRandomNumberGenerator())
  }

  /// A generator that yields the same numbers for the same seed, on every machine and run: the
  /// SplitMix64 generator (Steele, Lea and Flood, 2014), which every 64-bit seed suits, 0 too.
  public static func seeded(_ seed: UInt64) -> WithRandomNumberGenerator {
    WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: seed))
  }
}

/// A generator that replays: the same seed gives the same numbers on every machine and run,
/// so a failing random test can be run again from its seed. It is SplitMix64: a 64-bit state
/// advanced by a fixed odd constant, each output a mix of the state. Fast and statistically
/// good for tests and games; not for secrets.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Starts the sequence of `seed`; every 64-bit seed suits, 0 too.
  public init(seed: UInt64) {
    state = seed
  }

  /// The next number of the sequence.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// The test value: the first draw reports an issue naming the dependency, then draws continue
/// from ``WithRandomNumberGenerator/seeded(_:)`` with seed 0 so the code under test can go on.
private struct UnimplementedRandomNumberGenerator: RandomNumberGenerator, Sendable {
  var hasReported = false
  var fallback = SeededRandomNumberGenerator(seed: 0)

  mutating func next() -> UInt64 {
    if !hasReported {
      hasReported = true
      reportIssue(
        """
        Unimplemented: @Dependency(\\.withRandomNumberGenerator) was used in a test without being \
        overridden. Use withDependencies: { $0.withRandomNumberGenerator = .seeded(42) }.
        """
      )
    }
    return fallback.next()
  }
}

extension DependencyValues {
  /// The random number generator effects and reducers draw from. Live: the system generator.
  /// Test: reports an issue when drawn from; override it with ``WithRandomNumberGenerator/seeded(_:)``.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static var liveValue: WithRandomNumberGenerator { .system }
  static var testValue: WithRandomNumberGenerator {
    WithRandomNumberGenerator(UnimplementedRandomNumberGenerator())
  }
}
