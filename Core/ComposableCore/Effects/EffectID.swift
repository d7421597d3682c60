/// A type-erased, sendable identifier of cancellable effects. Two ids are equal only when
/// their types are the same and their values are equal, so ids of different types never collide.
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
  private let type: ObjectIdentifier
  let value: any Hashable & Sendable

  /// Wraps any hashable, sendable value as an effect id.
  public init(_ value: some Hashable & Sendable) {
    if let id = value as? EffectID {
      self = id
    } else {
      self.type = ObjectIdentifier(Swift.type(of: value))
      self.value = value
    }
  }

  public static func == (lhs: EffectID, rhs: EffectID) -> Bool {
    lhs.type == rhs.type && AnyHashable(lhs.value) == AnyHashable(rhs.value)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(AnyHashable(value))
  }

  public var description: String { String(describing: value) }
}
