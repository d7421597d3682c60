import CaseStudies
import ComposableArchitecture
import Foundation
import Testing
import TestSupport

@MainActor
struct DownloadComponentTests {
  let url = URL(string: "http://example.com/maps/paris.map")!

  func store(
    mode: DownloadComponent.Mode = .notDownloaded, events: AsyncThrowingStream<DownloadClient.Event, any Error>
  ) -> TestStore<DownloadComponent.State, DownloadComponent.Action> {
    TestStore(initialState: DownloadComponent.State(id: AnyHashableSendable("paris"), mode: mode, url: url)) { DownloadComponent() } withDependencies: {
      $0.downloadClient.download = { _ in events }
    }
  }

  @Test func downloadFlow() async {
    let (events, continuation) = AsyncThrowingStream<DownloadClient.Event, any Error>.makeStream()
    let store = store(events: events)
    await store.send(.buttonTapped) { $0.mode = .startingToDownload }
    continuation.yield(.updateProgress(0.2))
    await store.receive(\.downloadClient.success.updateProgress, 0.2) { $0.mode = .downloading(progress: 0.2) }
    continuation.yield(.response(Data()))
    continuation.finish()
    await store.receive(\.downloadClient.success.response, Data()) { $0.mode = .downloaded }
  }

  @Test func cancelDownload() async {
    let (events, continuation) = AsyncThrowingStream<DownloadClient.Event, any Error>.makeStream()
    let store = store(events: events)
    await store.send(.buttonTapped) { $0.mode = .startingToDownload }
    continuation.yield(.updateProgress(0.2))
    await store.receive(\.downloadClient.success.updateProgress, 0.2) { $0.mode = .downloading(progress: 0.2) }
    await store.send(.buttonTapped) { $0.alert = .stopAlert }
    await store.send(\.alert.stopButtonTapped) {
      $0.alert = nil
      $0.mode = .notDownloaded
    }
    continuation.yield(.updateProgress(0.5))
  }

  @Test func downloadFinishesWhileTheStopAlertIsUp() async {
    let (events, continuation) = AsyncThrowingStream<DownloadClient.Event, any Error>.makeStream()
    let store = store(events: events)
    await store.send(.buttonTapped) { $0.mode = .startingToDownload }
    await store.send(.buttonTapped) { $0.alert = .stopAlert }
    continuation.yield(.response(Data()))
    continuation.finish()
    await store.receive(\.downloadClient.success.response, Data()) {
      $0.alert = nil
      $0.mode = .downloaded
    }
  }

  @Test func deleteDownload() async {
    let store = TestStore(initialState: DownloadComponent.State(id: AnyHashableSendable("paris"), mode: .downloaded, url: url)) {
      DownloadComponent()
    }
    await store.send(.buttonTapped) { $0.alert = .deleteAlert }
    await store.send(\.alert.deleteButtonTapped) {
      $0.alert = nil
      $0.mode = .notDownloaded
    }
  }

  @Test func aFailedDownloadStartsOver() async {
    let (events, continuation) = AsyncThrowingStream<DownloadClient.Event, any Error>.makeStream()
    let store = store(events: events)
    await store.send(.buttonTapped) { $0.mode = .startingToDownload }
    continuation.finish(throwing: DownloadClient.Failure("offline"))
    await store.receive(\.downloadClient.failure, DownloadClient.Failure("offline")) { $0.mode = .notDownloaded }
  }
}

@MainActor
struct MapAppTests {
  @Test func theListAndTheDetailShowTheSameDownload() async {
    let (events, continuation) = AsyncThrowingStream<DownloadClient.Event, any Error>.makeStream()
    let store = TestStore(initialState: MapAppTerminal.State()) { MapAppTerminal() } withDependencies: {
      $0.downloadClient.download = { _ in events }
    }
    let paris = store.state.feature.cityMaps[2].id
    await store.send(.selectionMoved(to: 2)) { $0.selection = 2 }
    await store.send(\.feature.cityMaps[id: paris].downloadComponent.buttonTapped) {
      $0.feature.cityMaps[id: paris]?.downloadMode = .startingToDownload
    }
    await store.send(.detailOpened(paris)) { $0.detailID = paris }
    continuation.yield(.updateProgress(0.5))
    await store.receive(\.feature.cityMaps[id: paris].downloadComponent.downloadClient.success.updateProgress, 0.5) {
      $0.feature.cityMaps[id: paris]?.downloadMode = .downloading(progress: 0.5)
    }
    await store.send(.detailClosed) { $0.detailID = nil }
    continuation.yield(.response(Data()))
    continuation.finish()
    await store.receive(\.feature.cityMaps[id: paris].downloadComponent.downloadClient.success.response, Data()) {
      $0.feature.cityMaps[id: paris]?.downloadMode = .downloaded
    }
  }

  @Test func marksAndButtonTitles() {
    #expect(MapAppScreen.mark(.notDownloaded) == "↓")
    #expect(MapAppScreen.mark(.startingToDownload) == "…")
    #expect(MapAppScreen.mark(.downloading(progress: 0.427)) == "42%")
    #expect(MapAppScreen.mark(.downloaded) == "✓")
    #expect(MapAppScreen.buttonTitle(.downloading(progress: 0.05)) == "Downloading 5%")
  }
}

struct DownloadClientTests {
  @Test func theSimulationReportsEveryPercentThenEmptyData() async throws {
    let clock = TestClock()
    let client = DownloadClient.simulated(clock: clock)
    let collected = Task {
      var events: [DownloadClient.Event] = []
      for try await event in client.download(URL(string: "http://example.com/a.map")!) { events.append(event) }
      return events
    }
    for _ in 0..<100 {
      await untilSomeoneSleeps(on: clock)
      await clock.advance(by: .milliseconds(40))
    }
    let events = try await collected.value
    #expect(events.count == 101)
    #expect(events.first == .updateProgress(0.01))
    #expect(events[99] == .updateProgress(1))
    #expect(events.last == .response(Data()))
  }

  @Test func theHTTPClientReportsProgressAndTheBody() async throws {
    let body = Data(repeating: 7, count: 300_000)
    let server = try LoopbackHTTPServer { request in
      request.path == "/map" ? .response(status: 200, body: body) : .response(status: 404)
    }
    defer { server.stop() }
    var progress: [Double] = []
    var received: Data?
    for try await event in DownloadClient.http.download(server.url("/map")) {
      switch event {
      case .updateProgress(let fraction): progress.append(fraction)
      case .response(let data): received = data
      }
    }
    #expect(received == body)
    #expect(!progress.isEmpty)
    #expect(progress == progress.sorted())
    #expect(progress.last == 1)
  }

  @Test func theHTTPClientFailsOnAnErrorStatus() async throws {
    let server = try LoopbackHTTPServer { _ in .response(status: 404) }
    defer { server.stop() }
    let url = server.url("/missing")
    await #expect(throws: DownloadClient.Failure("\(url.absoluteString) answered 404")) {
      for try await _ in DownloadClient.http.download(url) {}
    }
  }
}
