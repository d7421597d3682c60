import ComposableArchitecture
import Testing

private struct Stats: Equatable, Sendable {
  var count = 0
}

/// Values made with a key live in a `SharedStorage`: one value per key and storage.
@Suite struct SharedStorageTests {
  private func stats(_ name: String, in storage: SharedStorage, default value: Stats = Stats()) -> Shared<Stats> {
    withDependencies { $0.sharedStorage = storage } operation: {
      Shared(wrappedValue: value, .inMemory(name))
    }
  }

  @Test func oneNameInOneStorageIsOneValue() {
    let storage = SharedStorage(persisting: false)
    let first = stats("stats", in: storage)
    let second = stats("stats", in: storage, default: Stats(count: 99))
    #expect(second.wrappedValue.count == 0)
    first.withLock { $0.count = 1 }
    #expect(second.wrappedValue.count == 1)
    #expect(stats("other", in: storage).wrappedValue.count == 0)
  }

  @Test func twoStoragesNeverShare() {
    let first = stats("stats", in: SharedStorage(persisting: false))
    let second = stats("stats", in: SharedStorage(persisting: false))
    first.withLock { $0.count = 1 }
    #expect(second.wrappedValue.count == 0)
  }

  @Test func aSeededValueIsTheStartingValue() {
    let storage = SharedStorage(persisting: false)
    storage.seed(InMemoryKey<Stats>("stats"), Stats(count: 5))
    #expect(stats("stats", in: storage).wrappedValue.count == 5)
  }

  @Test func seedingReplacesAValueInUse() {
    let storage = SharedStorage(persisting: false)
    let stats = stats("stats", in: storage)
    storage.seed(InMemoryKey<Stats>("stats"), Stats(count: 6))
    #expect(stats.wrappedValue.count == 6)
  }

  @Test func oneNameForTwoTypesIsReported() {
    let storage = SharedStorage(persisting: false)
    _ = stats("value", in: storage)
    let issues = IssueReporters.capture {
      let number = withDependencies { $0.sharedStorage = storage } operation: {
        Shared(wrappedValue: 3, .inMemory("value"))
      }
      #expect(number.wrappedValue == 3)
    }
    #expect(issues.map(\.message) == [
      "The shared key inMemory(\"value\") holds a value of type Stats, not Int. "
        + "Give values of different types different keys."
    ])
  }

  @Test func testsUseAnInMemoryStorage() {
    #expect(!DependencyValues.current.sharedStorage.isPersisting)
  }
}
