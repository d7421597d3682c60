import ComposableArchitecture
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TerminalUI

/// Wrapping a socket API in a dependency: connect, receive messages (kept in the order they
/// came, drawn newest first), send, and ping every ten seconds while connected.
@Reducer
public struct WebSocket {
  public struct State: Equatable, Sendable {
    @Presents public var alert: AlertState<Action.Alert>?
    public var connectivityState = ConnectivityState.disconnected
    public var messageToSend = ""
    public var receivedMessages: [String] = []
    public init() {}

    /// Where the connection is.
    public enum ConnectivityState: String, Equatable, Sendable {
      case connected, connecting, disconnected
    }
  }

  public enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case connectButtonTapped
    case messageToSendChanged(String)
    case receivedSocketMessage(Result<WebSocketClient.Message, WebSocketClient.Failure>)
    case sendButtonTapped
    case sendResponse(didSucceed: Bool)
    case webSocket(WebSocketClient.Action)

    /// The alert has only OK.
    @CasePathable
    public enum Alert: Equatable, Sendable {}
  }

  /// The server the study connects to; the loopback client ignores it.
  public static let echoServer = URL(string: "wss://echo.websocket.events")!

  @Dependency(\.continuousClock) var clock
  @Dependency(\.webSocket) var webSocket

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none
      case .connectButtonTapped:
        switch state.connectivityState {
        case .connected, .connecting:
          state.connectivityState = .disconnected
          return .cancel(id: WebSocketClient.ID())
        case .disconnected:
          state.connectivityState = .connecting
          return connect().cancellable(id: WebSocketClient.ID())
        }
      case .messageToSendChanged(let message):
        state.messageToSend = message
        return .none
      case .receivedSocketMessage(.success(.string(let text))):
        state.receivedMessages.append(text)
        return .none
      case .receivedSocketMessage:
        // Binary messages and receive errors are ignored.
        return .none
      case .sendButtonTapped:
        let message = state.messageToSend
        state.messageToSend = ""
        return .run { [webSocket] send in
          try await webSocket.send(WebSocketClient.ID(), .string(message))
          await send(.sendResponse(didSucceed: true))
        } catch: { _, send in
          await send(.sendResponse(didSucceed: false))
        }
        .cancellable(id: WebSocketClient.ID())
      case .sendResponse(didSucceed: false):
        state.alert = AlertState {
          TextState("Could not send socket message. Connect to the server first, and try again.")
        }
        return .none
      case .sendResponse(didSucceed: true):
        return .none
      case .webSocket(.didClose):
        state.connectivityState = .disconnected
        return .cancel(id: WebSocketClient.ID())
      case .webSocket(.didOpen):
        state.connectivityState = .connected
        state.receivedMessages.removeAll()
        return .none
      }
    }
    .ifLet(\.$alert, action: \.alert)
  }

  /// Opens the socket and, once it is open, pings it every ten seconds and hands on what it
  /// receives, until it closes or the effect is cancelled.
  private func connect() -> EffectOf<Self> {
    .run { [webSocket, clock] send in
      let actions = await webSocket.open(WebSocketClient.ID(), Self.echoServer, [])
      await withThrowingTaskGroup(of: Void.self) { group in
        for await action in actions {
          await send(.webSocket(action))
          switch action {
          case .didOpen:
            group.addTask {
              while !Task.isCancelled {
                try await clock.sleep(for: .seconds(10))
                try? await webSocket.sendPing(WebSocketClient.ID())
              }
            }
            group.addTask {
              for await result in try await webSocket.receive(WebSocketClient.ID()) {
                await send(.receivedSocketMessage(result.mapError { WebSocketClient.Failure(describing: $0) }))
              }
            }
          case .didClose:
            group.cancelAll()
            return
          }
        }
        group.cancelAll()
      }
    }
  }
}

/// The connection, the message field, and the received messages, newest first.
public enum WebSocketScreen {
  /// Draws the study in `area`, the body below its About line.
  public static func render(_ state: WebSocket.State, in area: Rect, frame: inout Frame) {
    let rows = area.inset(horizontal: 2)
    let button: String
    switch state.connectivityState {
    case .connected: button = "[^O] Disconnect"
    case .connecting: button = "[^O] Disconnect (connecting…)"
    case .disconnected: button = "[^O] Connect"
    }
    frame.draw("Socket: \(state.connectivityState.rawValue)   \(button)", in: rows.row(0))
    frame.draw("(simulation: an echo socket inside this program)", in: rows.row(1), style: .dim)
    frame.draw("Message ", in: rows.row(3))
    frame.render(
      TextField(TextFieldState(state.messageToSend), placeholder: "type, ⏎ sends", isFocused: state.alert == nil),
      in: Rect(x: rows.x + 8, y: rows.y + 3, width: min(40, rows.width - 8), height: 1)
    )
    frame.draw("Received", in: rows.row(5), style: .bold)
    for (index, message) in state.receivedMessages.reversed().prefix(max(0, rows.height - 6)).enumerated() {
      frame.draw(message, in: rows.row(6 + index))
    }
    if let alert = state.alert {
      frame.render(AlertBox(study: alert), in: area)
    }
  }

  /// The study's keys for `state`; its hints are drawn from them.
  public static func keyMap(_ state: WebSocket.State) -> KeyMap<WebSocket.Action> {
    if let alert = state.alert { return OverlayKeys.alert(alert, embed: WebSocket.Action.alert) }
    let text = state.messageToSend
    let connect = state.connectivityState == .disconnected ? "connect" : "disconnect"
    return KeyMap([
      KeyBinding([.control("o")], help: connect, send: .connectButtonTapped),
      KeyBinding([.enter], help: "send", send: .sendButtonTapped),
    ]) { key in
      var field = TextFieldState(text)
      switch TextEdit(key) {
      case .insert(let typed)?: field.insert(typed)
      case .deleteBackward?: field.deleteBackward()
      case .deleteToStart?: field.deleteToStart()
      case .deleteWordBackward?: field.deleteWordBackward()
      default: return nil
      }
      return .messageToSendChanged(field.text)
    }
  }
}

extension CaseStudy {
  /// A socket behind a dependency.
  public static let webSocket = CaseStudy(
    id: "websocket", name: "Web socket", chapter: .effects,
    about: """
      Wrapping a socket API in a dependency client: `open` gives a stream of open/close \
      events, `receive` a stream of messages, and one long-running effect connects them to \
      actions, pinging every ten seconds while open. Connect again to disconnect: the effect \
      is cancelled. _Simulation_: the live client is an echo socket inside this program.
      """,
    initialState: { WebSocket.State() }, reducer: { WebSocket() },
    render: WebSocketScreen.render, keyMap: WebSocketScreen.keyMap
  )
}
