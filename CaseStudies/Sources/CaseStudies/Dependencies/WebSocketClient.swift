import CasePaths
import Dependencies
import DependenciesMacros
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A WebSocket as a dependency: open a socket by id and hear of its opening and closing,
/// receive its messages, send, and ping.
@DependencyClient
public struct WebSocketClient: Sendable {
  /// Names one socket; the study has one, and cancels its effects by this id too.
  public struct ID: Hashable, Sendable {
    public init() {}
  }

  /// What happens to the connection.
  @CasePathable
  public enum Action: Equatable, Sendable {
    case didOpen(protocol: String?)
    case didClose(code: CloseCode, reason: Data?)
  }

  /// Why a socket closed: the status codes of RFC 6455, section 7.4.1, under the names
  /// Foundation's `URLSessionWebSocketTask.CloseCode` gives them.
  public enum CloseCode: Int, Equatable, Sendable {
    case invalid = 0
    case normalClosure = 1000
    case goingAway = 1001
    case protocolError = 1002
    case unsupportedData = 1003
    case noStatusReceived = 1005
    case abnormalClosure = 1006
    case invalidFramePayloadData = 1007
    case policyViolation = 1008
    case messageTooBig = 1009
    case mandatoryExtensionMissing = 1010
    case internalServerError = 1011
    case tlsHandshakeFailure = 1015
  }

  /// A message over the socket.
  @CasePathable
  public enum Message: Equatable, Sendable {
    case data(Data)
    case string(String)
  }

  /// Why a socket call failed.
  public struct Failure: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    /// `error` itself when it is one, else its description.
    public init(describing error: any Error) { self = error as? Failure ?? Failure(String(describing: error)) }
  }

  /// Opens the socket `id` to `url`; the stream tells of its opening and closing, and ending
  /// it closes the socket.
  public var open: @Sendable (_ id: ID, _ url: URL, _ protocols: [String]) async -> AsyncStream<Action> = { _, _, _ in
    AsyncStream { $0.finish() }
  }
  /// The messages the open socket `id` receives; throws when it is not open.
  public var receive: @Sendable (_ id: ID) async throws -> AsyncStream<Result<Message, any Error>>
  /// Sends `message` over the open socket `id`.
  public var send: @Sendable (_ id: ID, _ message: Message) async throws -> Void
  /// Pings the open socket `id`.
  public var sendPing: @Sendable (_ id: ID) async throws -> Void
}

extension WebSocketClient {
  /// A socket inside this process that echoes what is sent to it: it opens at once, greets,
  /// and answers each text with the same text. A stand-in for an echo server, so the study
  /// runs offline; its screen says so.
  public static func loopback() -> WebSocketClient {
    let sockets = LoopbackSockets()
    return WebSocketClient(
      open: { id, _, _ in await sockets.open(id) },
      receive: { id in try await sockets.messages(id) },
      send: { id, message in try await sockets.echo(id, message) },
      sendPing: { id in try await sockets.ping(id) }
    )
  }
}

/// The open loopback sockets: for each, the stream of its messages.
actor LoopbackSockets {
  private var sockets: [WebSocketClient.ID: (stream: AsyncStream<Result<WebSocketClient.Message, any Error>>, continuation: AsyncStream<Result<WebSocketClient.Message, any Error>>.Continuation)] = [:]

  func open(_ id: WebSocketClient.ID) -> AsyncStream<WebSocketClient.Action> {
    let messages = AsyncStream<Result<WebSocketClient.Message, any Error>>.makeStream()
    sockets[id]?.continuation.finish()
    sockets[id] = messages
    messages.continuation.yield(.success(.string("Welcome to the loopback echo socket.")))
    let (actions, continuation) = AsyncStream<WebSocketClient.Action>.makeStream()
    continuation.onTermination = { _ in Task { await self.close(id) } }
    continuation.yield(.didOpen(protocol: nil))
    return actions
  }

  func close(_ id: WebSocketClient.ID) {
    sockets.removeValue(forKey: id)?.continuation.finish()
  }

  func messages(_ id: WebSocketClient.ID) throws -> AsyncStream<Result<WebSocketClient.Message, any Error>> {
    guard let socket = sockets[id] else { throw WebSocketClient.Failure("The socket is not open.") }
    return socket.stream
  }

  func echo(_ id: WebSocketClient.ID, _ message: WebSocketClient.Message) throws {
    guard let socket = sockets[id] else { throw WebSocketClient.Failure("The socket is not open.") }
    socket.continuation.yield(.success(message))
  }

  func ping(_ id: WebSocketClient.ID) throws {
    guard sockets[id] != nil else { throw WebSocketClient.Failure("The socket is not open.") }
  }
}

extension DependencyValues {
  /// The WebSocket client of the WebSocket study.
  public var webSocket: WebSocketClient {
    get { self[WebSocketKey.self] }
    set { self[WebSocketKey.self] = newValue }
  }
}

/// In tests, `WebSocketClient()`: each endpoint reports "Unimplemented: 'WebSocketClient.…'",
/// then throws, or (`open`) answers a stream that is already over.
private enum WebSocketKey: DependencyKey {
  static let liveValue = WebSocketClient.loopback()
  static let testValue = WebSocketClient()
}
