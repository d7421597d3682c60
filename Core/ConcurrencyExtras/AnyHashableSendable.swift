/// A type-erased hashable value that may cross tasks, as `AnyHashable` cannot: an id of any
/// type kept in a `Sendable` state (`AnyHashableSendable(todo.id)`).
public struct AnyHashableSendable: Hashable, Sendable, CustomStringConvertible {
  /// The value erased.
  public let base: any Hashable & Sendable

  /// Erases `base`; an `AnyHashableSendable` given is taken as it is, not wrapped again.
  public init(_ base: some Hashable & Sendable) {
    if let erased = base as? AnyHashableSendable {
      self = erased
    } else {
      self.base = base
    }
  }

  /// Equal when the values are, as `AnyHashable` compares them (`1` and `1.0` are not).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }

  public var description: String { "\(base)" }
}

extension AnyHashableSendable: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
  public init(integerLiteral value: Int) { self.init(value) }
  public init(stringLiteral value: String) { self.init(value) }
  public init(booleanLiteral value: Bool) { self.init(value) }
}
