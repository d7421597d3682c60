/// The key of one dependency: its live value, and the values used in tests and previews.
///
/// A key that does not provide `testValue` reports an issue when a test uses the dependency
/// without overriding it, so a test never talks to the real world by accident. Reading it to
/// change a field in an override (`withDependencies: { $0.client.fetch = { 1 } }`) is not a
/// use; its other fields are then the live ones, as in TCA, so give a client a `testValue`
/// whose endpoints each report an issue when called: then only calling an endpoint that was
/// not overridden fails the test.
public protocol DependencyKey: Sendable {
  /// The type of the dependency, usually a struct of `@Sendable` closures.
  associatedtype Value: Sendable
  /// The value that does real work in the running program.
  static var liveValue: Value { get }
  /// The value used in tests; make each endpoint fail the test when called, naming itself.
  static var testValue: Value { get }
  /// The value used for previews and demo modes; defaults to the live value.
  static var previewValue: Value { get }
}

extension DependencyKey {
  public static var previewValue: Value { liveValue }

  public static var testValue: Value {
    if DependencyValues.isPreparing { return previewValue }
    reportIssue(
      """
      Dependency \(Self.self) was used in a test without being overridden, and it has no test \
      value. Override it for this test, e.g. withDependencies: { $0.<name> = … }.
      """
    )
    return liveValue
  }
}
