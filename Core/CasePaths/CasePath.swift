/// A way into one case of an enum: embed a value into the case, extract it back out.
///
/// Two kinds: ``AnyCasePath``, made from two closures on one line, and a case written as a
/// type of its own (``StaticCasePath``). `Scope` and `Store.scope` take either.
public protocol CasePath<Root, Value>: Sendable {
  /// The enum.
  associatedtype Root
  /// The payload of the case.
  associatedtype Value

  /// Builds the enum value for this case.
  func embed(_ value: Value) -> Root

  /// Returns the payload when `root` is in this case, otherwise nil.
  func extract(from root: Root) -> Value?

  /// ``embed(_:)`` as a function value, for effects to map their actions with. Has a default;
  /// `AnyCasePath` hands out the closure it holds rather than a new one around itself.
  var embedding: @Sendable (Value) -> Root { get }
}

extension CasePath {
  /// A closure around ``embed(_:)``.
  public var embedding: @Sendable (Value) -> Root { { self.embed($0) } }
}

extension AnyCasePath: CasePath {
  /// The closure this path holds.
  public var embedding: @Sendable (Value) -> Root { _embed }
}

/// A case of an enum written as a type: a struct whose `embed` and `extract` are methods.
///
/// Code specialised for the type (a `Scope`, a child store) runs its pattern match inline,
/// where an ``AnyCasePath`` calls a stored closure at every level an action passes through:
/// ten nested `Scope`s cost about a tenth more than a root send instead of twice as much. It
/// takes five lines where an `AnyCasePath` takes one, so write it for the cases that actions
/// pass through on their way down a deep tree of features.
///
/// ```swift
/// struct AllCasePaths: Sendable {
///   var child: ChildCase { ChildCase() }
///   struct ChildCase: StaticCasePath {
///     func embed(_ action: Counter.Action) -> Action { .child(action) }
///     func extract(from action: Action) -> Counter.Action? {
///       if case let .child(child) = action { child } else { nil }
///     }
///   }
/// }
/// ```
///
/// Call sites read the same as with an `AnyCasePath`: `Scope(\.child, action: \.child)`,
/// `store.scope(\.child, action: \.child)`, `receive(\.child)`. Two rules:
/// - Name the type after the case, plus `Case` (the payload often has the case's name):
///   messages name the case after the type, without `Case`, first letter lowercased.
/// - Make the property computed, as above. A stored one takes no room, so it would share its
///   offset with the next property, and the `AnyCasePath`s beside it, named from their key
///   paths, which know a stored property by its offset, could get the wrong name.
public protocol StaticCasePath<Root, Value>: CasePath {}

extension AnyCasePath where Root == Value, Value: CasePathable {
  /// A case written as a type, reached through its `AllCasePaths` property: what lets
  /// `Scope(\.child, action: \.child)` and `store.scope` keep the type, and so inline
  /// its pattern match.
  public subscript<Path: StaticCasePath>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, Path>
  ) -> Path where Path.Root == Value {
    Value.allCasePaths[keyPath: keyPath]
  }
}

extension AnyCasePath where Value: CasePathable {
  /// A case written as a type, as an `AnyCasePath`, for everything that takes a
  /// ``CaseKeyPath`` (`ifLet`, `forEach`, `receive`, `\.child.saved`). Disfavoured, so that
  /// where the type itself is accepted, `\.child` gives the type.
  @_disfavoredOverload
  public subscript<Path: StaticCasePath>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, Path>
  ) -> AnyCasePath<Root, Path.Value> where Path.Root == Value {
    let name: @Sendable () -> String = { Path.caseName }
    return appending(path: Value.allCasePaths[keyPath: keyPath].erased(naming: name), caseName: name)
  }
}

extension StaticCasePath {
  /// The case's name in messages: the type's, without a `Case` suffix, first letter lowercased
  /// (`ChildCase` names `child`).
  /// Not the property's: a computed property's key path does not know its name.
  package static var caseName: String {
    var type = "\(Self.self)"
    if type.hasSuffix("Case"), type.count > 4 { type.removeLast(4) }
    return type.prefix(1).lowercased() + type.dropFirst()
  }
}

extension CasePath {
  /// This case as an ``AnyCasePath`` named by `naming`.
  package func erased(naming: @escaping @Sendable () -> String) -> AnyCasePath<Root, Value> {
    AnyCasePath(embed: { self.embed($0) }, extract: { self.extract(from: $0) }, naming: naming, isIdentity: false)
  }
}
