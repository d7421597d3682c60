import Dependencies
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import IssueReporting
import Synchronization

/// Where the shared values created with a key live: two `@Shared(.inMemory("stats"))` in one
/// storage are one value. A storage that persists loads each value through its key on first
/// use and saves it after changes; one that does not keeps every value in memory only.
///
/// Read from the dependency `sharedStorage`: live, one persisting storage for the whole
/// program, flushed when it exits; in tests, each store gets a storage of its own that
/// persists nothing, so tests running in parallel never see each other's values. A test
/// that needs two stores to share, files written or values seeded makes one and sets it.
public final class SharedStorage: Sendable {
  /// Whether values are loaded and saved through their keys.
  public let isPersisting: Bool
  private let references = Mutex<[AnyHashable: any AnySharedReference]>([:])

  /// Creates an empty storage; `persisting: false` keeps every value in memory, whatever
  /// its key.
  public init(persisting: Bool) {
    self.isPersisting = persisting
  }

  /// Gives the value under `key` a known value, as if it had been loaded, without reading or
  /// writing anything: a test starts from it.
  public func seed<Key: SharedKey>(_ key: Key, _ value: Key.Value) {
    let existing = references.withLock { references -> (any AnySharedReference)? in
      if let existing = references[key.id] { return existing }
      let version = crossProcessVersion(of: key)
      references[key.id] = SharedReference(
        value: value, saving: saving(for: key), crossProcess: crossProcess(for: key, seenVersion: version)
      )
      return nil
    }
    guard let existing else { return }
    guard let reference = existing as? SharedReference<Key.Value> else {
      reportMismatch(key, existing)
      return
    }
    reference.replaceLoadedValue(value)
  }

  /// Saves now every change still waiting for its save delay, as before the program exits.
  public func flush() {
    for reference in references.withLock({ Array($0.values) }) {
      reference.flushPendingSave()
    }
  }

  /// The reference for `key`: the one in this storage, or a new one holding the loaded value,
  /// or the default when nothing is stored or it can't be read.
  ///
  /// The value is loaded, and the default made, outside the lock: a default may itself make
  /// shared values. Should two threads make the same key's reference at once, the first kept
  /// wins.
  package func reference<Key: SharedKey>(
    for key: Key, default makeDefault: () -> Key.Value
  ) -> SharedReference<Key.Value> {
    var found = references.withLock { $0[key.id] }
    if found == nil {
      var loaded: (value: Key.Value?, loadError: (any Error)?, crossProcess: (any SharedCrossProcessUpdating<Key.Value>)?)
      loaded = (nil, nil, nil)
      if isPersisting { loaded = load(key) }
      let made = SharedReference(
        value: loaded.value ?? makeDefault(), status: SharedStatus(loadError: loaded.loadError),
        saving: saving(for: key), crossProcess: loaded.crossProcess
      )
      found = references.withLock { references in
        if let existing = references[key.id] { return existing }
        references[key.id] = made
        return made
      }
    }
    if let reference = found as? SharedReference<Key.Value> { return reference }
    if let found { reportMismatch(key, found) }
    return SharedReference(value: makeDefault())
  }

  /// Loads the value under `key`; for a key shared across processes, with the version read,
  /// so that the first look for other processes' changes does not reload it.
  private func load<Key: SharedKey>(
    _ key: Key
  ) -> (value: Key.Value?, loadError: (any Error)?, crossProcess: (any SharedCrossProcessUpdating<Key.Value>)?) {
    if let crossProcessKey = key as? any CrossProcessSharedKey<Key.Value> {
      return Self.loadAcrossProcesses(crossProcessKey)
    }
    do {
      return (try key.load(), nil, nil)
    } catch {
      return (nil, error, nil)
    }
  }

  private static func loadAcrossProcesses<Key: CrossProcessSharedKey>(
    _ key: Key
  ) -> (value: Key.Value?, loadError: (any Error)?, crossProcess: (any SharedCrossProcessUpdating<Key.Value>)?) {
    do {
      let (value, version) = try key.loadWithVersion()
      return (value, nil, SharedCrossProcessValue(key: key, seenVersion: version))
    } catch {
      // Unreadable as it is: read again once it changes.
      let version = try? key.storedVersion()
      return (nil, error, SharedCrossProcessValue(key: key, seenVersion: version))
    }
  }

  /// The cross-process updating of a seeded value: its stored version counts as seen, so the
  /// seed stands until another process changes what is stored.
  private func crossProcess<Key: SharedKey>(
    for key: Key, seenVersion: (any Sendable)?
  ) -> (any SharedCrossProcessUpdating<Key.Value>)? {
    guard isPersisting, let crossProcessKey = key as? any CrossProcessSharedKey<Key.Value> else { return nil }
    return Self.crossProcess(crossProcessKey, seenVersion: seenVersion)
  }

  private static func crossProcess<Key: CrossProcessSharedKey>(
    _ key: Key, seenVersion: (any Sendable)?
  ) -> any SharedCrossProcessUpdating<Key.Value> {
    SharedCrossProcessValue(key: key, seenVersion: seenVersion as? Key.Version)
  }

  private func crossProcessVersion<Key: SharedKey>(of key: Key) -> (any Sendable)? {
    guard isPersisting, let crossProcessKey = key as? any CrossProcessSharedKey<Key.Value> else { return nil }
    return Self.storedVersion(of: crossProcessKey)
  }

  private static func storedVersion<Key: CrossProcessSharedKey>(of key: Key) -> (any Sendable)? {
    try? key.storedVersion()
  }

  private func saving<Key: SharedKey>(for key: Key) -> SharedSaving<Key.Value>? {
    guard isPersisting, !(key is InMemoryKey<Key.Value>) else { return nil }
    return SharedSaving(key: key, clock: DependencyValues.current.continuousClock)
  }

  private func reportMismatch<Key: SharedKey>(_ key: Key, _ existing: any AnySharedReference) {
    reportIssue(
      """
      The shared key \(key.id) holds a value of type \(type(of: existing.anyValue)), not \
      \(Key.Value.self). Give values of different types different keys.
      """
    )
  }
}

extension DependencyValues {
  /// Where shared values created with a key live; see ``SharedStorage``.
  public var sharedStorage: SharedStorage {
    get { self[SharedStorageKey.self] }
    set { self[SharedStorageKey.self] = newValue }
  }

  /// In tests, gives a store whose dependencies name no shared storage the storage of the
  /// running test (see `TestSharedStorages`), or else one of its own, so that tests
  /// running in parallel never see each other's values.
  @usableFromInline package mutating func giveStoreItsOwnSharedStorageInTests() {
    guard context == .test, !hasValue(for: SharedStorageKey.self) else { return }
    sharedStorage = SharedStorageKey.testValue
  }
}

private enum SharedStorageKey: DependencyKey {
  static let liveValue = SharedStorage.program
  static let previewValue = SharedStorage(persisting: false)
  /// The running test's storage, so that `@Shared` in a test's body and the stores it makes
  /// share values; outside a Swift Testing test, made anew on each read (a store keeps the
  /// one it made).
  static var testValue: SharedStorage {
    TestSharedStorages.storageOfTheRunningTest() ?? SharedStorage(persisting: false)
  }
}

/// One shared storage per running Swift Testing test: a `@Shared(.syncUps)` declared in a
/// test's body and the `TestStore` the test makes hold the same value, and tests running in
/// parallel never see each other's. Cases of a parameterized test run in parallel and cannot
/// be told apart, so each of their stores keeps a storage of its own, as under XCTest.
private enum TestSharedStorages {
  private static let storages = Mutex<[String: SharedStorage]>([:])

  /// The storage of the test running in this task; nil outside a test.
  static func storageOfTheRunningTest() -> SharedStorage? {
    guard let test = IssueReporters.currentTestID else { return nil }
    return storages.withLock { storages in
      if let storage = storages[test] { return storage }
      let storage = SharedStorage(persisting: false)
      storages[test] = storage
      return storage
    }
  }
}

extension SharedStorage {
  /// The program's storage, flushed when the process exits.
  static let program: SharedStorage = {
    let storage = SharedStorage(persisting: true)
    atexit { SharedStorage.program.flush() }
    return storage
  }()
}
