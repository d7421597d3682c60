import CustomDump
import IssueReporting
/// An enum whose cases can be addressed with key-path syntax, like `\.child`.
///
/// `@CasePathable` (and `@Reducer`, on a feature's `Action`) conforms an enum, writing an
/// `AllCasePaths` struct with one ``AnyCasePath`` per case. By hand, that struct holds a
/// property per case, each on one line. Call sites then read `Scope(\.child, action: \.child)`:
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
/// By hand, only the cases a feature scopes to, receives or sends by case need a property. In an
/// `extension`, name the enum in full (`Parent.Action.child`): the short name is not in scope
/// there. `checkCasePathLaws` in ComposableArchitecture proves each property in a test.
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

  /// The payload when this value is in the case named by `keyPath`, else nil. Setting a
  /// payload replaces this value with that case; setting nil changes nothing.
  @inlinable
  public subscript<Value>(case keyPath: CaseKeyPath<Self, Value>) -> Value? {
    get { Self.casePath(keyPath).extract(from: self) }
    set {
      guard let newValue else { return }
      self = Self.casePath(keyPath).embed(newValue)
    }
  }

  /// The payload of a case, read as a property: `state.destination?.edit` on an enum marked
  /// `@dynamicMemberLookup` (the `State` of a `@Reducer` enum is). Setting works as for
  /// ``subscript(case:)``.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: CaseKeyPath<Self, Value>) -> Value? {
    get { self[case: keyPath] }
    set { self[case: keyPath] = newValue }
  }

  /// Changes the payload in place when this value is in the case named by `keyPath`; reports
  /// an issue naming both cases when it is in another.
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>, _ change: (inout Value) -> Void,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    let path = Self.casePath(keyPath)
    guard var value = path.extract(from: self) else {
      reportIssue(
        "Cannot modify case '\(path.name)' of \(Self.self): the value is \(ValueDump.describe(self)).",
        fileID: fileID, filePath: filePath, line: line, column: column
      )
      return
    }
    change(&value)
    self = path.embed(value)
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

extension Result: CasePathable {
  /// The case paths of `Result`: `\.success` and `\.failure`, so a test can
  /// `receive(\.factResponse.success)`.
  public struct AllCasePaths: Sendable {
    /// The `success` case.
    public var success: AnyCasePath<Result, Success> {
      AnyCasePath(embed: { .success($0) }, extract: { if case let .success(value) = $0 { value } else { nil } })
    }
    /// The `failure` case.
    public var failure: AnyCasePath<Result, Failure> {
      AnyCasePath(embed: { .failure($0) }, extract: { if case let .failure(error) = $0 { error } else { nil } })
    }
  }
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}
