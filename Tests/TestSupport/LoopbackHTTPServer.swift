import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1, on a port of its own, for testing HTTP clients against
/// a real socket. One thread accepts, one thread serves each connection; each connection
/// carries one request and is closed after the answer.
public final class LoopbackHTTPServer: Sendable {
  /// A request as the server read it.
  public struct Request: Sendable, Equatable {
    public var method: String
    public var path: String
    /// Header names are lowercased.
    public var headers: [String: String]
    public var body: Data
  }

  /// How to answer a request.
  public enum Reply: Sendable {
    case response(status: Int, headers: [String: String] = [:], body: Data = Data())
    /// Never answer; keep reading until the client closes the connection.
    case silence
  }

  /// The port the server listens on.
  public let port: UInt16
  /// The requests in the order they arrived, and the closing of unanswered connections.
  public let events: AsyncStream<Event>

  /// What the server saw happen.
  public enum Event: Sendable, Equatable {
    case received(Request)
    case closedByClient(path: String)
  }

  /// How long each unanswered (`.silence`) connection stayed open until the client closed it,
  /// timed on the server's own thread so that a busy test process does not stretch it.
  public var unansweredWaits: [Duration] { waits.withLock { $0 } }

  private let waits = Mutex<[Duration]>([])
  private let listener: Int32
  private let reply: @Sendable (Request) -> Reply
  private let continuation: AsyncStream<Event>.Continuation

  /// Starts listening; `reply` is called on the connection's thread for each request.
  public init(reply: @escaping @Sendable (Request) -> Reply) throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { throw ServerError("socket", errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(listener, address, length) == 0 && listen(listener, 16) == 0
          && getsockname(listener, address, &length) == 0
      }
    }
    guard bound else {
      let error = ServerError("bind", errno)
      close(listener)
      throw error
    }
    self.listener = listener
    self.port = UInt16(bigEndian: address.sin_port)
    self.reply = reply
    (self.events, self.continuation) = AsyncStream.makeStream()
    Thread { [self] in acceptConnections() }.start()
  }

  /// The URL of `path` on this server.
  public func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  /// Stops accepting connections; connections being served finish on their own.
  public func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
  }

  private func acceptConnections() {
    while true {
      let connection = accept(listener, nil, nil)
      guard connection >= 0 else { break }
      Thread { [self] in serve(connection) }.start()
    }
    close(listener)
    continuation.finish()
  }

  private func serve(_ connection: Int32) {
    defer { close(connection) }
    guard let request = readRequest(connection) else { return }
    continuation.yield(.received(request))
    switch reply(request) {
    case let .response(status, headers, body):
      var head = "HTTP/1.1 \(status) Status\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
      for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
      write(Data((head + "\r\n").utf8) + body, to: connection)
    case .silence:
      let opened = ContinuousClock.now
      var buffer = [UInt8](repeating: 0, count: 1024)
      while recv(connection, &buffer, buffer.count, 0) > 0 {}
      waits.withLock { $0.append(ContinuousClock.now - opened) }
      continuation.yield(.closedByClient(path: request.path))
    }
  }

  /// Reads the head up to the blank line, then as many body bytes as `Content-Length` says.
  private func readRequest(_ connection: Int32) -> Request? {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let separator = Data("\r\n\r\n".utf8)
    while received.firstRange(of: separator) == nil {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      received.append(contentsOf: buffer[0..<count])
    }
    guard let end = received.firstRange(of: separator) else { return nil }
    let lines = String(decoding: received[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
    let requestLine = lines[0].split(separator: " ")
    guard requestLine.count == 3 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    var body = Data(received[end.upperBound...])
    let expected = Int(headers["content-length"] ?? "0") ?? 0
    while body.count < expected {
      let count = recv(connection, &buffer, buffer.count, 0)
      guard count > 0 else { return nil }
      body.append(contentsOf: buffer[0..<count])
    }
    return Request(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: body)
  }

  private func write(_ data: Data, to connection: Int32) {
    data.withUnsafeBytes { bytes in
      var sent = 0
      while sent < bytes.count {
        let count = send(connection, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
        guard count > 0 else { return }
        sent += count
      }
    }
  }
}

/// A socket call that failed, with its errno.
public struct ServerError: Error, CustomStringConvertible {
  public var call: String
  public var code: Int32
  init(_ call: String, _ code: Int32) {
    self.call = call
    self.code = code
  }
  public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
}
