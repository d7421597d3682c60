import ConcurrencyExtras
import Testing

@Suite struct ConcurrencyExtrasTests {
  @Test func aNeverEndingTaskEndsOnlyWhenCancelled() async {
    let task = Task { try await Task.never() }
    await Task.yield()
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test func aLockIsolatedValueIsChangedInOneStepFromManyTasks() async {
    let count = LockIsolated(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 { group.addTask { count.withValue { $0 += 1 } } }
    }
    #expect(count.value == 100)
    count.setValue(3)
    #expect(count == LockIsolated(3))
    #expect(LockIsolated("abc").count == 3)
  }

  @Test func aLockIsolatedValueReturnsWhatItsChangeReturns() {
    let names = LockIsolated(["Blob", "Blob Jr"])
    #expect(names.withValue { $0.removeLast() } == "Blob Jr")
    #expect(names.value == ["Blob"])
  }
}
