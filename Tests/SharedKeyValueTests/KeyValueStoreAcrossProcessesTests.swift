import ComposableArchitecture
import Foundation
import Persistence
import SharedKeyValue
import Testing
import TestSupport

/// `.appStorage` shared by several programs on one SQLite file: no change is lost, and each
/// follows the others' changes.
@Suite struct KeyValueStoreAcrossProcessesTests {
  let directory: TemporaryDirectory
  let path: String

  init() throws {
    directory = try TemporaryDirectory()
    path = directory.file("shared.sqlite")
  }

  /// The shared count through a connection and storage of its own, as another program has.
  private func count() throws -> Shared<Int> {
    let store = try KeyValueStore(database: Database(path: path))
    return withDependencies {
      $0.defaultKeyValueStore = store
      $0.sharedStorage = SharedStorage(persisting: true)
    } operation: {
      Shared(wrappedValue: 0, .appStorage("count"))
    }
  }

  private func storedCount() throws -> Int? {
    try KeyValueStore(database: Database(path: path)).get("count", as: Int.self)
  }

  @Test func twoProcessesCountingAtOnceLoseNoChange() async throws {
    let counter = try ChildProcess.builtExecutable(named: "shared-counter")
    let ready = directory.file("ready")
    try FileManager.default.createDirectory(atPath: ready, withIntermediateDirectories: true)
    _ = try KeyValueStore(database: Database(path: path))
    let arguments = ["key-value", path, "1000", ready, "2"]
    async let first = ChildProcess.run(counter, arguments)
    async let second = ChildProcess.run(counter, arguments)
    let results = try await [first, second]
    #expect(results.map(\.status) == [0, 0], "\(results.map(\.errorOutput))")
    #expect(try storedCount() == 2000)
    #expect(results.map(\.output).contains("2000\n"))
  }

  @Test func twoConnectionsAddUpTheirChanges() throws {
    let first = try count()
    let second = try count()
    for _ in 1...3 { first.withLock { $0 += 1 } }
    second.withLock { $0 -= 1 }
    #expect(try storedCount() == 2)
    #expect(second.wrappedValue == 2)
  }

  @Test func aChangeCommittedByAnotherProgramShowsWithinASecond() async throws {
    let count = try count()
    #expect(count.wrappedValue == 0)
    try KeyValueStore(database: Database(path: path)).set(6, for: "count")
    let deadline = ContinuousClock.now + .seconds(1)
    while count.wrappedValue != 6, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
    #expect(count.wrappedValue == 6)
  }
}
