/// An enum whose cases can be addressed with key-path syntax, like `\.child`.
///
/// Write one stored property per case in a nested `AllCasePaths` struct, each an
/// ``AnyCasePath`` on one line. Call sites then read `Scope(state: \.child, action: \.child)`:
///
/// ```swift
/// enum Action: CasePathable, Equatable, Sendable {
///   case child(Child.Action)
///   case refresh
///
///   struct AllCasePaths: Sendable {
///     let child = AnyCasePath(embed: Action.child) { if case let .child(a) = $0 { a } else { nil } }
///     let refresh = AnyCasePath(Action.refresh)
///   }
///   static let allCasePaths = AllCasePaths()
/// }
/// ```
///
/// Only the cases a feature scopes to, receives or sends by case need a property. Inside an
/// `extension`, name the enum in full (`Parent.Action.child`): the short name is not in scope
/// there. `checkCasePathLaws` in ComposableTesting proves each property in a test.
public protocol CasePathable {
  /// A struct with one property per case, each an ``AnyCasePath`` into that case.
  associatedtype AllCasePaths: Sendable
  /// The case paths of this enum.
  static var allCasePaths: AllCasePaths { get }
}

/// A key path that names a case of a ``CasePathable`` enum: `\.child`, a case of a case
/// (`\.destination.delegate`), a stack element's actions (`\.path[id: 0]`), or `\.self`.
///
/// It goes from the identity path of `Root` to the path it names, through the properties of
/// each `AllCasePaths` on the way. Being a real key path it is `Hashable`, which lets stores
/// cache child scopes by it.
public typealias CaseKeyPath<Root: CasePathable, Value> = KeyPath<AnyCasePath<Root, Root>, AnyCasePath<Root, Value>>

extension CasePathable {
  /// Resolves a case key path to the case path it names.
  @inlinable
  public static func casePath<Value>(_ keyPath: CaseKeyPath<Self, Value>) -> AnyCasePath<Self, Value> {
    AnyCasePath.identity[keyPath: keyPath]
  }

  /// Returns the payload when this value is in the case named by `keyPath`.
  @inlinable
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    Self.casePath(keyPath).extract(from: self)
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
    public let some = AnyCasePath<Optional, Wrapped>(embed: { .some($0) }, extract: { $0 })
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
