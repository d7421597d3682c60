/// A pair of functions that embed a value into one case of an enum and extract it back out.
///
/// Case paths are what `Scope`, `ifLet`, `forEach` and `TestStore.receive` use to address one
/// case of an action enum. They are written by hand, with a `switch`, so they cost no reflection.
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline let _embed: @Sendable (Value) -> Root
  @usableFromInline let _extract: @Sendable (Root) -> Value?
  /// The case's name, for messages. Written inside an `AllCasePaths` property, the default
  /// is that property's name, which is the case's name.
  public let name: String

  /// Creates a case path from an embedding function and an extracting pattern match.
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    name: String = #function
  ) {
    self._embed = embed
    self._extract = extract
    self.name = name
  }

  /// Builds the enum value for this case.
  @inlinable public func embed(_ value: Value) -> Root { _embed(value) }

  /// Returns the payload when `root` is in this case, otherwise nil.
  @inlinable public func extract(from root: Root) -> Value? { _extract(root) }

  /// Composes this path with one that goes deeper into the payload.
  public func appending<AppendedValue>(
    path: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    AnyCasePath<Root, AppendedValue>(
      embed: { [_embed] in _embed(path.embed($0)) },
      extract: { [_extract] in _extract($0).flatMap(path.extract(from:)) },
      name: "\(name).\(path.name)"
    )
  }
}

/// An enum whose cases can be addressed with key-path syntax, like `\.child`.
///
/// Write one property per case in a nested `AllCasePaths` struct, each returning an
/// ``AnyCasePath``. Call sites then read `Scope(state: \.child, action: \.child)`:
///
/// ```swift
/// enum Action: CasePathable {
///   case child(Child.Action)
///   case refresh
///
///   struct AllCasePaths: Sendable {
///     var child: AnyCasePath<Action, Child.Action> {
///       AnyCasePath(embed: { .child($0) }, extract: { if case let .child(a) = $0 { a } else { nil } })
///     }
///     var refresh: AnyCasePath<Action, Void> {
///       AnyCasePath(embed: { .refresh }, extract: { if case .refresh = $0 { () } else { nil } })
///     }
///   }
///   static let allCasePaths = AllCasePaths()
/// }
/// ```
///
/// `checkCasePathLaws` in ComposableTesting proves each hand-written path in a test.
public protocol CasePathable {
  /// A struct with one property per case, each an ``AnyCasePath`` into that case.
  associatedtype AllCasePaths: Sendable
  /// The case paths of this enum.
  static var allCasePaths: AllCasePaths { get }
}

/// A key path that names one case of a ``CasePathable`` enum, written `\.child` at call sites.
///
/// Being a real key path it is `Hashable`, which lets stores cache child scopes by it.
public typealias CaseKeyPath<Root: CasePathable, Value> = KeyPath<Root.AllCasePaths, AnyCasePath<Root, Value>>

extension CasePathable {
  /// Resolves a case key path to the case path it names.
  @inlinable
  public static func casePath<Value>(_ keyPath: CaseKeyPath<Self, Value>) -> AnyCasePath<Self, Value> {
    allCasePaths[keyPath: keyPath]
  }

  /// Returns the payload when this value is in the case named by `keyPath`.
  @inlinable
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    Self.allCasePaths[keyPath: keyPath].extract(from: self)
  }

  /// Whether this value is in the case named by `keyPath`.
  @inlinable
  public func `is`<Value>(_ keyPath: CaseKeyPath<Self, Value>) -> Bool {
    self[case: keyPath] != nil
  }
}

extension Optional: CasePathable {
  /// The case paths of `Optional`: only `some`, which lets `ifCaseLet` and friends treat an
  /// optional like any other enum.
  public struct AllCasePaths: Sendable {
    /// The `some` case.
    public var some: AnyCasePath<Optional, Wrapped> {
      AnyCasePath(embed: { .some($0) }, extract: { $0 })
    }
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
