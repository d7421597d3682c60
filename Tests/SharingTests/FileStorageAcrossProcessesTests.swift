import ComposableArchitecture
import Foundation
import Testing
import TestSupport

/// `.fileStorage` shared by several programs at once: no change is lost, and each program
/// follows the others' changes.
@Suite struct FileStorageAcrossProcessesTests {
  let directory: TemporaryDirectory
  let url: URL

  init() throws {
    directory = try TemporaryDirectory()
    url = URL(fileURLWithPath: directory.file("count.json"))
  }

  /// The shared count in a storage of its own, as another program would hold it.
  private func count() -> Shared<Int> {
    withDependencies { $0.sharedStorage = SharedStorage(persisting: true) } operation: {
      Shared(wrappedValue: 0, .fileStorage(url))
    }
  }

  private var fileText: String? {
    try? String(contentsOf: url, encoding: .utf8)
  }

  @Test func twoProcessesCountingAtOnceLoseNoChange() async throws {
    let counter = try ChildProcess.builtExecutable(named: "shared-counter")
    let ready = directory.file("ready")
    try FileManager.default.createDirectory(atPath: ready, withIntermediateDirectories: true)
    let arguments = ["file", url.path, "1000", ready, "2"]
    async let first = ChildProcess.run(counter, arguments)
    async let second = ChildProcess.run(counter, arguments)
    let results = try await [first, second]
    #expect(results.map(\.status) == [0, 0], "\(results.map(\.errorOutput))")
    #expect(fileText == "2000")
    #expect(results.map(\.output).contains("2000\n"))
  }

  @Test func twoHoldersOfTheFileAddUpTheirChanges() {
    let first = count()
    let second = count()
    for _ in 1...3 { first.withLock { $0 += 1 } }
    second.withLock { $0 -= 1 }
    #expect(fileText == "2")
    #expect(second.wrappedValue == 2)
  }

  @Test func aChangeWrittenByAnotherProgramShowsWithinASecond() async throws {
    let count = count()
    #expect(count.wrappedValue == 0)
    // As another instance saves: aside, then renamed over the file.
    try Data("5".utf8).write(to: url, options: .atomic)
    #expect(await count.becomes(5, within: .seconds(1)))
  }

  @Test func anEditMadeInPlaceShowsWithinASecond() async throws {
    try Data("1".utf8).write(to: url)
    let count = count()
    #expect(count.wrappedValue == 1)
    // As an editor that writes the file in place does (same inode; a new size and times).
    let handle = try FileHandle(forWritingTo: url)
    try handle.write(contentsOf: Data("17".utf8))
    try handle.close()
    #expect(await count.becomes(17, within: .seconds(1)))
  }

  @Test func aFileThatBecomesUnreadableShowsAsTheLoadErrorAndKeepsTheValue() async throws {
    let count = count()
    count.withLock { $0 = 3 }
    try Data("{ not json".utf8).write(to: url, options: .atomic)
    let deadline = ContinuousClock.now + .seconds(1)
    while count.loadError == nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
    #expect((count.loadError as? FileStorageError)?.kind == .notDecodable("Int"))
    #expect(count.wrappedValue == 3)
  }
}

extension Shared where Value: Equatable {
  /// Whether the value is `value`, or becomes it before `limit` passes, looking every 20 ms.
  fileprivate func becomes(_ value: Value, within limit: Duration) async -> Bool {
    let deadline = ContinuousClock.now + limit
    while wrappedValue != value, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(20))
    }
    return wrappedValue == value
  }
}
