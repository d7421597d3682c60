/// A value of `RawValue` that the type system keeps apart from other values of it by `Tag`:
/// a `SyncUp.ID` and an `Attendee.ID` are both UUIDs, and one cannot be passed for the other.
@dynamicMemberLookup
public struct Tagged<Tag, RawValue> {
  public var rawValue: RawValue

  /// Tags `rawValue`.
  public init(rawValue: RawValue) {
    self.rawValue = rawValue
  }

  /// Tags `rawValue`, as ids are written: `SyncUp.ID(UUID(0))`.
  public init(_ rawValue: RawValue) {
    self.rawValue = rawValue
  }

  /// The raw value transformed, under the same tag.
  public func map<NewValue>(_ transform: (RawValue) -> NewValue) -> Tagged<Tag, NewValue> {
    Tagged<Tag, NewValue>(transform(rawValue))
  }

  /// A property of the raw value, read through the tag: `id.uuidString`.
  public subscript<Value>(dynamicMember keyPath: KeyPath<RawValue, Value>) -> Value {
    rawValue[keyPath: keyPath]
  }
}

extension Tagged: RawRepresentable {}

extension Tagged: CustomStringConvertible {
  /// The raw value's description: an id prints as the value it wraps.
  public var description: String { String(describing: rawValue) }
}

extension Tagged: Equatable where RawValue: Equatable {}
extension Tagged: Hashable where RawValue: Hashable {}
extension Tagged: Sendable where RawValue: Sendable {}

extension Tagged: Comparable where RawValue: Comparable {
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Tagged: Decodable where RawValue: Decodable {
  /// Decodes the raw value alone, so a tagged field is stored as the value it wraps.
  public init(from decoder: any Decoder) throws {
    self.init(try decoder.singleValueContainer().decode(RawValue.self))
  }
}

extension Tagged: Encodable where RawValue: Encodable {
  /// Encodes the raw value alone.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }
}

extension Tagged: Error where RawValue: Error {}

extension Tagged: ExpressibleByIntegerLiteral where RawValue: ExpressibleByIntegerLiteral {
  public init(integerLiteral value: RawValue.IntegerLiteralType) {
    self.init(RawValue(integerLiteral: value))
  }
}

extension Tagged: ExpressibleByUnicodeScalarLiteral where RawValue: ExpressibleByUnicodeScalarLiteral {
  public init(unicodeScalarLiteral value: RawValue.UnicodeScalarLiteralType) {
    self.init(RawValue(unicodeScalarLiteral: value))
  }
}

extension Tagged: ExpressibleByExtendedGraphemeClusterLiteral
where RawValue: ExpressibleByExtendedGraphemeClusterLiteral {
  public init(extendedGraphemeClusterLiteral value: RawValue.ExtendedGraphemeClusterLiteralType) {
    self.init(RawValue(extendedGraphemeClusterLiteral: value))
  }
}

extension Tagged: ExpressibleByStringLiteral where RawValue: ExpressibleByStringLiteral {
  public init(stringLiteral value: RawValue.StringLiteralType) {
    self.init(RawValue(stringLiteral: value))
  }
}
