/// A type-erased, sendable identifier of cancellable effects. Two ids are equal only when
/// their types are the same and their values are equal, so ids of different types never collide.
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
  /// The value, with its type and hash, in one object. Why one reference: an id is copied
  /// several times on every start and cancel of a cancellable effect, and so is the key that
  /// holds it; a copy is then one retain. An id of three words made a key too big to be copied
  /// inline, so each copy of an optional key was a call into the runtime's value witnesses.
  @usableFromInline let box: EffectIDBox

  /// Wraps any hashable, sendable value as an effect id.
  @inlinable
  public init<Value: Hashable & Sendable>(_ value: Value) {
    // A type comparison, not a cast: a dynamic cast looks up conformances at run time.
    if Value.self == EffectID.self, let id = value as? EffectID {
      self = id
    } else {
      self.box = TypedEffectIDBox(value)
    }
  }

  /// The value the id was made from.
  var value: any Hashable & Sendable { box.erasedValue }

  /// A hash of the id's type and value, computed when the id was made.
  var precomputedHash: Int { box.hash }

  public static func == (lhs: EffectID, rhs: EffectID) -> Bool {
    lhs.box === rhs.box
      || (lhs.box.hash == rhs.box.hash && lhs.box.type == rhs.box.type && lhs.box.holdsValue(equalTo: rhs.box))
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(box.hash)
  }

  public var description: String { String(describing: value) }
}

/// The value of an ``EffectID``, behind a reference, with its type and a hash of both.
///
/// The hash is computed once: ids are hashed on every start, cancel and finish of a
/// cancellable effect, and hashing the erased value each time boxed it anew.
@usableFromInline
class EffectIDBox: @unchecked Sendable {
  @usableFromInline let type: ObjectIdentifier
  /// The value's own hash mixed with its type's identity (multiplied by an odd constant, so
  /// that the type's bits reach the high bits too): ids of equal hashes but different types
  /// seldom share a hash.
  @usableFromInline let hash: Int

  @usableFromInline init(type: ObjectIdentifier, valueHash: Int) {
    self.type = type
    self.hash = valueHash ^ (Int(bitPattern: type) &* 0x5851_F42D_4C95_7F2D)
  }

  var erasedValue: any Hashable & Sendable { fatalError("EffectIDBox is abstract") }

  /// Whether `other`, a box of the same value type, holds an equal value.
  func holdsValue(equalTo other: EffectIDBox) -> Bool { fatalError("EffectIDBox is abstract") }
}

/// Unchecked `Sendable`: its stored properties are immutable `Sendable` values.
@usableFromInline
final class TypedEffectIDBox<Value: Hashable & Sendable>: EffectIDBox, @unchecked Sendable {
  let value: Value

  @usableFromInline init(_ value: Value) {
    self.value = value
    super.init(type: ObjectIdentifier(Value.self), valueHash: value.hashValue)
  }

  override var erasedValue: any Hashable & Sendable { value }

  /// Why the downcast is unchecked: ids compare their value types before their boxes, so
  /// `other` holds a `Value` too; the debug build checks it.
  override func holdsValue(equalTo other: EffectIDBox) -> Bool {
    assert(other is TypedEffectIDBox<Value>, "compared with an id of another type")
    return value == unsafeDowncast(other, to: TypedEffectIDBox<Value>.self).value
  }
}
