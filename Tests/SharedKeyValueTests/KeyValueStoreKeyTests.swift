import ComposableArchitecture
import Foundation
import Persistence
import SharedKeyValue
import Testing
import TestSupport

/// `.appStorage` shared values, kept in a real SQLite file in a temporary directory.
@Suite struct KeyValueStoreKeyTests {
  let directory: TemporaryDirectory
  let path: String

  init() throws {
    directory = try TemporaryDirectory()
    path = directory.file("shared.sqlite")
  }

  /// A shared count made with `store` and a persisting storage, as a program makes it.
  private func sharedCount(in store: KeyValueStore?, storage: SharedStorage = SharedStorage(persisting: true)) -> Shared<Int> {
    withDependencies {
      $0.defaultKeyValueStore = store
      $0.sharedStorage = storage
    } operation: {
      Shared(wrappedValue: 0, .appStorage("sharedStateDemoCount"))
    }
  }

  @Test func aChangeIsSavedAndLoadedBack() throws {
    let count = sharedCount(in: try KeyValueStore(database: Database(path: path)))
    #expect(count.wrappedValue == 0)
    count.withLock { $0 += 2 }
    #expect(count.persistenceError == nil)

    let reopened = try KeyValueStore(database: Database(path: path))
    #expect(try reopened.get("sharedStateDemoCount", as: Int.self) == 2)
    #expect(sharedCount(in: reopened).wrappedValue == 2)
  }

  @Test func oneKeyInOneStorageIsOneValue() throws {
    let store = try KeyValueStore(database: Database(path: path))
    let storage = SharedStorage(persisting: true)
    let first = sharedCount(in: store, storage: storage)
    let second = sharedCount(in: store, storage: storage)
    first.withLock { $0 = 9 }
    #expect(second.wrappedValue == 9)
  }

  @Test func aValueThatDoesNotDecodeGivesTheDefaultAndIsLeftUntilTheNextChange() throws {
    let store = try KeyValueStore(database: Database(path: path))
    try store.set("not a number", for: "sharedStateDemoCount")
    let count = sharedCount(in: store)
    #expect(count.wrappedValue == 0)
    #expect(count.persistenceError is DecodingError)
    #expect(try store.get("sharedStateDemoCount", as: String.self) == "not a number")

    count.withLock { $0 = 1 }
    #expect(count.persistenceError == nil)
    #expect(try store.get("sharedStateDemoCount", as: Int.self) == 1)
  }

  @Test func withoutAStoreTheValueStaysInMemoryAndSaysSo() {
    let count = sharedCount(in: nil)
    count.withLock { $0 = 4 }
    #expect(count.wrappedValue == 4)
    #expect(count.persistenceError as? KeyValueStoreKeyError == .noStore(key: "sharedStateDemoCount"))
    #expect("\(count.persistenceError.map { "\($0)" } ?? "")".hasPrefix("sharedStateDemoCount is kept in memory only"))
  }

  @Test func testsKeepKeyValueSharedValuesInMemory() throws {
    let store = try KeyValueStore(database: Database(path: path))
    let count = withDependencies {
      $0.defaultKeyValueStore = store
    } operation: {
      Shared(wrappedValue: 0, .appStorage("sharedStateDemoCount"))
    }
    count.withLock { $0 = 3 }
    #expect(count.wrappedValue == 3)
    #expect(try store.keys() == [])
  }
}
