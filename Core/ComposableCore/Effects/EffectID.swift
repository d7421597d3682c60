/// A type-erased, sendable identifier of cancellable effects. Two ids are equal only when
/// their types are the same and their values are equal, so ids of different types never collide.
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline let type: ObjectIdentifier
  /// The value, in an object: an id is copied several times on every start and cancel of a
  /// cancellable effect, and copying an object costs a retain where copying an erased value
  /// calls into its type.
  @usableFromInline let box: EffectIDBox
  /// The value's hash, computed once: ids are hashed on every start, cancel and finish of a
  /// cancellable effect, and hashing the erased value each time boxed it anew.
  @usableFromInline let valueHash: Int

  /// Wraps any hashable, sendable value as an effect id.
  @inlinable
  public init<Value: Hashable & Sendable>(_ value: Value) {
    // A type comparison, not a cast: a dynamic cast looks up conformances at run time.
    if Value.self == EffectID.self, let id = value as? EffectID {
      self = id
    } else {
      self.type = ObjectIdentifier(Value.self)
      self.box = TypedEffectIDBox(value)
      self.valueHash = value.hashValue
    }
  }

  /// The value the id was made from.
  var value: any Hashable & Sendable { box.erasedValue }

  public static func == (lhs: EffectID, rhs: EffectID) -> Bool {
    lhs.valueHash == rhs.valueHash && lhs.type == rhs.type && (lhs.box === rhs.box || lhs.box.holdsValue(equalTo: rhs.box))
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(valueHash)
  }

  public var description: String { String(describing: value) }
}

/// The value of an ``EffectID``, behind a reference.
@usableFromInline
class EffectIDBox: @unchecked Sendable {
  var erasedValue: any Hashable & Sendable { fatalError("EffectIDBox is abstract") }

  /// Whether `other`, a box of the same value type, holds an equal value.
  func holdsValue(equalTo other: EffectIDBox) -> Bool { fatalError("EffectIDBox is abstract") }
}

/// Unchecked `Sendable`: its only stored property is an immutable `Sendable` value.
@usableFromInline
final class TypedEffectIDBox<Value: Hashable & Sendable>: EffectIDBox, @unchecked Sendable {
  let value: Value

  @usableFromInline init(_ value: Value) {
    self.value = value
  }

  override var erasedValue: any Hashable & Sendable { value }

  /// Why the downcast is unchecked: ids compare their value types before their boxes, so
  /// `other` holds a `Value` too; the debug build checks it.
  override func holdsValue(equalTo other: EffectIDBox) -> Bool {
    assert(other is TypedEffectIDBox<Value>, "compared with an id of another type")
    return value == unsafeDowncast(other, to: TypedEffectIDBox<Value>.self).value
  }
}
