import ComposableArchitecture
import Testing
import TerminalScript

/// A program makes its `FeatureUnderTest` at every start, whether or not a test is written.
@MainActor
@Suite struct FeatureUnderTestTests {
  /// The set-up may spell out all of a user's data (syncups writes its whole list): making
  /// the feature must not write it.
  @Test func itsSetUpIsWrittenOnlyWhenATestIs() {
    let written = LockIsolated(0)
    func setUp() -> [String] {
      written.withValue { $0 += 1 }
      return ["let seconds = 0"]
    }
    _ = FeatureUnderTest<Stopwatch.State, Stopwatch.Action>(
      Stopwatch(), imports: [], state: \.self, action: \.self, setUp: setUp()
    )
    #expect(written.value == 0)
  }
}
