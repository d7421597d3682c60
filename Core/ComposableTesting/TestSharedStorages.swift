import ComposableCore
import Synchronization
import Testing

/// One shared storage per running Swift Testing test: a `@Shared(.syncUps)` declared in a
/// test's body and the `TestStore` the test makes hold the same value, and tests running in
/// parallel never see each other's. Cases of a parameterized test run in parallel and cannot
/// be told apart, so each of their stores keeps a storage of its own, as under XCTest.
///
/// The core finds this type by name (see `SharedStorageOfTests`); rename it only together.
public enum TestSharedStorages: SharedStorageOfTests {
  private static let storages = Mutex<[Test.ID: SharedStorage]>([:])

  package static func storageOfTheRunningTest() -> SharedStorage? {
    guard let test = Test.current, Test.Case.current?.isParameterized != true else { return nil }
    return storages.withLock { storages in
      if let storage = storages[test.id] { return storage }
      let storage = SharedStorage(persisting: false)
      storages[test.id] = storage
      return storage
    }
  }
}
