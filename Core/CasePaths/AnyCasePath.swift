import CustomDump
/// A pair of functions that embed a value into one case of an enum and extract it back out.
///
/// Case paths are what `Scope`, `ifLet`, `forEach` and `TestStore.receive` use to address one
/// case of an action enum. They are written by hand, one line a case, so they cost no
/// reflection; see ``CasePathable`` for where they live.
@dynamicMemberLookup
public struct AnyCasePath<Root, Value>: Sendable {
  @usableFromInline package let _embed: @Sendable (Value) -> Root
  @usableFromInline package let _extract: @Sendable (Root) -> Value?
  /// Makes the name when a message needs it: a name read from a key path costs more than
  /// the match it describes, and most paths never appear in a message.
  @usableFromInline package let naming: @Sendable () -> String
  /// Whether this is the path from `Root` to itself, which composition skips.
  @usableFromInline package let isIdentity: Bool

  /// Creates a case path from the case's constructor and a pattern match that extracts the
  /// payload, one line in an `AllCasePaths` struct:
  ///
  /// ```swift
  /// let counter = AnyCasePath(embed: Action.counter) { if case let .counter(a) = $0 { a } else { nil } }
  /// ```
  ///
  /// `name` is for messages; a path reached through a stored `AllCasePaths` property is named
  /// after that property instead, so only a computed property needs it (`#function` gives its name).
  @inlinable
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    name: String = #function
  ) {
    self.init(embed: embed, extract: extract, naming: { name }, isIdentity: false)
  }

  @usableFromInline
  package init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?,
    naming: @escaping @Sendable () -> String,
    isIdentity: Bool
  ) {
    self._embed = embed
    self._extract = extract
    self.naming = naming
    self.isIdentity = isIdentity
  }

  /// The case's name, for messages: `counter`, or `delegate.saved` for a nested case. Read
  /// through a case key path (`Action.casePath(\.counter)`); a path taken straight from
  /// `allCasePaths` has only the `name:` it was made with.
  public var name: String { naming() }

  /// Builds the enum value for this case.
  @inlinable public func embed(_ value: Value) -> Root { _embed(value) }

  /// Returns the payload when `root` is in this case, otherwise nil.
  @inlinable public func extract(from root: Root) -> Value? { _extract(root) }

  /// Composes this path with one that goes deeper into the payload. Key paths compose for you:
  /// `\.delegate.saved` is `delegate` appending `saved`.
  public func appending<AppendedValue>(
    path: AnyCasePath<Value, AppendedValue>
  ) -> AnyCasePath<Root, AppendedValue> {
    appending(path: path, caseName: path.naming)
  }

  /// Composes with `path`, whose case is named by `caseName`. From the identity path the
  /// result is `path`'s own functions, so `\.child` costs no more than the property it names.
  @usableFromInline
  package func appending<AppendedValue>(
    path: AnyCasePath<Value, AppendedValue>,
    caseName: @escaping @Sendable () -> String
  ) -> AnyCasePath<Root, AppendedValue> {
    // Only the identity path is sure to have `Root == Value`, so there the cast succeeds.
    if isIdentity, let path = path as? AnyCasePath<Root, AppendedValue> {
      return AnyCasePath<Root, AppendedValue>(
        embed: path._embed, extract: path._extract, naming: caseName, isIdentity: path.isIdentity
      )
    }
    // Each closure captures only the functions it calls: a child store keeps the embedding
    // alone, and capturing `path` whole would keep its extraction and naming alive with it.
    let (appendedEmbed, appendedExtract) = (path._embed, path._extract)
    return AnyCasePath<Root, AppendedValue>(
      embed: { [_embed] in _embed(appendedEmbed($0)) },
      extract: { [_extract] in _extract($0).flatMap(appendedExtract) },
      naming: { [naming] in "\(naming()).\(caseName())" },
      isIdentity: false
    )
  }
}

extension AnyCasePath where Value == Void, Root: Equatable & Sendable {
  /// Creates the path of a case without payload from its value: `AnyCasePath(Action.refresh)`.
  ///
  /// It matches by equality, so `Root` must be `Equatable`; for other enums write the pattern
  /// match: `AnyCasePath(embed: { _ in Action.refresh }) { if case .refresh = $0 { () } else { nil } }`.
  public init(_ value: Root) {
    self.init(
      embed: { _ in value }, extract: { $0 == value ? () : nil },
      naming: { ValueDump.describe(value).trimmingPrefix(".").description }, isIdentity: false
    )
  }
}

extension AnyCasePath where Root == Value {
  /// The path from `Root` to itself: embedding and extracting change nothing. `\.self` names it.
  @usableFromInline
  package static var identity: Self {
    Self(embed: { $0 }, extract: { $0 }, naming: { "self" }, isIdentity: true)
  }
}

extension AnyCasePath where Value: CasePathable {
  /// A case of the payload, reached through this case: what makes `\.delegate.saved` a case
  /// key path. The result is named after the `AllCasePaths` property.
  ///
  /// A case whose name is also a member of `AnyCasePath` (`name`, `embed`, `extract`,
  /// `appending`) cannot be reached this way; rename the case.
  public subscript<AppendedValue>(
    dynamicMember keyPath: KeyPath<Value.AllCasePaths, AnyCasePath<Value, AppendedValue>>
  ) -> AnyCasePath<Root, AppendedValue> {
    let path = Value.allCasePaths[keyPath: keyPath]
    let property = PropertyKeyPath(keyPath: keyPath)
    return appending(path: path, caseName: { property.name ?? path.name })
  }
}

/// The key path of an `AllCasePaths` property, kept to name the case in messages.
///
/// Unchecked: a key path is an immutable object, safe to share, but not declared `Sendable`.
private struct PropertyKeyPath: @unchecked Sendable {
  package let keyPath: AnyKeyPath

  /// The property's name (`counter` for `\AllCasePaths.counter`); nil for a computed property,
  /// which a key path does not name at run time. Read from the key path's description, so
  /// for messages only.
  package var name: String? {
    let text = "\(keyPath)"
    guard let dot = text.lastIndex(of: ".") else { return nil }
    let name = text[text.index(after: dot)...]
    guard let first = name.first, first.isLetter || first == "_",
      name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    else { return nil }
    return String(name)
  }
}
