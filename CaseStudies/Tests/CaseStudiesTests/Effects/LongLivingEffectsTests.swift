import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
struct LongLivingEffectsTests {
  @Test func countsEventsUntilTheScreensTaskIsCancelled() async {
    let (events, continuation) = AsyncStream<Void>.makeStream()
    let store = TestStore(initialState: LongLivingEffects.State()) { LongLivingEffects() } withDependencies: {
      $0.screenshots = { events }
    }
    let task = await store.send(.task)
    continuation.yield()
    await store.receive(\.userDidTakeScreenshotNotification) { $0.screenshotCount = 1 }
    await task.cancel()
    continuation.yield()
  }

  @Test func theDetailPagePausesCountingAndComingBackRestartsIt() async {
    let streams = LockedStreams()
    let store = TestStore(initialState: LongLivingEffectsTerminal.State()) { LongLivingEffectsTerminal() } withDependencies: {
      $0.screenshots = { streams.make() }
    }
    await store.send(\.feature.task)
    await store.send(.detailButtonTapped) { $0.isDetailShown = true }
    streams.yieldToAll()
    await store.send(.detailDismissed) { $0.isDetailShown = false }
    await store.receive(\.feature.task)
    streams.yieldToAll()
    await store.receive(\.feature.userDidTakeScreenshotNotification) { $0.feature.screenshotCount = 1 }
    await store.send(.detailButtonTapped) { $0.isDetailShown = true }
    #expect(streams.count == 2)
  }
}

/// The event streams a test's screenshots client made, to send an event to each.
final class LockedStreams: @unchecked Sendable {
  private var continuations: [AsyncStream<Void>.Continuation] = []

  var count: Int { continuations.count }

  func make() -> AsyncStream<Void> {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    continuations.append(continuation)
    return stream
  }

  func yieldToAll() {
    for continuation in continuations { continuation.yield() }
  }
}
