/// A type-erased, sendable identifier of cancellable effects. Two ids are equal only when
/// their types are the same and their values are equal, so ids of different types never collide.
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
  private let type: ObjectIdentifier
  let value: any Hashable & Sendable
  /// The value's hash, computed once: ids are hashed on every start, cancel and finish of a
  /// cancellable effect, and hashing the erased value each time boxed it anew.
  private let valueHash: Int

  /// Wraps any hashable, sendable value as an effect id.
  public init<Value: Hashable & Sendable>(_ value: Value) {
    // A type comparison, not a cast: a dynamic cast looks up conformances at run time.
    if Value.self == EffectID.self, let id = value as? EffectID {
      self = id
    } else {
      self.type = ObjectIdentifier(Swift.type(of: value))
      self.value = value
      self.valueHash = value.hashValue
    }
  }

  public static func == (lhs: EffectID, rhs: EffectID) -> Bool {
    lhs.valueHash == rhs.valueHash && lhs.type == rhs.type && isEqual(lhs.value, rhs.value)
  }

  /// Compares two erased values of the same type with the first one's `==`, without boxing
  /// either and without a dynamic cast, which looks up conformances at run time: ids are
  /// compared on every start and cancel of a cancellable effect.
  ///
  /// Why the bit cast is safe: it runs only when `Other`, the type `rhs` holds, is `Value`,
  /// checked just before, and casting a value to its own type changes nothing.
  private static func isEqual<Value: Hashable>(_ lhs: Value, _ rhs: any Hashable & Sendable) -> Bool {
    func compare<Other: Hashable>(_ rhs: Other) -> Bool {
      guard Other.self == Value.self else { return false }
      return lhs == unsafeBitCast(rhs, to: Value.self)
    }
    return compare(rhs)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(valueHash)
  }

  public var description: String { String(describing: value) }
}
