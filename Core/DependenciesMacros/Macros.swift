@_exported import IssueReporting

/// A dependency client as a struct of closures, with an initialiser whose endpoints all default
/// to unimplemented ones that report which endpoint was called: `Client()` is the test value,
/// `Client(fetch: { ... })` overrides one endpoint. An endpoint whose closure names its
/// arguments also gets a method that takes them by label.
///
/// ```swift
/// @DependencyClient
/// struct FactClient: Sendable {
///   var fetch: @Sendable (_ number: Int) async throws -> String
/// }
/// // FactClient().fetch(number: 1) reports "Unimplemented: 'FactClient.fetch'" and throws.
/// ```
@attached(member, names: named(init), arbitrary)
public macro DependencyClient() = #externalMacro(module: "ComposableMacros", type: "DependencyClientMacro")

/// The error an unimplemented endpoint of a ``DependencyClient()`` throws, after it reported
/// the call.
public struct UnimplementedEndpoint: Error, CustomStringConvertible, Sendable {
  /// `Client.endpoint`.
  public let endpoint: String

  public init(_ endpoint: String) { self.endpoint = endpoint }

  public var description: String { "Unimplemented: '\(endpoint)'" }
}
