#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

/// The dependencies in force for the code running now: values set by overrides, else the
/// defaults of each key for the current context (live, preview or test).
public struct DependencyValues: Sendable {
  /// Which default each key supplies when it was not overridden.
  public enum Context: Sendable, Equatable {
    case live, preview, test
  }

  /// The context used when nothing overrides it: `test` inside a test runner, else `live`.
  public static let defaultContext: Context = {
    let executable = CommandLine.arguments.first ?? ""
    return executable.hasSuffix(".xctest") || executable.contains("swiftpm-testing-helper")
      ? .test : .live
  }()

  @TaskLocal static var taskValues: DependencyValues?

  /// The dependencies of the current task: those bound by ``withDependencies(_:operation:)``,
  /// a store or an effect, else the defaults.
  public static var current: DependencyValues {
    taskValues ?? DependencyValues()
  }

  var storage: [ObjectIdentifier: any Sendable] = [:]

  /// The context whose defaults apply to keys that were not overridden.
  public var context: Context

  /// Set while an override closure changes these values: reading a key there, in order to
  /// change one of its fields (`$0.client.fetch = { … }`), is not a use of its test value.
  package var isBeingPrepared = false

  /// Set while a key's default is read to be changed; see ``DependencyKey/testValue``.
  @TaskLocal static var isPreparing = false

  /// Creates dependencies in the default context, with no overrides but those the program
  /// made at its start (``prepareDependencies(_:)``).
  public init() {
    self.context = Self.defaultContext
    self.storage = Self.prepared.withLock { $0 }
  }

  /// Whether any value was set on top of the context's defaults.
  package var hasOverrides: Bool { !storage.isEmpty || context != Self.defaultContext }

  /// Whether a value was set for `key`, rather than its default read.
  @usableFromInline package func hasValue<Key: TestDependencyKey>(for key: Key.Type) -> Bool {
    storage[ObjectIdentifier(key)] != nil
  }

  /// Reads or overrides the value of a key. Declare a computed property per dependency that
  /// forwards here, so call sites read `$0.uuid` or `@Dependency(\.uuid)`.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get { value(of: key, live: { Key.liveValue }) }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// Reads or overrides the value of a key declared with only its test value; live, its value
  /// is looked up where another module gives it (see ``TestDependencyKey``).
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get { value(of: key, live: { Self.liveValue(of: key) }) }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// The value set for `key`, else its default in this context (`live` in a running program).
  private func value<Key: TestDependencyKey>(of key: Key.Type, live: () -> Key.Value) -> Key.Value {
    // Unwrapped before the cast: a missing entry cast to an optional `Value` would succeed
    // as nil and hide the default.
    if let stored = storage[ObjectIdentifier(key)], let value = stored as? Key.Value { return value }
    switch context {
    case .live: return live()
    case .preview: return Key.previewValue
    case .test: return isBeingPrepared ? Self.$isPreparing.withValue(true) { Key.testValue } : Key.testValue
    }
  }

  /// The live value of `key`, found at run time: a key declared with only a test value gets
  /// its live one from a module that conforms it to `DependencyKey`, if the program links it.
  private static func liveValue<Key: TestDependencyKey>(of key: Key.Type) -> Key.Value {
    func live<Live: DependencyKey>(_: Live.Type) -> any Sendable { Live.liveValue }
    if let liveKey = key as? any DependencyKey.Type, let value = live(liveKey) as? Key.Value { return value }
    reportIssue(
      """
      Dependency \(Key.self) has no live value. Conform it to DependencyKey with a liveValue, in \
      the module that does the work, and link that module into the program.
      """
    )
    return Key.testValue
  }
}

/// Runs `operation` with the current dependencies changed by `update`. Stores created and
/// effects started inside keep these values.
@discardableResult
public func withDependencies<Result>(
  _ update: (inout DependencyValues) throws -> Void,
  operation: () throws -> Result
) rethrows -> Result {
  var values = DependencyValues.current
  try values.prepare(update)
  return try DependencyValues.$taskValues.withValue(values, operation: operation)
}

/// The asynchronous form of ``withDependencies(_:operation:)``.
@discardableResult
public func withDependencies<Result>(
  _ update: (inout DependencyValues) throws -> Void,
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> Result
) async rethrows -> Result {
  var values = DependencyValues.current
  try values.prepare(update)
  return try await DependencyValues.$taskValues.withValue(values, operation: operation)
}

extension DependencyValues {
  /// Changes these values with an override closure, in which reading a key to change a field
  /// of it does not count as using it.
  @usableFromInline package mutating func prepare(_ update: (inout Self) throws -> Void) rethrows {
    isBeingPrepared = true
    defer { isBeingPrepared = false }
    try update(&self)
  }

  /// Runs `operation` with exactly these values bound.
  @usableFromInline package func bind<Result>(_ operation: () throws -> Result) rethrows -> Result {
    try Self.$taskValues.withValue(self, operation: operation)
  }

  /// The asynchronous form of ``bind(_:)``.
  @usableFromInline package func bind<Result>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Result
  ) async rethrows -> Result {
    try await Self.$taskValues.withValue(self, operation: operation)
  }
}
