/// The key of one dependency: its live value, and the values used in tests and previews.
///
/// A key that does not provide `testValue` reports an issue when a test uses the dependency
/// without overriding it, so a test never talks to the real world by accident. Reading it to
/// change a field in an override (`withDependencies: { $0.client.fetch = { 1 } }`) is not a
/// use; its other fields are then the live ones, as in TCA, so give a client a `testValue`
/// whose endpoints each report an issue when called: then only calling an endpoint that was
/// not overridden fails the test.
public protocol DependencyKey: TestDependencyKey {
  /// Restated so that a key's `liveValue` alone tells its type.
  associatedtype Value = Self
  /// The value that does real work in the running program.
  static var liveValue: Value { get }
}

/// A key with only its test (and preview) value, as a client's interface module declares it:
/// the live value comes from the module that does the work, which conforms the key to
/// ``DependencyKey`` there, so a feature and its tests never link the live client.
public protocol TestDependencyKey: Sendable {
  /// The type of the dependency, usually a struct of `@Sendable` closures; a client that is its
  /// own key is the default.
  associatedtype Value: Sendable = Self
  /// The value used in tests; make each endpoint fail the test when called, naming itself.
  static var testValue: Value { get }
  /// The value used for previews and demo modes; defaults to the live value, or the test one.
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  public static var previewValue: Value { testValue }
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
