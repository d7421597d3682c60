import Foundation
import HTTP
import TerminalScript

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension ProgramDriver {
  /// The client as this run needs it: its requests awaited by a headless run before the next
  /// step, so a snapshot shows their answers; written down by a recording; and, in a replay,
  /// not sent at all but answered from the recording, in order. The client itself in a
  /// plain terminal run.
  public nonisolated func tracking(_ client: HTTPClient) -> HTTPClient {
    guard tracksAnswersFromOutside else { return client }
    let fetch = tracking(
      { (request: URLRequest) in
        let (data, response) = try await client.data(for: request)
        let headers = response.allHeaderFields.reduce(into: [String: String]()) { $0["\($1.key)"] = "\($1.value)" }
        return HTTPReply(body: data, status: response.statusCode, headers: headers)
      },
      url: { $0.url?.absoluteString ?? "" }
    )
    return HTTPClient { request in
      let reply = try await fetch(request)
      guard let url = request.url,
        let response = HTTPURLResponse(url: url, statusCode: reply.status, httpVersion: "HTTP/1.1", headerFields: reply.headers)
      else { throw ReplyError(description: "the recorded answer for \(request.url?.absoluteString ?? "") is not HTTP") }
      return (reply.body, response)
    }
  }
}

/// An answer that cannot be told as HTTP.
struct ReplyError: Error, CustomStringConvertible {
  var description: String
}
