import CaseStudies
import ComposableArchitecture
import Foundation
import Testing
import TestSupport

struct FactClientTests {
  @Test func localFactsSayWhatCanBeComputed() {
    #expect(FactClient.localFact(about: 7) == "7 is odd and prime; its digits add up to 7.")
    #expect(FactClient.localFact(about: 9) == "9 is odd and the square of 3; its digits add up to 9.")
    #expect(FactClient.localFact(about: 4) == "4 is even and the square of 2; its digits add up to 4.")
    #expect(FactClient.localFact(about: 2) == "2 is even and prime; its digits add up to 2.")
    #expect(FactClient.localFact(about: -12) == "-12 is even; its digits add up to 3.")
    #expect(FactClient.localFact(about: 0) == "0 is even and the square of 0; its digits add up to 0.")
  }

  @Test func primes() {
    #expect((-3...30).filter(FactClient.isPrime) == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29])
  }

  @Test func theOfflineClientAnswersAfterOneSecond() async throws {
    let clock = TestClock()
    let client = FactClient.offline(clock: clock)
    let answer = Task { try await client.fetch(5) }
    await untilSomeoneSleeps(on: clock)
    await clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(1))
    #expect(try await answer.value == "5 is odd and prime; its digits add up to 5.")
  }

  @Test func theWebClientFillsTheTemplateAndReturnsTheBody() async throws {
    let server = try LoopbackHTTPServer { request in
      request.path == "/facts/42" ? .response(status: 200, body: Data("42 is the answer.\n".utf8)) : .response(status: 404)
    }
    defer { server.stop() }
    let base = "http://127.0.0.1:\(server.port)"
    #expect(try await FactClient.http(template: base + "/facts/{n}", client: .live).fetch(42) == "42 is the answer.")
    await #expect(throws: FactClient.Failure(base + "/missing/7 answered 404")) {
      _ = try await FactClient.http(template: base + "/missing/{n}", client: .live).fetch(7)
    }
  }

  @Test func aTemplateThatIsNotHTTPIsRefused() async {
    await #expect(throws: FactClient.Failure("file:///tmp/1 is not an http or https URL")) {
      _ = try await FactClient.http(template: "file:///tmp/{n}", client: .live).fetch(1)
    }
  }
}

/// Lets other tasks run until one sleeps on `clock` (at most a few thousand turns), so an
/// `advance` that follows cannot pass a sleep that was not yet registered.
func untilSomeoneSleeps(on clock: TestClock) async {
  for _ in 0..<10_000 where clock.sleeperCount == 0 { await Task.yield() }
}
