import ComposableArchitecture
import Foundation
import HTTP

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The HTTP client of a test written from a session: the recorded answers, in order, each
/// when the test's clock reaches its time.
@MainActor
struct HTTPAnswerTests {
  @Test func answersComeInOrderAtTheirTimes() async throws {
    let clock = TestClock()
    let http = HTTPClient.answering(
      [
        HTTPAnswer(url: "http://127.0.0.1/a", at: .zero, body: "first"),
        HTTPAnswer(url: "http://127.0.0.1/b", at: .seconds(2), status: 404, headers: ["X": "y"], body: "second"),
      ],
      on: clock
    )
    let (first, response) = try await http.data(for: URLRequest(url: URL(string: "http://127.0.0.1/a")!))
    #expect(String(decoding: first, as: UTF8.self) == "first")
    #expect(response.statusCode == 200)

    let second = Task { try await http.data(for: URLRequest(url: URL(string: "http://127.0.0.1/b")!)) }
    await clock.advance(by: .seconds(1))
    await clock.advance(by: .seconds(1))
    let (body, late) = try await second.value
    #expect(String(decoding: body, as: UTF8.self) == "second")
    #expect(late.statusCode == 404)
    #expect(late.value(forHTTPHeaderField: "X") == "y")
  }

  @Test func aRecordedFailureFailsAgainAndAnUnrecordedRequestIsAnIssue() async {
    let http = HTTPClient.answering([HTTPAnswer(url: "http://127.0.0.1/a", at: .zero, failure: "offline")], on: TestClock())
    await #expect(throws: HTTPAnswer.Failure(description: "offline")) {
      _ = try await http.data(for: URLRequest(url: URL(string: "http://127.0.0.1/a")!))
    }
    await withKnownIssue {
      _ = try? await http.data(for: URLRequest(url: URL(string: "http://127.0.0.1/other")!))
    }
  }
}
