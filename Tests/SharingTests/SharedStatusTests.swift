import ComposableArchitecture
import Foundation
import Synchronization
import Testing

private struct StorageFailure: Error, Equatable {
  let reason: String
}

/// A stored count whose reads and writes fail, or wait, when a test says so.
private final class ScriptedStorage: Sendable {
  struct State {
    var stored: Int?
    var loadFailure: StorageFailure?
    var saveFailure: StorageFailure?
    var loadsWaiting = false
  }

  let state: Mutex<State>
  /// Signalled by a waiting load once it has started; the test then signals `release`.
  let started = DispatchSemaphore(value: 0)
  let release = DispatchSemaphore(value: 0)

  init(_ state: State) {
    self.state = Mutex(state)
  }

  var stored: Int? { state.withLock { $0.stored } }
}

private struct ScriptedKey: SharedKey {
  let storage: ScriptedStorage

  var id: String { "scripted" }

  func load() throws -> Int? {
    let (failure, waits, stored) = storage.state.withLock { ($0.loadFailure, $0.loadsWaiting, $0.stored) }
    if waits {
      storage.started.signal()
      storage.release.wait()
    }
    if let failure { throw failure }
    return stored
  }

  func save(_ value: Int) throws {
    try storage.state.withLock { state in
      if let failure = state.saveFailure { throw failure }
      state.stored = value
    }
  }
}

/// A shared value says when its storage fails: `loadError`, `saveError`, `isLoading`.
@Suite struct SharedStatusTests {
  private func count(in storage: ScriptedStorage) -> Shared<Int> {
    withDependencies { $0.sharedStorage = SharedStorage(persisting: true) } operation: {
      Shared(wrappedValue: 0, ScriptedKey(storage: storage))
    }
  }

  @Test func aFailedLoadGivesTheDefaultAndShowsAsTheLoadError() {
    let count = count(in: ScriptedStorage(.init(stored: 5, loadFailure: StorageFailure(reason: "unreadable"))))
    #expect(count.wrappedValue == 0)
    #expect(count.loadError as? StorageFailure == StorageFailure(reason: "unreadable"))
    #expect(count.saveError == nil)
    #expect(count.persistenceError as? StorageFailure == StorageFailure(reason: "unreadable"))
  }

  @Test func aFailedSaveKeepsTheChangeInMemoryAndSaysSoUntilASaveSucceeds() {
    let storage = ScriptedStorage(.init(stored: 1, saveFailure: StorageFailure(reason: "disk full")))
    let count = count(in: storage)
    count.withLock { $0 += 1 }
    #expect(count.wrappedValue == 2)
    #expect(storage.stored == 1)
    #expect(count.saveError as? StorageFailure == StorageFailure(reason: "disk full"))
    #expect(count.loadError == nil)

    storage.state.withLock { $0.saveFailure = nil }
    count.withLock { $0 += 1 }
    #expect(storage.stored == 3)
    #expect(count.saveError == nil)
  }

  @Test func theSaveErrorComesFirstInPersistenceError() {
    let storage = ScriptedStorage(
      .init(loadFailure: StorageFailure(reason: "unreadable"), saveFailure: StorageFailure(reason: "disk full"))
    )
    let count = count(in: storage)
    count.withLock { $0 = 1 }
    #expect(count.loadError as? StorageFailure == StorageFailure(reason: "unreadable"))
    #expect(count.persistenceError as? StorageFailure == StorageFailure(reason: "disk full"))
  }

  @Test func saveWritesAgainAfterAFailureAndThrowsWhileItFails() async throws {
    let storage = ScriptedStorage(.init(saveFailure: StorageFailure(reason: "disk full")))
    let count = count(in: storage)
    count.withLock { $0 = 4 }
    await #expect(throws: StorageFailure(reason: "disk full")) { try await count.save() }
    storage.state.withLock { $0.saveFailure = nil }
    try await count.save()
    #expect(storage.stored == 4)
    #expect(count.saveError == nil)
  }

  @Test func loadReadsTheStoredValueAndThrowsWhatCouldNotBeRead() async throws {
    let storage = ScriptedStorage(.init(stored: 1))
    let count = count(in: storage)
    storage.state.withLock { $0.stored = 9 }
    try await count.load()
    #expect(count.wrappedValue == 9)

    storage.state.withLock { $0.loadFailure = StorageFailure(reason: "gone") }
    await #expect(throws: StorageFailure(reason: "gone")) { try await count.load() }
    #expect(count.wrappedValue == 9)
    #expect(count.loadError as? StorageFailure == StorageFailure(reason: "gone"))
  }

  @Test func isLoadingWhileALoadRuns() async throws {
    let storage = ScriptedStorage(.init(stored: 1))
    let count = count(in: storage)
    #expect(!count.isLoading)
    storage.state.withLock {
      $0.stored = 2
      $0.loadsWaiting = true
    }
    let loading = Task { try await count.load() }
    await withCheckedContinuation { continuation in
      Thread {
        storage.started.wait()
        continuation.resume()
      }.start()
    }
    #expect(count.isLoading)
    #expect(count.wrappedValue == 1)
    storage.release.signal()
    try await loading.value
    #expect(!count.isLoading)
    #expect(count.wrappedValue == 2)
  }

  @Test func valuesKeptInMemoryHaveNothingToSay() async throws {
    let count = Shared(value: 3)
    try await count.load()
    try await count.save()
    #expect(count.loadError == nil && count.saveError == nil && !count.isLoading)
    #expect(count.wrappedValue == 3)
  }
}
