import ConcurrencyExtras
import Testing

@Suite struct ConcurrencyExtrasTests {
  @Test func lockIsolatedKeepsEveryChangeOfConcurrentTasks() async {
    let count = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask { count.withValue { $0 += 1 } }
      }
    }
    #expect(count.value == 100)
    count.setValue(7)
    #expect(count.value == 7)
  }

  @Test func lockIsolatedReadsAPartByKeyPath() {
    let names = LockIsolated(["Blob", "Blob Jr"])
    #expect(names.count == 2)
    #expect(names.withValue { $0.removeLast() } == "Blob Jr")
    #expect(names.value == ["Blob"])
  }

  @Test func neverEndsOnlyWhenItsTaskIsCancelled() async {
    let task = Task { try await Task.never() }
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
  }
}
