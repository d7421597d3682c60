import Testing

@Suite struct DependencyClientExpansionTests {
  @Test func everyEndpointDefaultsToOneThatReportsItsCall() {
    let (source, errors) = expand(
      """
      @DependencyClient
      public struct FactClient: Sendable {
        public var fetch: @Sendable (_ number: Int) async throws -> String
        public var now: @Sendable () -> Date = { Date() }
        public var reset: @Sendable () -> Void
      }
      """
    )
    #expect(errors == [])
    #expect(
      source == """
        public struct FactClient: Sendable {
          public var fetch: @Sendable (_ number: Int) async throws -> String
          public var now: @Sendable () -> Date = { Date() }
          public var reset: @Sendable () -> Void

          public init(
            fetch: @escaping @Sendable (_ number: Int) async throws -> String = { argument0 in
              IssueReporting.reportIssue("Unimplemented: 'FactClient.fetch'")
              throw DependenciesMacros.UnimplementedEndpoint("FactClient.fetch")
            },
            now: @escaping @Sendable () -> Date = {
              IssueReporting.reportIssue("Unimplemented: 'FactClient.now'")
              let answer: @Sendable () -> Date = {
                Date()
              }
              return answer()
            },
            reset: @escaping @Sendable () -> Void = {
              IssueReporting.reportIssue("Unimplemented: 'FactClient.reset'")
            }
          ) {
            self.fetch = fetch
            self.now = now
            self.reset = reset
          }

          public func fetch(number: Int) async throws -> String {
            try await self.fetch(number)
          }
        }
        """
    )
  }

  @Test func anEndpointThatCanAnswerNothingNeedsADefault() {
    let (source, errors) = expand(
      """
      @DependencyClient
      struct Client {
        var count: () -> Int
      }
      """
    )
    #expect(errors == [
        """
        'count' returns Int and cannot throw, so an unimplemented 'count' has nothing to answer. Give it a default value ('= { ... }'), or let it throw.
        """
      ])
    #expect(
      source == """
        struct Client {
          var count: () -> Int
        }
        """
    )
  }

  @Test func onAnEnumItIsAnError() {
    let (source, errors) = expand(
      """
      @DependencyClient enum Client {}
      """
    )
    #expect(errors == [
        """
        @DependencyClient applies to a struct whose properties are closures (the client's endpoints).
        """
      ])
    #expect(
      source == """
        enum Client {}
        """
    )
  }
}
