import Dependencies
import Foundation
import IssueReporting

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends HTTP requests from effects: `let (data, response) = try await httpClient.data(for: request)`.
///
/// ```swift
/// case let .searchQueryChanged(query):
///   return .run { [httpClient] send in
///     let (data, _) = try await httpClient.data(for: URLRequest(url: searchURL(for: query)))
///     await send(.searchResponse(try JSONDecoder().decode([Result].self, from: data)))
///   }
///   .cancellable(id: CancelID.search, cancelInFlight: true)
/// ```
///
/// Any status counts as a response (a 404 is not thrown); check `statusCode` where it matters.
/// A request whose effect is cancelled throws `CancellationError`, like other cancelled work.
public struct HTTPClient: Sendable {
  private let send: @Sendable (URLRequest) async throws -> (Data, HTTPURLResponse)

  /// Creates a client from a function, e.g. a test's canned answer.
  public init(_ send: @escaping @Sendable (_ request: URLRequest) async throws -> (Data, HTTPURLResponse)) {
    self.send = send
  }

  /// Sends `request` and returns the body and the response once the whole body has arrived.
  public func data(for request: URLRequest) async throws -> (Data, HTTPURLResponse) {
    try await send(request)
  }

  /// Talks to the network through an ephemeral `URLSession`: no cookies, cache or credentials
  /// are kept between requests, nor written to disk.
  public static let live: HTTPClient = {
    let session = URLSession(configuration: .ephemeral)
    return HTTPClient { request in
      let (data, response): (Data, URLResponse)
      do {
        (data, response) = try await session.data(for: request)
      } catch where Task.isCancelled {
        throw CancellationError()
      }
      guard let response = response as? HTTPURLResponse else {
        throw HTTPClientError.responseNotHTTP(url: request.url)
      }
      return (data, response)
    }
  }()
}

/// Why a request did not give an HTTP response; network failures are thrown as `URLError`.
public enum HTTPClientError: Error, Equatable, Sendable {
  /// The URL's scheme answered with something other than HTTP, e.g. a `file:` URL.
  case responseNotHTTP(url: URL?)
  /// A test sent a request without overriding `\.httpClient`.
  case unimplemented(url: URL?)

  /// What failed, for a screen or a log.
  public var message: String {
    switch self {
    case let .responseNotHTTP(url):
      "\(url?.absoluteString ?? "The request") did not answer with HTTP; use an http: or https: URL."
    case let .unimplemented(url):
      "No HTTP client in this test for \(url?.absoluteString ?? "a request without URL")."
    }
  }
}

extension DependencyValues {
  /// Sends HTTP requests. Live: ``HTTPClient/live``. Test: reports an issue and throws
  /// ``HTTPClientError/unimplemented(url:)``; override it with a canned answer.
  public var httpClient: HTTPClient {
    get { self[HTTPClientKey.self] }
    set { self[HTTPClientKey.self] = newValue }
  }
}

private enum HTTPClientKey: DependencyKey {
  static var liveValue: HTTPClient { .live }
  static let testValue = HTTPClient { request in
    reportIssue(
      """
      Unimplemented: @Dependency(\\.httpClient) sent \(request.httpMethod ?? "GET") \
      \(request.url?.absoluteString ?? "a request without URL") in a test without being overridden. \
      Use withDependencies: { $0.httpClient = HTTPClient { request in … } }.
      """
    )
    throw HTTPClientError.unimplemented(url: request.url)
  }
}
