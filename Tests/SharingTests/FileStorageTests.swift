import ComposableArchitecture
import Foundation
import Synchronization
import Testing
import TestSupport

private struct Stats: Codable, Equatable, Sendable {
  var count = 0
  var events = 0
}

/// A key that wraps a file key and counts its saves: not itself a cross-process key, so it is
/// saved after its delay, to see a burst of changes written once.
private struct CountedFileKey: SharedKey {
  let file: FileStorageKey<Stats>
  let saves: Counter

  final class Counter: Sendable {
    let count = Mutex(0)
  }

  var id: FileStorageKeyID { file.id }
  var saveDelay: Duration { file.saveDelay }
  func load() throws -> Stats? { try file.load() }
  func save(_ value: Stats) throws {
    saves.count.withLock { $0 += 1 }
    try file.save(value)
  }
}

private struct SimulatedCrash: Error {}

/// Whether a save fails, switched by the test.
private final class Failing: Sendable {
  let isOn = Mutex(false)
}

/// `.fileStorage`: JSON in a file of a temporary directory, saves on a test clock.
@MainActor @Suite struct FileStorageTests {
  let directory: TemporaryDirectory
  let url: URL
  let clock = TestClock()

  init() throws {
    directory = try TemporaryDirectory()
    url = URL(fileURLWithPath: directory.file("stats.json"))
  }

  /// The shared stats in `storage`, made as a feature's state makes them.
  private func stats(
    in storage: SharedStorage, key: (any SharedKey<Stats>)? = nil
  ) -> Shared<Stats> {
    let key: any SharedKey<Stats> = key ?? FileStorageKey(url: url)
    return withDependencies {
      $0.sharedStorage = storage
      $0.continuousClock = clock
    } operation: {
      Shared(wrappedValue: Stats(), key)
    }
  }

  private var fileText: String? {
    try? String(contentsOf: url, encoding: .utf8)
  }

  @Test func aSavedValueIsLoadedByTheNextProgram() async throws {
    let stats = stats(in: SharedStorage(persisting: true))
    #expect(stats.wrappedValue == Stats())
    #expect(fileText == nil)
    stats.withLock { $0.count = 1 }
    #expect(fileText == "{\n  \"count\" : 1,\n  \"events\" : 0\n}")
    #expect(self.stats(in: SharedStorage(persisting: true)).wrappedValue == Stats(count: 1, events: 0))
  }

  @Test func aBurstOfChangesIsWrittenOnceAfterTheDelay() async throws {
    let counter = CountedFileKey.Counter()
    let key = CountedFileKey(file: FileStorageKey(url: url), saves: counter)
    let stats = stats(in: SharedStorage(persisting: true), key: key)
    for _ in 1...3 { stats.withLock { $0.count += 1 } }
    await clock.advance(by: .milliseconds(999))
    #expect(counter.count.withLock { $0 } == 0)
    #expect(fileText == nil)
    await clock.advance(by: .milliseconds(1))
    #expect(counter.count.withLock { $0 } == 1)
    #expect(fileText?.contains("\"count\" : 3") == true)

    stats.withLock { $0.events = 1 }
    await clock.advance(by: .seconds(1))
    #expect(counter.count.withLock { $0 } == 2)
  }

  @Test func flushWritesAWaitingChangeAtOnce() async throws {
    let counter = CountedFileKey.Counter()
    let storage = SharedStorage(persisting: true)
    let stats = stats(in: storage, key: CountedFileKey(file: FileStorageKey(url: url), saves: counter))
    stats.withLock { $0.count = 4 }
    storage.flush()
    #expect(fileText?.contains("\"count\" : 4") == true)
    await clock.run()
    storage.flush()
    #expect(counter.count.withLock { $0 } == 1)
  }

  @Test func aCorruptFileGivesTheDefaultIsReportedAndLeftUntilTheNextChange() async throws {
    let corrupt = Data("{\"count\": \"many\"".utf8)
    try corrupt.write(to: url)
    let storage = SharedStorage(persisting: true)
    let stats = stats(in: storage)
    #expect(stats.wrappedValue == Stats())
    let error = try #require(stats.loadError as? FileStorageError)
    #expect(stats.saveError == nil)
    #expect(error.kind == .notDecodable("Stats"))
    #expect(error.description.hasPrefix("\(url.path) does not hold a valid Stats ("))
    #expect(error.description.hasSuffix(
      "); the default is used, and the file is left as it is until the next change is saved over it."
    ))

    await clock.run()
    storage.flush()
    #expect(try contents(of: url.path) == corrupt)

    stats.withLock { $0.count = 1 }
    #expect(stats.loadError == nil)
    #expect(self.stats(in: SharedStorage(persisting: true)).wrappedValue.count == 1)
  }

  @Test func anUnreadableFileGivesTheDefaultAndIsReported() async throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let stats = stats(in: SharedStorage(persisting: true))
    #expect(stats.wrappedValue == Stats())
    #expect((stats.loadError as? FileStorageError)?.kind == .unreadable)
  }

  @Test func aCrashBetweenWriteAndRenameLeavesTheOldFile() async throws {
    let first = stats(in: SharedStorage(persisting: true))
    first.withLock { $0.count = 1 }
    await clock.advance(by: .seconds(1))
    let old = try contents(of: url.path)

    let crashing = FileStorageKey<Stats>(url: url, beforeRename: { throw SimulatedCrash() })
    let storage = SharedStorage(persisting: true)
    let stats = stats(in: storage, key: crashing)
    stats.withLock { $0.count = 2 }
    #expect((stats.saveError as? FileStorageError)?.kind == .unwritable)
    #expect(stats.wrappedValue.count == 2)
    #expect(try contents(of: url.path) == old)
    #expect(try directory.fileNames() == [".stats.json.lock", ".stats.json.saving", "stats.json"])
    #expect(self.stats(in: SharedStorage(persisting: true)).wrappedValue.count == 1)

    let next = self.stats(in: SharedStorage(persisting: true))
    next.withLock { $0.count = 3 }
    #expect(try directory.fileNames() == [".stats.json.lock", "stats.json"])
    #expect(fileText?.contains("\"count\" : 3") == true)
  }

  @Test func aFailedSaveIsReportedUntilASaveSucceeds() async throws {
    let blocked = URL(fileURLWithPath: directory.file("blocked/stats.json"))
    try Data().write(to: URL(fileURLWithPath: directory.file("blocked")))
    let storage = SharedStorage(persisting: true)
    let stats = stats(in: storage, key: FileStorageKey(url: blocked))
    stats.withLock { $0.count = 1 }
    let error = try #require(stats.saveError as? FileStorageError)
    #expect(error.kind == .unwritable)
    #expect(error.description.hasSuffix("the change is kept in memory and saved again after the next change."))
    #expect(stats.wrappedValue.count == 1)

    try FileManager.default.removeItem(atPath: directory.file("blocked"))
    stats.withLock { $0.count = 2 }
    #expect(stats.saveError == nil)
  }

  /// The system's reason, not Foundation's "NSCocoaErrorDomain error 512".
  @Test func aRefusedWriteIsToldInTheSystemsWords() async throws {
    let url = URL(fileURLWithPath: directory.file("stats.json"))
    // A directory where the new contents are written aside refuses the write.
    try FileManager.default.createDirectory(at: AtomicFile.asideURL(for: url), withIntermediateDirectories: true)
    let stats = stats(in: SharedStorage(persisting: true), key: FileStorageKey(url: url))
    stats.withLock { $0.count = 1 }
    let error = try #require(stats.saveError as? FileStorageError)
    #expect(
      error.description
        == "\(url.path) could not be saved (cannot create .stats.json.saving: Is a directory); "
        + "the change is kept in memory and saved again after the next change.")
  }

  @Test func aChangeThatCouldNotBeSavedIsKeptByTheNextChange() async throws {
    let failing = Failing()
    let key = FileStorageKey<Stats>(url: url, beforeRename: {
      if failing.isOn.withLock({ $0 }) { throw SimulatedCrash() }
    })
    let stats = stats(in: SharedStorage(persisting: true), key: key)
    stats.withLock { $0.count = 5 }
    failing.isOn.withLock { $0 = true }
    stats.withLock { $0.count += 1 }
    #expect((stats.saveError as? FileStorageError)?.kind == .unwritable)
    #expect(stats.wrappedValue.count == 6)
    #expect(fileText?.contains("\"count\" : 5") == true)

    failing.isOn.withLock { $0 = false }
    stats.withLock { $0.count += 1 }
    #expect(stats.saveError == nil)
    #expect(stats.wrappedValue.count == 7)
    #expect(fileText?.contains("\"count\" : 7") == true)
  }

  /// Had the unsaved change been written, the other program's would be lost without a word;
  /// ours was reported when its save failed.
  @Test func anUnsavedChangeGivesWayToAnotherProgramsSavedOne() async throws {
    let failing = Failing()
    let key = FileStorageKey<Stats>(url: url, beforeRename: {
      if failing.isOn.withLock({ $0 }) { throw SimulatedCrash() }
    })
    let stats = stats(in: SharedStorage(persisting: true), key: key)
    stats.withLock { $0.count = 5 }
    failing.isOn.withLock { $0 = true }
    stats.withLock { $0.count += 1 }
    self.stats(in: SharedStorage(persisting: true)).withLock { $0.count = 10 }

    failing.isOn.withLock { $0 = false }
    stats.withLock { $0.count += 1 }
    #expect(stats.saveError == nil)
    #expect(stats.wrappedValue.count == 11)
    #expect(fileText?.contains("\"count\" : 11") == true)
  }

  @Test func reloadReadsWhatAnotherProgramSaved() async throws {
    let stats = stats(in: SharedStorage(persisting: true))
    let other = self.stats(in: SharedStorage(persisting: true))
    other.withLock { $0.count = 8 }
    stats.reload()
    #expect(stats.wrappedValue.count == 8)
  }

  @Test func eachChangeIsWrittenAtOnceWithNoClockToWaitFor() async throws {
    let stats = stats(in: SharedStorage(persisting: true))
    stats.withLock { $0.count = 2 }
    #expect(fileText == "{\n  \"count\" : 2,\n  \"events\" : 0\n}")
    #expect(try directory.fileNames() == [".stats.json.lock", "stats.json"])
  }

  @Test func aProgramSavesWhatIsPendingWhenItExits() async throws {
    let writer = try ChildProcess.builtExecutable(named: "shared-exit-writer")
    let result = try await ChildProcess.run(writer, [url.path, "3"])
    #expect(result.status == 0)
    #expect(result.output == "3\n")
    #expect(fileText == "3")
  }

  @Test func testsNeverTouchTheFileUnlessTheyAskTo() async throws {
    let stats = withDependencies { $0.continuousClock = clock } operation: {
      Shared(wrappedValue: Stats(), .fileStorage(url))
    }
    stats.withLock { $0.count = 1 }
    await clock.run()
    #expect(try directory.fileNames() == [])
  }
}
