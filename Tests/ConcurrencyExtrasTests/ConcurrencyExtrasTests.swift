import ConcurrencyExtras
#if canImport(Glibc)
import Glibc
#endif
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

@Suite struct AnyHashableSendableTests {
  @Test func equalValuesOfOneTypeAreEqualAndHashAlike() {
    #expect(AnyHashableSendable(42) == AnyHashableSendable(42))
    #expect(AnyHashableSendable("a") == "a")
    #expect(Set([AnyHashableSendable(1), 1, "1", true]).count == 3)
  }

  @Test func aTextAndANumberDiffer() {
    #expect(AnyHashableSendable("1") != AnyHashableSendable(1))
    #expect(AnyHashableSendable(true) != AnyHashableSendable("true"))
  }

  @Test func erasingTwiceKeepsTheValue() {
    let once = AnyHashableSendable(7)
    let twice = AnyHashableSendable(once)
    #expect(twice.base as? Int == 7)
    #expect(twice.description == "7")
  }
}

/// The main serial executor moves tasks meant for the global pool onto the main thread, in the
/// order they were started, and lets them go back when it is turned off.
@Suite(.serialized) struct MainSerialExecutorTests {
  @Test @MainActor func tasksRunOnTheMainThreadInTheOrderStartedWhileItIsOn() async {
    let mainThread = pthread_self()
    let order = LockIsolated<[Int]>([])
    var onMain: [Bool] = []
    await withMainSerialExecutor {
      let tasks = (1...5).map { number in
        Task.detached {
          order.withValue { $0.append(number) }
          return pthread_equal(pthread_self(), mainThread) != 0
        }
      }
      for task in tasks { onMain.append(await task.value) }
    }
    #expect(order.value == [1, 2, 3, 4, 5])
    #expect(onMain == [true, true, true, true, true])
    #expect(uncheckedUseMainSerialExecutor == false)
    #expect(await Task.detached { pthread_equal(pthread_self(), mainThread) != 0 }.value == false)
  }
}
