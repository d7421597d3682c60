import ComposableArchitecture
import Foundation
import Testing

/// The small helpers tests written for the reference architecture reach for.
@Suite struct ReferenceHelperTests {
  @Test func uuidsByNumber() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(26).uuidString == "00000000-0000-0000-0000-00000000001A")
    #expect(UUID(7) == UUID(incrementing: 7))
  }

  @Test func aNeverEndingTaskEndsOnlyWhenCancelled() async {
    let task = Task { try await Task.never() }
    await Task.yield()
    task.cancel()
    let result = await task.result
    guard case let .failure(error) = result else { return }
    #expect(error is CancellationError)
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
}
