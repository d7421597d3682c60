import ComposableArchitecture
import TicTacToeAuthClient
import TicTacToeAuthClientLive
import Testing

@MainActor
struct LiveAuthenticationClientTests {
  let client = AuthenticationClient.live

  @Test func wrongCredentialsFailAtOnce() async {
    await withDependencies { $0.continuousClock = UnimplementedClock(name: "no sleep expected") } operation: {
      await #expect(throws: AuthenticationError.invalidUserPassword) { try await client.login("blob.example", "password") }
      await #expect(throws: AuthenticationError.invalidUserPassword) { try await client.login("blob@example", "bl0b") }
    }
  }

  @Test func loginSucceedsAfterASecondWithoutTwoFactor() async throws {
    let clock = TestClock()
    let request = withDependencies { $0.continuousClock = clock } operation: {
      Task { [client] in try await client.login("x@y", "password") }
    }
    await untilSleeping(clock)
    await clock.advance(by: .milliseconds(999))
    #expect(clock.sleeperCount == 1)
    await clock.advance(by: .milliseconds(1))
    #expect(try await request.value == AuthenticationResponse(token: "deadbeef", twoFactorRequired: false))
  }

  @Test func anEmailWith2faAsksForACode() async throws {
    let clock = TestClock()
    let request = withDependencies { $0.continuousClock = clock } operation: {
      Task { [client] in try await client.login("me+2fa@x", "password") }
    }
    await untilSleeping(clock)
    await clock.run()
    #expect(try await request.value == AuthenticationResponse(token: "deadbeef", twoFactorRequired: true))
  }

  @Test func twoFactorChecksTokenThenCode() async throws {
    await withDependencies { $0.continuousClock = UnimplementedClock(name: "no sleep expected") } operation: {
      await #expect(throws: AuthenticationError.invalidIntermediateToken) { try await client.twoFactor("1234", "cafe") }
      await #expect(throws: AuthenticationError.invalidTwoFactor) { try await client.twoFactor("4321", "deadbeef") }
    }
    let clock = TestClock()
    let request = withDependencies { $0.continuousClock = clock } operation: {
      Task { [client] in try await client.twoFactor("1234", "deadbeef") }
    }
    await untilSleeping(clock)
    await clock.advance(by: .seconds(1))
    #expect(try await request.value == AuthenticationResponse(token: "deadbeefdeadbeef", twoFactorRequired: false))
  }
}

/// Lets the request's task start and reach its sleep, yielding a bounded number of times.
@MainActor
private func untilSleeping(_ clock: TestClock) async {
  for _ in 0..<10_000 where clock.sleeperCount == 0 {
    await Task.yield()
  }
}
