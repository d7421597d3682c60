import CaseStudies
import ComposableArchitecture
import Foundation
import Testing
import TerminalUI
import TestSupport

/// The file-storage study's stats in a real `stats.json` in a temporary directory.
@MainActor
struct StatsFileTests {
  let directory: TemporaryDirectory
  let url: URL

  init() throws {
    directory = try TemporaryDirectory()
    url = URL(fileURLWithPath: directory.file("casestudies/stats.json"))
  }

  /// The study's state as the program opens it, with its own persisting storage.
  func openStudy(_ storage: SharedStorage, clock: TestClock = TestClock()) -> SharedStateFileStorage.State {
    withDependencies {
      $0.continuousClock = clock
      $0.statsFileURL = url
      $0.sharedStorage = storage
    } operation: {
      Catalogue.State(opening: "shared-file-storage")!.open!.value(as: SharedStateFileStorage.State.self)!
    }
  }

  @Test func aSecondStoreReadingTheFileSeesTheSavedStats() async throws {
    let clock = TestClock()
    let first = openStudy(SharedStorage(persisting: true), clock: clock)
    first.counter.$stats.withLock { $0.increment() }
    first.counter.$stats.withLock { $0.increment() }
    first.counter.$stats.withLock { $0.decrement() }

    let second = openStudy(SharedStorage(persisting: true))
    #expect(second.profile.stats == Stats(count: 1, maxCount: 2, minCount: 0, numberOfCounts: 3))
    #expect(second.counter.$stats.loadError == nil)
  }

  /// Two instances of the program side by side on one `stats.json`: + + + in one, - in the
  /// other. Each change is made to the file as it is then, so the count ends at 2, in the
  /// file and on both screens (not -1, the second instance's stale 0 minus one).
  @Test func twoInstancesOnOneFileStayInStep() async throws {
    let (firstClock, secondClock) = (TestClock(), TestClock())
    let first = Store(initialState: openStudy(SharedStorage(persisting: true), clock: firstClock)) { SharedStateFileStorage() }
    let second = Store(initialState: openStudy(SharedStorage(persisting: true), clock: secondClock)) { SharedStateFileStorage() }
    for _ in 1...3 { first.send(.counter(.incrementButtonTapped)) }
    second.send(.counter(.decrementButtonTapped))
    await firstClock.advance(by: .seconds(1))
    await secondClock.advance(by: .seconds(1))

    let saved = try JSONDecoder().decode(Stats.self, from: contents(of: url.path))
    #expect(saved == Stats(count: 2, maxCount: 3, minCount: 0, numberOfCounts: 4))
    #expect(second.state.counter.stats == saved)
    let deadline = ContinuousClock.now + .seconds(1)
    while first.state.counter.stats != saved, ContinuousClock.now < deadline {
      try await Task.sleep(for: .milliseconds(20))
    }
    #expect(first.state.counter.stats == saved)
  }

  @Test func anUnreadableFileGivesZerosAndIsLeftUntouched() throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let corrupt = Data("{ not json".utf8)
    try corrupt.write(to: url)

    let state = openStudy(SharedStorage(persisting: true))
    #expect(state.counter.stats == Stats())
    #expect(state.counter.$stats.loadError != nil)
    #expect(try contents(of: url.path) == corrupt)
  }

  @Test func theScreenSaysWhyTheStatsAreZero() throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: url)
    let state = withDependencies {
      $0.statsFileURL = url
      $0.sharedStorage = SharedStorage(persisting: true)
    } operation: {
      Catalogue.State(opening: "shared-file-storage")!
    }
    var frame = Frame(width: 80, height: 24)
    CatalogueScreen.render(state, into: &frame)
    let words = (0..<24).map { frame.line($0) }.joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(frame.line(7).hasPrefix("   [-] 0 [+]"))
    #expect(words.contains("stats.json does not hold a valid Stats"))
    #expect(words.contains("the default is used, and the file is left as it is until the next change is saved over it."))
  }

  @Test func theFileIsInTheXDGDataDirectory() {
    #expect(statsFileURL(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/b"])?.path == "/data/casestudies/stats.json")
    #expect(statsFileURL(environment: ["XDG_DATA_HOME": "data", "HOME": "/home/b"])?.path == "/home/b/.local/share/casestudies/stats.json")
    #expect(statsFileURL(environment: [:]) == nil)
  }
}
