import CaseStudies
import ComposableArchitecture
import Foundation
import Testing

/// A controllable socket: the test feeds its open/close events and messages.
final class SocketDouble: @unchecked Sendable {
  let actions = AsyncStream<WebSocketClient.Action>.makeStream()
  let messages = AsyncStream<Result<WebSocketClient.Message, any Error>>.makeStream()
  private(set) var pings = 0
  private(set) var sent: [WebSocketClient.Message] = []
  var sendFails = false

  var client: WebSocketClient {
    WebSocketClient(
      open: { _, _, _ in self.actions.stream },
      receive: { _ in self.messages.stream },
      send: { _, message in
        if self.sendFails { throw WebSocketClient.Failure("not connected") }
        self.sent.append(message)
      },
      sendPing: { _ in self.pings += 1 }
    )
  }
}

@MainActor
struct WebSocketTests {
  @Test func happyPath() async {
    let socket = SocketDouble()
    let store = TestStore(initialState: WebSocket.State()) { WebSocket() } withDependencies: {
      $0.continuousClock = TestClock()
      $0.webSocket = socket.client
    }
    await store.send(.connectButtonTapped) { $0.connectivityState = .connecting }
    socket.actions.continuation.yield(.didOpen(protocol: nil))
    await store.receive(\.webSocket.didOpen, nil) { $0.connectivityState = .connected }
    socket.messages.continuation.yield(.success(.string("Welcome to echo.pointfree.co")))
    await store.receive(\.receivedSocketMessage.success, .string("Welcome to echo.pointfree.co")) {
      $0.receivedMessages = ["Welcome to echo.pointfree.co"]
    }
    await store.send(.messageToSendChanged("Hi")) { $0.messageToSend = "Hi" }
    await store.send(.sendButtonTapped) { $0.messageToSend = "" }
    await store.receive(\.sendResponse, true)
    #expect(socket.sent == [.string("Hi")])
    socket.messages.continuation.yield(.success(.string("Hi")))
    await store.receive(\.receivedSocketMessage.success, .string("Hi")) {
      $0.receivedMessages = ["Welcome to echo.pointfree.co", "Hi"]
    }
    socket.messages.continuation.yield(.success(.data(Data([1, 2]))))
    await store.receive(\.receivedSocketMessage.success, .data(Data([1, 2])))
    await store.send(.connectButtonTapped) { $0.connectivityState = .disconnected }
    await store.finish()
  }

  @Test func sendFailureShowsAnAlert() async {
    let socket = SocketDouble()
    socket.sendFails = true
    let store = TestStore(initialState: WebSocket.State()) { WebSocket() } withDependencies: {
      $0.continuousClock = TestClock()
      $0.webSocket = socket.client
    }
    await store.send(.connectButtonTapped) { $0.connectivityState = .connecting }
    socket.actions.continuation.yield(.didOpen(protocol: nil))
    await store.receive(\.webSocket.didOpen, nil) { $0.connectivityState = .connected }
    await store.send(.messageToSendChanged("Hi")) { $0.messageToSend = "Hi" }
    await store.send(.sendButtonTapped) { $0.messageToSend = "" }
    await store.receive(\.sendResponse, false) {
      $0.alert = AlertState {
        TextState("Could not send socket message. Connect to the server first, and try again.")
      }
    }
    await store.send(.connectButtonTapped) { $0.connectivityState = .disconnected }
    await store.finish()
  }

  @Test func pingsEveryTenSeconds() async {
    let socket = SocketDouble()
    let clock = TestClock()
    let store = TestStore(initialState: WebSocket.State()) { WebSocket() } withDependencies: {
      $0.continuousClock = clock
      $0.webSocket = socket.client
    }
    await store.send(.connectButtonTapped) { $0.connectivityState = .connecting }
    socket.actions.continuation.yield(.didOpen(protocol: nil))
    await store.receive(\.webSocket.didOpen, nil) { $0.connectivityState = .connected }
    #expect(socket.pings == 0)
    await clock.advance(by: .seconds(10))
    #expect(socket.pings == 1)
    await store.send(.connectButtonTapped) { $0.connectivityState = .disconnected }
    await store.finish()
  }

  @Test func aCloseWhileConnectingDisconnects() async {
    let socket = SocketDouble()
    let store = TestStore(initialState: WebSocket.State()) { WebSocket() } withDependencies: {
      $0.continuousClock = TestClock()
      $0.webSocket = socket.client
    }
    await store.send(.connectButtonTapped) { $0.connectivityState = .connecting }
    socket.actions.continuation.yield(.didClose(code: .abnormalClosure, reason: nil))
    await store.receive(\.webSocket.didClose) { $0.connectivityState = .disconnected }
    await store.finish()
  }

  @MainActor @Test func theLoopbackSocketGreetsAndEchoes() async throws {
    let client = WebSocketClient.loopback()
    let id = WebSocketClient.ID()
    let actions = await client.open(id, WebSocket.echoServer, [])
    var actionIterator = actions.makeAsyncIterator()
    #expect(await actionIterator.next() == .didOpen(protocol: nil))
    var messages = try await client.receive(id).makeAsyncIterator()
    #expect(try await messages.next()?.get() == .string("Welcome to the loopback echo socket."))
    try await client.send(id, .string("Hi"))
    try await client.sendPing(id)
    #expect(try await messages.next()?.get() == .string("Hi"))
  }
}
