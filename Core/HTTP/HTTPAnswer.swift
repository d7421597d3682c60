import Clocks
import Dependencies
import DependenciesMacros
import Foundation
import IssueReporting

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An HTTP answer as a recorded session got it, at the virtual time it came: what a test
/// generated from the session gives its HTTP client (``HTTPClient/answering(_:on:)``).
public struct HTTPAnswer: Sendable, Equatable {
  /// The URL asked for, in full.
  public var url: String
  /// When the answer came, on the test's clock.
  public var time: Duration
  public var status: Int
  public var headers: [String: String]
  public var body: Data
  /// Why the request failed, when it did: no status or body then.
  public var failure: String?

  /// An answer with a text body.
  public init(url: String, at time: Duration, status: Int = 200, headers: [String: String] = [:], body: String) {
    self.url = url
    self.time = time
    self.status = status
    self.headers = headers
    self.body = Data(body.utf8)
  }

  /// An answer whose body is not text, written in base64.
  public init(url: String, at time: Duration, status: Int = 200, headers: [String: String] = [:], base64Body: String) {
    self.init(url: url, at: time, status: status, headers: headers, body: "")
    body = Data(base64Encoded: base64Body) ?? Data()
  }

  /// A request that failed, with the reason it failed with.
  public init(url: String, at time: Duration, failure: String) {
    self.init(url: url, at: time, body: "")
    self.failure = failure
  }

  /// A failure told again as it was met.
  public struct Failure: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(description: String) {
      self.description = description
    }
  }
}

extension HTTPClient {
  /// Answers requests with `answers` in order, each once `clock` reaches its time, as the
  /// session they were recorded in got them. A request for another URL, or one more than
  /// the answers, is reported as an issue and fails.
  public static func answering(_ answers: [HTTPAnswer], on clock: TestClock) -> HTTPClient {
    let next = LockIsolated(0)
    return HTTPClient { request in
      let url = request.url?.absoluteString ?? ""
      let index = next.withValue { value in
        defer { value += 1 }
        return value
      }
      guard index < answers.count, answers[index].url == url, let requestURL = request.url else {
        let expected = index < answers.count ? "the session asked for \(answers[index].url) here" : "the session asked for no more"
        reportIssue("An effect asked for \(url); \(expected).")
        throw HTTPAnswer.Failure(description: "no recorded answer for \(url)")
      }
      let answer = answers[index]
      // An answer due now comes at once: a test clock's sleep until now waits for an advance.
      if answer.time > clock.now.offset { try await clock.sleep(until: TestClock.Instant(offset: answer.time)) }
      if let failure = answer.failure { throw HTTPAnswer.Failure(description: failure) }
      guard
        let response = HTTPURLResponse(url: requestURL, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: answer.headers)
      else { throw HTTPAnswer.Failure(description: "no response for \(url)") }
      return (answer.body, response)
    }
  }
}
